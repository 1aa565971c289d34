import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import type { AuthContext } from '../auth/context.js'
import { hasFeature } from '../auth/context.js'
import { getSettings } from '../configuration/settings.js'
import { cannotSee } from '../events/visibility.js'
import maintenanceSchema from '../../schemas/registries/environment-maintenance.schema.json' with { type: 'json' }
import { recordView } from '../registries/view.js'
import { tenantPredicate } from '../db/tenant.js'
import { lock, lockAll, lockShared } from '../db/locks.js'
import { overlapsPeriod } from './bounds.js'
import { blockingSituations, holdSituations, type BlockFlags } from '../../common/events/blocking.js'
import type { Conflict } from '../events/bookings/port.js'

export type Trx = Transaction<Database>
export type { Conflict }

const maintenanceFeature = maintenanceSchema['x-resource'].feature

export interface BlockRules {
  flags: BlockFlags
  /** Situations whose bookings are ranked holds when they do not block. */
  holds: string[]
  /** Situations whose bookings block. */
  blocking: string[]
}

/**
 * The tenant's block flags and the situations they make blocking or holding. Every decider reads
 * them under a shared lock held to its commit; a change of the flags takes it exclusively
 * (`lockBlockRulesForChange`), so no booking is decided by flags that are being replaced.
 */
export async function blockRules(trx: Trx): Promise<BlockRules> {
  await lockShared(trx, 'blockRules')
  const s = await getSettings(trx)
  const flags: BlockFlags = {
    environmentBlock: s.environmentBlock,
    equipmentBlock: s.equipmentBlock,
    newSituationBlock: s.newSituationBlock,
    negotiationSituationBlock: s.negotiationSituationBlock,
  }
  // A non-blocking booking of a blocking situation is a hold too: one left queued when the flags
  // were turned on over overlapping options (docs/decisions/0034-block-flags-over-existing-bookings.md).
  const holds: string[] = [...new Set([...holdSituations(flags), ...blockingSituations(flags)])]
  // As strings: the deciders hold them against situations read from the database.
  const blocking: string[] = blockingSituations(flags)
  return { flags, blocking, holds }
}

/** Waits for every decider reading the block flags to commit, and keeps new ones out until this commits. */
export async function lockBlockRulesForChange(trx: Trx) {
  await lock(trx, 'blockRules')
}

/** The simple rooms a room takes: its parts when compound, else itself. */
export async function simpleRooms(trx: Trx, environmentId: number): Promise<number[]> {
  const parts = await trx
    .selectFrom('environment_part')
    .select('part_id')
    .where('environment_id', '=', environmentId)
    .orderBy('part_id')
    .execute()
  return parts.length ? parts.map((p) => Number(p.part_id)) : [environmentId]
}

/**
 * Serialises the deciders of these simple rooms until the transaction ends (taken in id order,
 * so two deciders never wait on each other crosswise). The exclusion constraint is the wall
 * behind it; the lock makes the answer a 409 with the conflicts named rather than a bare error.
 */
export async function lockRooms(trx: Trx, simple: number[]) {
  await lockAll(trx, 'environment', simple)
}

export interface ConflictQuery {
  simple: number[]
  start: string
  end: string
  /** Bookings that never conflict: the one being changed, or every booking of the deciding event. */
  excludeEventEnvironmentId?: number
  excludeEventId?: number
  viewer?: AuthContext
  /** Which bookings to report: the blocking ones, or holds taken before `order`. */
  holdsBefore?: { order: string; id: number; holds: string[] }
}

/** Bookings of other events on the simple rooms overlapping the period: blocking ones, or earlier holds. */
export async function bookingConflicts(trx: Trx, q: ConflictQuery): Promise<Conflict[]> {
  const h = q.holdsBefore
  const rows = await sql<{
    id: number
    event_id: number
    name: string
    created_by: number | null
    situation: string
    environment_id: number
    start: string
    end: string
    hold_rank: number | null
  }>`
    select distinct ee.id, ee.event_id, e.name, e.created_by, e.situation, ee.environment_id,
      ee.occupied_start as start, ee.occupied_end as end, ee.hold_rank
    from booking_occupancy bo
    join event_environment ee on ee.tenant_id = bo.tenant_id and ee.id = bo.event_environment_id
    join event e on e.tenant_id = ee.tenant_id and e.id = ee.event_id
    where ${tenantPredicate(trx, 'bo')} and bo.simple_environment_id = any(${q.simple}::bigint[])
      and ${overlapsPeriod(trx, 'bo', q.start, q.end)}
      and ee.id <> ${q.excludeEventEnvironmentId ?? 0} and ee.event_id <> ${q.excludeEventId ?? 0}
      and ${
        h
          ? sql`not ee.blocking and e.situation = any(${h.holds}::text[]) and (ee.hold_order, ee.id) < (${h.order}::numeric, ${h.id}::bigint)`
          : sql`bo.blocking`
      }
    order by start, ee.id limit 10`.execute(trx)
  return rows.rows.map((b) => ({
    type: 'EVENT' as const,
    id: b.id,
    eventId: b.event_id,
    // The room is taken either way; whose event it is stays hidden from those who may not see it.
    name: q.viewer && cannotSee(q.viewer, b) ? null : b.name,
    situation: b.situation,
    environment: { id: b.environment_id },
    start: b.start,
    end: b.end,
    holdRank: b.hold_rank,
  }))
}

/** The rooms that share a simple room with `simple`: those rooms and every compound holding one. */
export async function sharingRooms(trx: Trx, simple: number[]): Promise<number[]> {
  const compounds = await trx
    .selectFrom('environment_part')
    .select('environment_id')
    .where('part_id', 'in', simple)
    .execute()
  return [...new Set([...simple, ...compounds.map((c) => Number(c.environment_id))])]
}

/** Maintenances of `type` on the rooms sharing a simple room with `simple`, overlapping the period. */
export async function maintenanceConflicts(
  trx: Trx,
  q: Pick<ConflictQuery, 'simple' | 'start' | 'end' | 'viewer'>,
  type: 'BLOCK' | 'HOUSE_USE',
): Promise<Conflict[]> {
  const rooms = await sharingRooms(trx, q.simple)
  const maintenances = recordView(trx, 'environment-maintenance', {
    observation: 'text',
    type: 'text',
    environment: 'ref',
    startDateHour: 'timestamp',
    endDateHour: 'timestamp',
  })
  const rows = await trx
    .selectFrom(maintenances.as('m'))
    .select([
      'm.id',
      'm.observation',
      'm.environment as environment_id',
      'm.startDateHour as start',
      'm.endDateHour as end',
    ])
    .where('m.type', '=', type)
    .where(sql<boolean>`m.environment = any(${rooms}::bigint[])`)
    .where(sql<boolean>`m."startDateHour" < ${q.end}::timestamp and m."endDateHour" > ${q.start}::timestamp`)
    .limit(10)
    .$narrowType<{ environment_id: number; start: string; end: string }>() // the filters above rule out nulls
    .execute()
  // A maintenance's note is read by those who may read maintenances; the others learn only the period.
  return rows.map((m) => ({
    type: 'MAINTENANCE' as const,
    id: m.id,
    name: !q.viewer || hasFeature(q.viewer, maintenanceFeature) ? m.observation : null,
    environment: { id: m.environment_id },
    start: m.start,
    end: m.end,
  }))
}
