import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/types.js'

const CHECK_TIMEOUT_MS = 3_000

/**
 * Asks the database for `select 1`; rejects when it fails or takes more than three seconds, so
 * a database that hangs reads as down rather than holding the health check open.
 */
export async function checkDatabase(db: Kysely<Database>) {
  await Promise.race([
    sql`select 1`.execute(db),
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error('database check timed out')), CHECK_TIMEOUT_MS).unref(),
    ),
  ])
}
