import crypto from 'node:crypto'
import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { tenantPredicate } from '../db/tenant.js'
import type { FeedScope } from './tables.js'

type Trx = Transaction<Database>

/** Only the token's digest is stored: a copy of the table opens no feed. */
export const digest = (token: string) => crypto.createHash('sha256').update(token).digest('base64url')

/** 256 random bits, base64url (43 characters): the whole secret of a feed's URL. */
export const newToken = () => crypto.randomBytes(32).toString('base64url')

export async function insertFeed(
  trx: Trx,
  feed: { tenantId: number; ownerId: number; scope: FeedScope; targetId: number; locale: string },
): Promise<{ id: number; token: string }> {
  const token = newToken()
  const row = await trx
    .insertInto('calendar_feed')
    .values({
      tenant_id: feed.tenantId,
      owner_id: feed.ownerId,
      scope: feed.scope,
      target_id: feed.targetId,
      token_hash: digest(token),
      locale: feed.locale,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: row.id, token }
}

/** A person's feeds not revoked, newest first. */
export function ownFeeds(trx: Trx, ownerId: number) {
  return trx
    .selectFrom('calendar_feed')
    .select(['id', 'scope', 'target_id', 'created_at'])
    .where('owner_id', '=', ownerId)
    .where('revoked_at', 'is', null)
    .orderBy('id', 'desc')
    .execute()
}

/** Revokes one of the person's feeds; false when it is not theirs or already revoked. */
export async function revokeFeed(trx: Trx, ownerId: number, id: number): Promise<boolean> {
  const res = await trx
    .updateTable('calendar_feed')
    .set({ revoked_at: sql`localtimestamp(0)` })
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) > 0
}

export interface ResolvedFeed {
  tenant_id: number
  id: number
  owner_id: number
  scope: FeedScope
  target_id: number
  locale: string
  etag: string | null
  body_changed_at: string | null
}

/**
 * The live feed a token opens, read before any tenant is known: as the owner connection, one row
 * by the digest's index, like sign-in's membership list (migration 0032). Everything else the
 * feed reads runs behind the wall of the tenant found here.
 */
export async function resolveToken(db: Kysely<Database>, token: string): Promise<ResolvedFeed | undefined> {
  return db
    .selectFrom('calendar_feed')
    .select(['tenant_id', 'id', 'owner_id', 'scope', 'target_id', 'locale', 'etag', 'body_changed_at'])
    .where('token_hash', '=', digest(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
}

/** Remembers the body last served when it differs: its ETag and the moment it changed. */
export async function recordBody(trx: Trx, id: number, etag: string): Promise<string> {
  const row = await trx
    .updateTable('calendar_feed')
    .set({ etag, body_changed_at: sql`now()` })
    .where('id', '=', id)
    .returning('body_changed_at')
    .executeTakeFirstOrThrow()
  return row.body_changed_at!
}

/** The establishment's IANA time zone (migration 0032). */
export async function establishmentZone(trx: Trx): Promise<string | undefined> {
  const { rows } = await sql<{ time_zone: string }>`
    select c.time_zone from company c where ${tenantPredicate(trx, 'c')} order by c.id limit 1`.execute(trx)
  return rows[0]?.time_zone
}
