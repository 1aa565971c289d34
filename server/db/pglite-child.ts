/**
 * Child process that owns the embedded PGlite database and serves it over the Postgres wire
 * protocol, so the app always talks to a database through the same `pg` driver.
 * Started by `embedded.ts`; reports `{ready, port}` to its parent over IPC.
 */
import fs from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { DATABASE_LOCK_FILE, lockDataDirWaiting } from './data-dir-lock.js'
import { serveWire } from './pglite-wire.js'

// Arguments from embedded.ts: the data directory, who started it (named in DATA_DIR's lock) and,
// optionally, a dump of another database (`dumpDataDir`) to start a `memory://` database from.
const [dataDir = 'memory://', owner = '', snapshot = ''] = process.argv.slice(2)
/** How long a previous server's database process may take to die before we give up. */
const ORPHAN_WAIT_MS = 10_000

async function main() {
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true })
  // The server's lock dies with the server; an orphaned child still closing (or hung) must keep
  // the next server out of the folder until it is gone.
  const unlock = dataDir.startsWith('memory://')
    ? () => undefined
    : await lockDataDirWaiting(
        dataDir,
        `the database process of ${owner || 'a server'}`,
        DATABASE_LOCK_FILE,
        ORPHAN_WAIT_MS,
      )
  const loadDataDir = snapshot ? new Blob([fs.readFileSync(snapshot)]) : undefined
  const db = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm, btree_gist } })
  const server = await serveWire(db)
  const port = server.port

  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await server.stop().catch(() => undefined)
    // Closing flushes PGlite's files, so data survives the restart.
    await db.close().catch(() => undefined)
    unlock()
    process.exit(0)
  }
  process.on('message', (msg: unknown) => {
    if (msg === 'stop') void stop()
    else if (msg && typeof msg === 'object' && 'dumpTo' in msg) void dump(db, String(msg.dumpTo))
  })
  process.on('disconnect', () => void stop())
  process.on('SIGTERM', () => void stop())
  process.on('SIGINT', () => void stop())
  process.send?.({ ready: true, port })
}

/** Writes the whole database as a tar file (PGlite's own format, read back by `loadDataDir`). */
async function dump(db: PGlite, file: string) {
  try {
    const tar = await db.dumpDataDir('none')
    fs.writeFileSync(file, Buffer.from(await tar.arrayBuffer()))
    process.send?.({ dumped: file })
  } catch (err) {
    process.send?.({ dumped: file, error: String(err) })
  }
}

main().catch((err) => {
  process.send?.({ ready: false, error: String(err?.stack || err) })
  process.exit(1)
})
