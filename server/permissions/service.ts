import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { notFound } from '../http/errors.js'
import { writeVersion, type ChangedBy } from './history.js'
import { fromFeatures, type Permissions } from './levels.js'

type Trx = Transaction<Database>

/** Who changes permissions, from the request's auth (technical users have no member id). */
export const changedByOf = (auth: { eventsUserId: number | null; email: string }): ChangedBy => ({
  eventsUserId: auth.eventsUserId,
  email: auth.email,
})

async function member(trx: Trx, id: number) {
  const row = await trx
    .selectFrom('events_user')
    .select([
      'tenant_id as tenantId',
      'id',
      'features',
      'feature_levels as levels',
      'created_at as createdAt',
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst()
  if (!row) throw notFound()
  return { ...row, createdAt: String(row.createdAt) }
}

export async function readPermissions(trx: Trx, id: number): Promise<Permissions> {
  const m = await trx
    .selectFrom('events_user')
    .select(['features', 'feature_levels'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!m) throw notFound()
  return fromFeatures(m.features, m.feature_levels)
}

async function store(trx: Trx, id: number, p: Permissions) {
  await trx
    .updateTable('events_user')
    .set({
      features: p.features,
      feature_levels: sql`${JSON.stringify(p.levels)}::jsonb`,
      updated_at: sql`localtimestamp(0)` as never,
    })
    .where('id', '=', id)
    .execute()
}

/**
 * The hook of the users PUT (server/users/routes.ts), called in its transaction after it wrote
 * `features`: brings the levels in line (listed = FREE) and writes a history version when
 * anything changed. `previousFeatures` is the list before that write.
 */
export async function recordFeatureVersion(
  trx: Trx,
  eventsUserId: number,
  previousFeatures: readonly string[],
  by: ChangedBy,
) {
  const m = await member(trx, eventsUserId)
  const before = fromFeatures(previousFeatures, m.levels)
  const after = fromFeatures(m.features, m.levels)
  await store(trx, eventsUserId, after)
  await writeVersion(trx, m, before, after, by)
}

/** Replaces a member's levels (the permission editor) and writes a version. */
export async function setPermissions(trx: Trx, eventsUserId: number, next: Permissions, by: ChangedBy) {
  const m = await member(trx, eventsUserId)
  const before = fromFeatures(m.features, m.levels)
  await store(trx, eventsUserId, next)
  await writeVersion(trx, m, before, next, by)
  return next
}

/** Gives `toId` exactly the levels of `fromId`. */
export async function copyPermissions(trx: Trx, toId: number, fromId: number, by: ChangedBy) {
  const source = await readPermissions(trx, fromId)
  return setPermissions(trx, toId, source, by)
}
