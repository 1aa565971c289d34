import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/types.js'
import type { SharedRow } from './counters.js'

/**
 * One statement for every key a flush carries: adds this server's hits to the row of the same
 * window, starts the row over for a newer window, and leaves a row already in a later one alone
 * (its server's clock is ahead; an older window's hits limit nothing). Owner connection, outside
 * any tenant transaction, like the sign-in throttle (auth/throttle.ts).
 */
export async function flushRows(db: Kysely<Database>, rows: SharedRow[]): Promise<SharedRow[]> {
  const result = await sql<{ key: string; window_start: string | number; hits: number }>`
    INSERT INTO rate_limit AS r (key, window_start, hits)
    SELECT * FROM unnest(${rows.map((r) => r.key)}::text[], ${rows.map((r) => r.windowStart)}::bigint[],
                         ${rows.map((r) => r.hits)}::int[])
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.window_start = excluded.window_start THEN r.hits + excluded.hits
                  WHEN r.window_start < excluded.window_start THEN excluded.hits
                  ELSE r.hits END,
      window_start = greatest(r.window_start, excluded.window_start)
    RETURNING key, window_start, hits
  `.execute(db)
  return result.rows.map((r) => ({ key: r.key, windowStart: Number(r.window_start), hits: Number(r.hits) }))
}

/** Rows of windows that ended before `beforeEpochSeconds` (tokens expire, so keys keep coming). */
export async function pruneRows(db: Kysely<Database>, beforeEpochSeconds: number) {
  await sql`DELETE FROM rate_limit WHERE window_start < ${beforeEpochSeconds}`.execute(db)
}
