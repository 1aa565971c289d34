import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { pageOf } from '../http/page.js'
import { fromFeatures, normalise, samePermissions, type Permissions } from './levels.js'

type Trx = Transaction<Database>

export interface ChangedBy {
  eventsUserId: number | null
  email: string | null
}

interface MemberState {
  tenantId: number
  id: number
  createdAt: string
}

/**
 * Adds a version when the permissions changed. A member whose features were set before any
 * version existed (created with features) first gets version 1 for that earlier state, so the
 * history starts where the member started. The caller holds the member's row lock.
 */
export async function writeVersion(
  trx: Trx,
  m: MemberState,
  before: Permissions,
  after: Permissions,
  by: ChangedBy,
) {
  const last = await trx
    .selectFrom('events_user_feature_history')
    .select(['version', 'feature_levels'])
    .where('events_user_id', '=', m.id)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst()
  const lastPermissions = last ? normalise(last.feature_levels) : before
  if (samePermissions(lastPermissions, after)) return null
  let version = last?.version ?? 0
  const insert = (p: Permissions, changedBy: ChangedBy | null, at?: string) =>
    trx
      .insertInto('events_user_feature_history')
      .values({
        tenant_id: m.tenantId,
        events_user_id: m.id,
        version: ++version,
        features: p.features,
        feature_levels: sql`${JSON.stringify(p.levels)}::jsonb`,
        changed_by_id: changedBy?.eventsUserId ?? null,
        changed_by_email: changedBy?.email ?? null,
        ...(at ? { changed_at: at } : {}),
      })
      .execute()
  if (!last && before.features.length + Object.keys(before.levels).length > 0)
    await insert(before, null, m.createdAt)
  await insert(after, by)
  return version
}

/** Versions newest first. A member never changed shows their current state as version 1. */
export async function listVersions(trx: Trx, eventsUserId: number, page: number, size: number) {
  const base = trx.selectFrom('events_user_feature_history').where('events_user_id', '=', eventsUserId)
  const [rows, count] = await Promise.all([
    base
      .select(['version', 'changed_by_email as changedBy', 'changed_at as changedAt'])
      .orderBy('version', 'desc')
      .limit(size)
      .offset(page * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  if (Number(count.n) === 0) {
    const m = await trx
      .selectFrom('events_user')
      .select(['created_at'])
      .where('id', '=', eventsUserId)
      .executeTakeFirst()
    const synthetic = m && page === 0 ? [{ version: 1, changedBy: null, changedAt: m.created_at }] : []
    return pageOf(synthetic, m ? 1 : 0, page, size)
  }
  return pageOf(rows, Number(count.n), page, size)
}

/** The permissions at a version (or the current ones as version 1 when there is no history). */
export async function permissionsAt(
  trx: Trx,
  eventsUserId: number,
  version: number,
): Promise<Permissions | undefined> {
  const row = await trx
    .selectFrom('events_user_feature_history')
    .select('feature_levels')
    .where('events_user_id', '=', eventsUserId)
    .where('version', '=', version)
    .executeTakeFirst()
  if (row) return normalise(row.feature_levels)
  if (version !== 1) return undefined
  const any = await trx
    .selectFrom('events_user_feature_history')
    .select('id')
    .where('events_user_id', '=', eventsUserId)
    .limit(1)
    .executeTakeFirst()
  if (any) return undefined
  const m = await trx
    .selectFrom('events_user')
    .select(['features', 'feature_levels'])
    .where('id', '=', eventsUserId)
    .executeTakeFirst()
  return m ? fromFeatures(m.features, m.feature_levels) : undefined
}
