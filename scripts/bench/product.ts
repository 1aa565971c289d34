/**
 * Starts the product the way `npm start` does (scripts/start.ts: build when dist/ is stale, then
 * server/main.ts) on an embedded database in `dataDir`, and times it: until /health answers
 * (listening) and until the background demo seed is done.
 */
import { spawn } from 'node:child_process'
import { freePort } from '../../tests/e2e/server.js'

export interface StartedProduct {
  base: string
  /** Milliseconds from spawn until /health answered 200. */
  listenMs: number
  /** Milliseconds from spawn until the demo events were all written (= listenMs when none were). */
  readyMs: number
  stop(): Promise<void>
}

export async function startProduct(dataDir: string, timeoutMs = 600_000): Promise<StartedProduct> {
  const port = await freePort()
  const started = performance.now()
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    // DATABASE_URL cleared: the bench's own PostgreSQL variable must not leak into the product.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED: 'demo',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  const base = `http://127.0.0.1:${port}`
  let listenMs = 0
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`)
      const health = await fetch(`${base}/health`)
        .then((r) => (r.ok ? (r.json() as Promise<{ demoSeed?: string }>) : undefined))
        .catch(() => undefined)
      if (health && !listenMs) listenMs = performance.now() - started
      if (health?.demoSeed === 'failed') throw new Error('the demo seed failed (see the server log)')
      if (health && health.demoSeed !== 'seeding') break
      if (performance.now() - started > timeoutMs)
        throw new Error(`npm start was not ready in ${timeoutMs / 1000} s`)
      await new Promise((r) => setTimeout(r, 100))
    }
  } catch (err) {
    await stop()
    throw err
  }
  return { base, listenMs: Math.round(listenMs), readyMs: Math.round(performance.now() - started), stop }
}
