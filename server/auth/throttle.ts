import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/types.js'
import { AppError } from '../http/errors.js'

/**
 * Sign-in throttling per username and per address. After `limit` failures within 15 minutes the
 * key is locked for 1 minute, doubling with each further failure up to 15 minutes; a success
 * clears the username's counter. Never a permanent lock-out of the real user.
 */
export const limits = { user: 5, address: 30 }
const WINDOW = '15 minutes'

export async function assertNotThrottled(db: Kysely<Database>, keys: string[]) {
  const locked = await db
    .selectFrom('auth_throttle')
    .select('key')
    .where('key', 'in', keys)
    .where('locked_until', '>', sql<Date>`now()`)
    .executeTakeFirst()
  if (locked) throw new AppError(429, 'auth.tooManyAttempts', [], 'Too many failed attempts; try again later')
}

export async function recordFailure(db: Kysely<Database>, key: string, limit: number) {
  await sql`
    INSERT INTO auth_throttle AS t (key, failures, window_start)
    VALUES (${key}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN t.window_start < now() - ${WINDOW}::interval AND (t.locked_until IS NULL OR t.locked_until < now())
                      THEN 1 ELSE t.failures + 1 END,
      window_start = CASE WHEN t.window_start < now() - ${WINDOW}::interval AND (t.locked_until IS NULL OR t.locked_until < now())
                      THEN now() ELSE t.window_start END
  `.execute(db)
  await sql`
    UPDATE auth_throttle
       SET locked_until = now() + least(power(2, failures - ${limit}), 15) * interval '1 minute'
     WHERE key = ${key} AND failures >= ${limit}
  `.execute(db)
}

export async function clearFailures(db: Kysely<Database>, key: string) {
  await db.deleteFrom('auth_throttle').where('key', '=', key).execute()
}

/**
 * A plain rate limit: at most `limit` uses of `key` per `minutes`. Answers false when the key is
 * used up (recovery mails, invitations).
 */
export async function takeQuota(db: Kysely<Database>, key: string, limit: number, minutes: number): Promise<boolean> {
  const { rows } = await sql<{ failures: number }>`
    INSERT INTO auth_throttle AS t (key, failures, window_start)
    VALUES (${key}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN t.window_start < now() - make_interval(mins => ${minutes}) THEN 1 ELSE t.failures + 1 END,
      window_start = CASE WHEN t.window_start < now() - make_interval(mins => ${minutes}) THEN now() ELSE t.window_start END
    RETURNING failures
  `.execute(db)
  return Number(rows[0]?.failures ?? 0) <= limit
}
