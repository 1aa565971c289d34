import pg from 'pg'
import { Kysely, PostgresDialect } from 'kysely'
import type { Database } from './types.js'
import { startEmbeddedPostgres } from './embedded.js'
import { lockDataDir } from './data-dir-lock.js'
import { clientClass } from './prepared.js'
import { Liveness } from './liveness.js'

// int8 ids and counts stay far below 2^53; numbers are what the JSON contract uses.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v))
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v))
// Wire format of the spec: YYYY-MM-DDTHH:mm:ss, no zone (venues work in their local time).
pg.types.setTypeParser(pg.types.builtins.TIMESTAMP, (v) => v.replace(' ', 'T').slice(0, 19))
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (v) => new Date(v).toISOString())
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v)

export type DatabaseKind = 'pglite' | 'postgres'

export interface DatabaseHandle {
  db: Kysely<Database>
  pool: pg.Pool
  kind: DatabaseKind
  url: string
  /** When the database last answered one of the app's queries (for /health). */
  liveness: Liveness
  close(): Promise<void>
  /** Called when the database is gone for good (the PGlite child died); main.ts exits non-zero. */
  onFatal(listener: (error: Error) => void): void
  /** Embedded only: writes the database as a PGlite dump, which `snapshot` starts another from. */
  dumpTo?(file: string): Promise<void>
}

export interface DatabaseOptions {
  /** PostgreSQL URL; when absent PGlite is started in a child process. */
  databaseUrl?: string
  /** PGlite data directory, or `memory://` */
  dataDir: string
  poolSize?: number
  /** Who opens it, written into DATA_DIR's lock (named to a second server that finds it taken). */
  owner?: string
  /** Embedded `memory://` only: a PGlite dump (`dumpTo`) to start from instead of an empty database. */
  snapshot?: string
}

export async function openDatabase(opts: DatabaseOptions): Promise<DatabaseHandle> {
  const onDisk = !opts.databaseUrl && !opts.dataDir.startsWith('memory://')
  // The lock comes first: a second server must stop before PGlite touches the folder.
  const owner = opts.owner ?? `pid ${process.pid}`
  const unlock = onDisk ? lockDataDir(opts.dataDir, owner) : undefined
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined
  try {
    embedded = opts.databaseUrl
      ? undefined
      : await startEmbeddedPostgres(opts.dataDir, `${owner} (pid ${process.pid})`, opts.snapshot)
  } catch (err) {
    unlock?.()
    throw err
  }
  const url = opts.databaseUrl ?? embedded!.url
  const liveness = new Liveness()
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolSize ?? (embedded ? 4 : 20),
    idleTimeoutMillis: 30_000,
    // Named statements; on PGlite's one shared session, named per connection slot (prepared.ts).
    Client: clientClass(embedded ? 'shared' : true, liveness),
    // Statements a holder sends without awaiting go out together (withTenant's deferred BEGIN).
    // PGlite's wire bridge runs a connection's messages in order and keeps the backend to it until
    // its transaction ends, so pipelining holds there too: a read holds the single backend for two
    // fewer client round trips (issue 15: PGlite event list @10 543-551 -> 620-622 req/s).
    pipeline: true,
  })
  // A deferred BEGIN nobody followed must not open the next holder's first statement, and a
  // read-only COMMIT goes out before the next holder can send anything (prepared.ts).
  pool.on('release', (_err, client) => (client as { released?: () => void }).released?.())
  // A dropped connection must not crash the process; the pool replaces it. The pool listens only
  // on idle clients: one a request holds emits 'error' with nobody listening (an uncaught
  // exception), while its queries fail and the pool drops it on release.
  pool.on('error', () => liveness.broke())
  pool.on('connect', (client) => client.on('error', () => liveness.broke()))
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  let closed = false
  return {
    db,
    pool,
    kind: embedded ? 'pglite' : 'postgres',
    url,
    liveness,
    async close() {
      if (closed) return
      closed = true
      await db.destroy()
      await embedded?.stop()
      unlock?.()
    },
    dumpTo: embedded?.dumpTo,
    onFatal(listener) {
      embedded?.onDeath((code, signal) => {
        if (!closed)
          listener(new Error(`the embedded database process died (code ${code}, signal ${signal})`))
      })
    },
  }
}
