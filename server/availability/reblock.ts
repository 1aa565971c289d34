import { sql } from 'kysely'
import type { AuthContext } from '../auth/guard.js'
import { tenantPredicate } from '../db/tenant.js'
import { AppError, fieldError } from '../http/errors.js'
import { cannotSee } from '../events/visibility.js'
import { blockRules, lockBlockRulesForChange, type Conflict, type Trx } from './engine.js'
import { notifyPromotions, rerank } from './ranks.js'

/** The configuration entries that decide which bookings block (platform.md §3). */
export const BLOCK_ENTRIES = [
  'ENVIRONMENT_BLOCK',
  'NEW_SITUATION_BLOCK',
  'NEGOTIATION_SITUATION_BLOCK',
  'EQUIPMENT_BLOCK',
]

/** Before the flags are written: no booking may be decided by the flags being replaced. */
export const beforeBlockFlagsChange = (trx: Trx) => lockBlockRulesForChange(trx)

/**
 * After the block flags changed, in the same transaction: every room booking of the tenant
 * blocks or not by its event's situation under the new flags, and the holds are ranked again.
 * If two bookings of different events would then block one simple room at once, the change is
 * refused (409 `availability.blockFlagsConflict`, both bookings named) and nothing changes:
 * which of two overlapping options should win is the coordinators' call, not the setting's.
 */
export async function afterBlockFlagsChange(trx: Trx, auth: AuthContext, changed: string[]) {
  const rules = await blockRules(trx)
  const { rows } = await sql<{
    id: number
    event_id: number
    name: string
    created_by: number | null
    situation: string
    environment_id: number
    start: string
    end: string
  }>`
    with b as (
      select bo.simple_environment_id as simple, bo.occupied, ee.id, ee.event_id, e.name, e.created_by,
        e.situation, ee.environment_id
      from booking_occupancy bo
      join event_environment ee on ee.tenant_id = bo.tenant_id and ee.id = bo.event_environment_id
      join event e on e.tenant_id = ee.tenant_id and e.id = ee.event_id
      where ${tenantPredicate(trx, 'bo')} and e.situation = any(${rules.blocking}::text[])),
    pair as (
      select x.id as x, y.id as y from b x
      join b y on y.simple = x.simple and y.occupied && x.occupied and x.event_id < y.event_id
      limit 5)
    select distinct b.id, b.event_id, b.name, b.created_by, b.situation, b.environment_id,
      to_char(lower(b.occupied), 'YYYY-MM-DD"T"HH24:MI:SS') as start,
      to_char(upper(b.occupied), 'YYYY-MM-DD"T"HH24:MI:SS') as end
    from b where b.id in (select x from pair union select y from pair)
    order by start, b.id`.execute(trx)
  if (rows.length) {
    const conflicts: Conflict[] = rows.map((r) => ({
      type: 'EVENT',
      id: r.id,
      eventId: r.event_id,
      name: cannotSee(auth, r) ? null : r.name,
      situation: r.situation,
      environment: { id: r.environment_id },
      start: r.start,
      end: r.end,
    }))
    throw new AppError(
      409,
      'availability.blockFlagsConflict',
      changed.map((name) => fieldError(name, 'availability.blockFlagsConflict')),
      undefined,
      { conflicts },
    )
  }
  // Those that stop blocking first: the exclusion constraint is checked row by row.
  for (const blocking of [false, true])
    await sql`
      update event_environment ee set blocking = ${blocking}
      from event e
      where ${tenantPredicate(trx, 'ee')} and e.tenant_id = ee.tenant_id and e.id = ee.event_id
        and ee.blocking <> ${blocking}
        and (e.situation = any(${rules.blocking}::text[])) = ${blocking}`.execute(trx)
  const promoted = await rerank(trx, 'all', rules.holds)
  await notifyPromotions(trx, auth.tenantId!, promoted, auth.eventsUserId ?? null)
}
