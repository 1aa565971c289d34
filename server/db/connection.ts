import pg from 'pg'
import { Kysely, PostgresDialect } from 'kysely'
import type { Database } from './types.js'
import { startEmbeddedPostgres } from './embedded.js'

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
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** PostgreSQL URL; when absent PGlite is started in a child process. */
  databaseUrl?: string
  /** PGlite data directory, or `memory://` */
  dataDir: string
  poolSize?: number
}

export async function openDatabase(opts: DatabaseOptions): Promise<DatabaseHandle> {
  const embedded = opts.databaseUrl ? undefined : await startEmbeddedPostgres(opts.dataDir)
  const url = opts.databaseUrl ?? embedded!.url
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolSize ?? (embedded ? 4 : 20),
    idleTimeoutMillis: 30_000,
  })
  // A dropped connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined)
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  let closed = false
  return {
    db,
    pool,
    kind: embedded ? 'pglite' : 'postgres',
    url,
    async close() {
      if (closed) return
      closed = true
      await db.destroy()
      await embedded?.stop()
    },
  }
}
