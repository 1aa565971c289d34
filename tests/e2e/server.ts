import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { running, spawnServer } from '../helpers/server-process.js'

export { freePort } from '../helpers/server-process.js'

export interface RunningServer {
  baseUrl: string
  dataDir: string
  /** SIGTERM and wait; the DATA_DIR is removed unless `keep` (tests/e2e/seed-cache.ts copies it). */
  stop(opts?: { keep?: boolean }): Promise<void>
}

/**
 * Starts the built product the way `npm start` does (server/main.ts) on a free port and a temp
 * DATA_DIR, or on `dataDir` when given (a copy of an already seeded one).
 */
export async function startServer(
  env: Record<string, string> = {},
  opts: { dataDir?: string } = {},
): Promise<RunningServer> {
  if (!fs.existsSync(path.resolve('dist/index.html')))
    throw new Error('dist/ is missing: run `npm run build` first')
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'eventdesk-e2e-'))
  const server = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: '', ...env }, { inherit: true })
  const { baseUrl, child } = server
  const deadline = Date.now() + 180_000
  for (;;) {
    if (!running(child)) throw new Error(`server exited with code ${child.exitCode}`)
    try {
      const res = await fetch(`${baseUrl}/health`)
      // The demo events arrive in the background after the first start: the suite starts from
      // the complete demo, so its bookings and counts never race the seed's.
      const health = res.ok ? ((await res.json()) as { demoSeed?: string }) : undefined
      if (health?.demoSeed === 'failed') throw new Error('the demo events seed failed (see the server log)')
      if (health && health.demoSeed !== 'seeding') break
    } catch (err) {
      if (err instanceof Error && err.message.startsWith('the demo events')) throw err
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy with its demo data in 180 s')
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    baseUrl,
    dataDir,
    async stop({ keep = false } = {}) {
      await server.stop()
      if (!keep) fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
