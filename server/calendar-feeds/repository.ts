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
  feed: {
    tenantId: number
    ownerId: number
    scope: FeedScope
    targetId: number
    locale: string
    name: string | null
  },
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
      name: feed.name,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: row.id, token }
}

/** How many live feeds a person holds (the per-person limit). */
export async function liveFeedCount(trx: Trx, ownerId: number): Promise<number> {
  const row = await trx
    .selectFrom('calendar_feed')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('owner_id', '=', ownerId)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/**
 * One page of the live feeds, newest first, with their owners: one person's, or (ownerId null,
 * an administrator's view) every feed of the tenant the transaction is walled in.
 */
export async function feedsPage(trx: Trx, ownerId: number | null, page: number, size: number) {
  let q = trx
    .selectFrom('calendar_feed as f')
    .innerJoin('events_user as m', 'm.id', 'f.owner_id')
    .where('f.revoked_at', 'is', null)
  if (ownerId !== null) q = q.where('f.owner_id', '=', ownerId)
  const [rows, total] = await Promise.all([
    q
      .select(['f.id', 'f.scope', 'f.target_id', 'f.name', 'f.created_at', 'f.owner_id', 'm.email'])
      .orderBy('f.id', 'desc')
      .limit(size)
      .offset(page * size)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}

/** Revokes a live feed, the person's own (or any of the tenant's: ownerId null); false when none. */
export async function revokeFeed(trx: Trx, ownerId: number | null, id: number): Promise<boolean> {
  let q = trx
    .updateTable('calendar_feed')
    .set({ revoked_at: sql`localtimestamp(0)` })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
  if (ownerId !== null) q = q.where('owner_id', '=', ownerId)
  const res = await q.executeTakeFirst()
  return Number(res.numUpdatedRows) > 0
}

export interface ResolvedFeed {
  tenant_id: number
  id: number
  owner_id: number
  scope: FeedScope
  target_id: number
  locale: string
  name: string | null
  etag: string | null
  body_changed_at: string | null
  version_key: string | null
}

/**
 * The live feed a token opens, read before any tenant is known: as the owner connection, one row
 * by the digest's index, like sign-in's membership list (migration 0032). Everything else the
 * feed reads runs behind the wall of the tenant found here.
 */
export async function resolveToken(db: Kysely<Database>, token: string): Promise<ResolvedFeed | undefined> {
  return db
    .selectFrom('calendar_feed')
    .select([
      'tenant_id',
      'id',
      'owner_id',
      'scope',
      'target_id',
      'locale',
      'name',
      'etag',
      'body_changed_at',
      'version_key',
    ])
    .where('token_hash', '=', digest(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
}

/**
 * Remembers what the last body was built from, and, when the body differs from the one before,
 * its ETag and the moment it changed. That moment is a whole second, one past the previous change
 * at least: Last-Modified and If-Modified-Since speak whole seconds, so two changes within one
 * second must not share one date, or a calendar holding the first would get a 304 for the second.
 */
export async function recordBody(trx: Trx, id: number, etag: string, versionKey: string): Promise<string> {
  const row = await trx
    .updateTable('calendar_feed')
    .set({
      etag,
      version_key: versionKey,
      body_changed_at: sql`case when etag is not distinct from ${etag} and body_changed_at is not null
        then date_trunc('second', body_changed_at)
        else greatest(date_trunc('second', now()), body_changed_at + interval '1 second') end`,
    })
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
