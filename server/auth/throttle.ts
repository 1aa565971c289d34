import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/types.js'
import { AppError } from '../http/errors.js'

/**
 * Sign-in throttling (issue 14, defect 6: one attacker must not keep an owner locked out).
 * Locks are per username+address and per address: after `limit` failures within 15 minutes the
 * key is locked for 1 minute, doubling with each further failure up to 15 minutes. Per username
 * there is only a slow-down (`slowDownMs`), which delays every attempt but never refuses the right
 * password, so the owner signs in from another address while someone guesses elsewhere.
 */
export const limits = { userAddress: 5, address: 30, userSlowDownAfter: 5 }
const MAX_SLOW_DOWN_MS = 3_000

export const throttleKeys = (username: string, address: string) => {
  const user = `user:${username.trim().toLowerCase()}`
  return { user, userAddress: `${user}|ip:${address}`, address: `ip:${address}` }
}

/** How long an attempt for this username waits: 250 ms doubling per failure past the threshold. */
export async function slowDownMs(db: Kysely<Database>, userKey: string): Promise<number> {
  const row = await db
    .selectFrom('auth_throttle')
    .select('failures')
    .where('key', '=', userKey)
    .where('window_start', '>', sql<Date>`now() - ${WINDOW}::interval`)
    .executeTakeFirst()
  const over = (row?.failures ?? 0) - limits.userSlowDownAfter
  return over < 0 ? 0 : Math.min(250 * 2 ** over, MAX_SLOW_DOWN_MS)
}
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

/** Counts a failure; with a `limit`, locks the key once the count reaches it. */
export async function recordFailure(db: Kysely<Database>, key: string, limit: number | null) {
  await sql`
    INSERT INTO auth_throttle AS t (key, failures, window_start)
    VALUES (${key}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN t.window_start < now() - ${WINDOW}::interval AND (t.locked_until IS NULL OR t.locked_until < now())
                      THEN 1 ELSE t.failures + 1 END,
      window_start = CASE WHEN t.window_start < now() - ${WINDOW}::interval AND (t.locked_until IS NULL OR t.locked_until < now())
                      THEN now() ELSE t.window_start END
  `.execute(db)
  if (limit === null) return
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
export async function takeQuota(
  db: Kysely<Database>,
  key: string,
  limit: number,
  minutes: number,
): Promise<boolean> {
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
