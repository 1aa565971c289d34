/**
 * The Node arguments the product's server starts with: `npm start`, `npm run dev`, the tests'
 * servers and the bench's server under test all use them, so what is measured is what runs.
 *
 * `--max-semi-space-size=64` lets V8's young generation grow to 64 MB a half (16 by default).
 * A rush keeps a thousand requests in flight, each with its sockets, parser, request and reply:
 * with the default every scavenge found most of them alive, copied them and pushed them into the
 * old generation, which then needed mark-compacts. Measured on a warm ticket rush: 0.16 ms of
 * server CPU per request instead of 0.19–0.35 (issue 21). The cost is memory only under load.
 */
export const serverNodeFlags = ['--max-semi-space-size=64']

/** `node <these> ` runs server/main.ts through tsx; `before` goes ahead of it (e.g. --watch). */
export const serverArgs = (...before: string[]) => [
  ...serverNodeFlags,
  '--import',
  'tsx',
  ...before,
  'server/main.ts',
]
