import crypto from 'node:crypto'
import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { AppError } from '../http/errors.js'
import { PASSWORD_HISTORY, verifyPassword } from './passwords.js'
import { revokeUserTokens } from './refresh-tokens.js'
import { throttleKeys } from './throttle.js'

type Db = Kysely<Database>

const digest = (key: string) =>
  crypto.createHash('sha256').update(key.trim().toUpperCase()).digest('base64url')
// Unambiguous characters: the key may be typed by hand from the e-mail.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const newKey = () => Array.from(crypto.randomBytes(10), (b) => ALPHABET[b % ALPHABET.length]).join('')

/**
 * A new activation key for the user, in the caller's transaction (it commits with its mail).
 * Only the newest key works: an older mail cannot be used once a new one was asked for.
 */
export async function issueActivationKey(trx: Transaction<Database>, userId: number, ttlHours: number) {
  await trx
    .updateTable('activation_key')
    .set({ used_at: sql`now()` as never })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute()
  const key = newKey()
  await trx
    .insertInto('activation_key')
    .values({
      user_id: userId,
      key_hash: digest(key),
      expires_at: sql`now() + ${`${ttlHours} hours`}::interval` as never,
    })
    .execute()
  return key
}

/** The user's unused key matching what they typed, expired or not. */
export function unusedActivationKey(db: Db, userId: number, typed: string) {
  return db
    .selectFrom('activation_key')
    .selectAll()
    .where('user_id', '=', userId)
    .where('key_hash', '=', digest(typed))
    .where('used_at', 'is', null)
    .executeTakeFirst()
}

/** Whether the password is one of the user's last PASSWORD_HISTORY ones. */
export async function isRecentPassword(db: Db, userId: number, password: string) {
  const recent = await db
    .selectFrom('password_history')
    .select('hash')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(PASSWORD_HISTORY)
    .execute()
  for (const { hash } of recent) if (await verifyPassword(password, hash)) return true
  return false
}

/**
 * Spends the key and sets the new password in one transaction: unblocks the user, ends every
 * session (access tokens too, through sessions_valid_after), keeps the password history short and
 * clears the sign-in throttles the user earned. A key spent by a racing request answers 404.
 */
export async function resetPasswordWithKey(
  db: Db,
  user: { id: number; email: string },
  keyId: number,
  hash: string,
) {
  await db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('activation_key')
      .set({ used_at: sql`now()` as never })
      .where('id', '=', keyId)
      .where('used_at', 'is', null)
      .executeTakeFirst()
    if (Number(used.numUpdatedRows) !== 1)
      throw new AppError(404, 'auth.invalidActivationKey', [], 'Not Found')
    await trx
      .updateTable('app_user')
      .set({ password_hash: hash, blocked: false, sessions_valid_after: sql`now()` as never })
      .where('id', '=', user.id)
      .execute()
    await trx.insertInto('password_history').values({ user_id: user.id, hash }).execute()
    await sql`
      DELETE FROM password_history WHERE user_id = ${user.id} AND id NOT IN (
        SELECT id FROM password_history WHERE user_id = ${user.id} ORDER BY id DESC LIMIT ${PASSWORD_HISTORY})
    `.execute(trx)
    await revokeUserTokens(trx, user.id)
    const keys = throttleKeys(user.email, '')
    await trx
      .deleteFrom('auth_throttle')
      .where((eb) => eb.or([eb('key', '=', keys.user), eb('key', 'like', `${keys.user}|ip:%`)]))
      .execute()
  })
}
