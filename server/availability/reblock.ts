import { sql } from 'kysely'
import type { AuthContext } from '../auth/context.js'
import { tenantPredicate } from '../db/tenant.js'
import { blockRules, lockBlockRulesForChange, type Trx } from './engine.js'
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
 * Bookings that start blocking do so in line order (hold order, then id); one that would overlap
 * a booking already blocking stays a ranked hold rather than refusing the whole change: the
 * coordinators settle it, as with any option (docs/decisions/0034-block-flags-over-existing-bookings.md).
 */
export async function afterBlockFlagsChange(trx: Trx, auth: AuthContext) {
  const rules = await blockRules(trx)
  await sql`
    update event_environment ee set blocking = false from event e
    where ${tenantPredicate(trx, 'ee')} and e.tenant_id = ee.tenant_id and e.id = ee.event_id
      and ee.blocking and not e.situation = any(${rules.blocking}::text[])`.execute(trx)
  const starting = await sql<{ id: number }>`
    select ee.id from event_environment ee join event e on e.tenant_id = ee.tenant_id and e.id = ee.event_id
    where ${tenantPredicate(trx, 'ee')} and not ee.blocking and e.situation = any(${rules.blocking}::text[])
    order by ee.hold_order, ee.id`.execute(trx)
  for (const { id } of starting.rows)
    await sql`
      update event_environment ee set blocking = true
      where ${tenantPredicate(trx, 'ee')} and ee.id = ${id} and not exists (
        select 1 from booking_occupancy mine
        join booking_occupancy other on other.tenant_id = mine.tenant_id
          and other.simple_environment_id = mine.simple_environment_id
          and other.occupied_start < mine.occupied_end and other.occupied_end > mine.occupied_start and other.blocking
          and other.event_environment_id <> mine.event_environment_id
        where ${tenantPredicate(trx, 'mine')} and mine.event_environment_id = ${id})`.execute(trx)
  const promoted = await rerank(trx, 'all', rules.holds)
  await notifyPromotions(trx, auth.tenantId!, promoted, auth.eventsUserId ?? null)
}
