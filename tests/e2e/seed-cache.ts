import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startServer, type RunningServer } from './server.js'

/** Lock files name the process that held the DATA_DIR: a copy must not carry them. */
const notLock = (src: string) => !path.basename(src).endsWith('.lock')

/**
 * A server on a copy of a freshly seeded demo DATA_DIR kept in `cache` (E2E_SEED_CACHE): the
 * first e2e run of `npm test` seeds it, stops the server cleanly, keeps a copy and starts again on
 * its own directory; the diary run then starts from a copy instead of seeding the demo again (the
 * seed was most of its global setup). Without `cache` every run seeds its own, as before.
 */
export async function startSeeded(cache: string | undefined): Promise<RunningServer> {
  if (!cache) return startServer()
  const seeded = path.join(cache, 'data')
  if (fs.existsSync(seeded)) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventdesk-e2e-'))
    fs.cpSync(seeded, dataDir, { recursive: true, filter: notLock })
    return startServer({}, { dataDir })
  }
  const first = await startServer()
  await first.stop({ keep: true })
  fs.mkdirSync(cache, { recursive: true })
  // Copied beside, then renamed: a run that dies mid-copy leaves no half directory to start from.
  const partial = fs.mkdtempSync(path.join(cache, 'partial-'))
  fs.cpSync(first.dataDir, partial, { recursive: true, filter: notLock })
  fs.renameSync(partial, seeded)
  return startServer({}, { dataDir: first.dataDir })
}
