import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import type { AuthContext } from '../auth/guard.js'
import { AppError, fieldError } from '../http/errors.js'
import { hasFeature } from '../auth/guard.js'
import maintenanceSchema from '../../schemas/registries/environment-maintenance.schema.json' with { type: 'json' }
import { cannotSee } from './visibility.js'
import { findRecords, getRecord } from '../registries/reader.js'
import { recordView } from '../registries/view.js'

type Trx = Transaction<Database>

const maintenanceFeature = maintenanceSchema['x-resource'].feature

export interface EnvironmentRequest {
  environmentId: number
  /** The period the room is taken: from the assembly start (or the start) to the disassembly deadline (or the end). */
  start: string
  end: string
  /** The booking being changed, which never conflicts with itself. */
  excludeEventEnvironmentId?: number
  /** Who asks: events they may not see are reported without their name. */
  viewer?: AuthContext
}

export interface Conflict {
  type: 'EVENT' | 'MAINTENANCE'
  id: number
  eventId?: number
  name: string | null
  environment: { id: number }
  start: string
  end: string
}

/** Serialises the deciders of one resource of the tenant until the caller's transaction ends. */
async function lockResource(trx: Trx, resource: string, id: number) {
  await sql`select pg_advisory_xact_lock(hashtext(${resource} || ':' || current_setting('app.tenant_id', true) || ':' || ${String(id)}))`.execute(
    trx,
  )
}

/** The simple rooms a room occupies: its parts when compound, else itself (parts are simple). */
async function partsOf(trx: Trx, environmentId: number): Promise<number[]> {
  const room = await getRecord(trx, 'environment', environmentId)
  const parts =
    room?.compound && Array.isArray(room.composition)
      ? (room.composition as { id: number }[]).map((p) => Number(p.id))
      : []
  return parts.length ? [...new Set(parts)] : [environmentId]
}

/** Rooms that share a part with `parts`: the parts, the room itself and every compound holding one of them. */
async function sharingRooms(trx: Trx, environmentId: number, parts: number[]): Promise<number[]> {
  const [rooms, compounds] = await Promise.all([
    findRecords(trx, 'environment', { ids: [...parts, environmentId] }),
    findRecords(trx, 'environment', { referringTo: { field: 'composition', ids: parts } }),
  ])
  return [...new Set([environmentId, ...[...rooms, ...compounds].map((r) => r.id)])]
}

/**
 * Decides, inside the writing transaction, whether a room is free for a period; throws 409
 * `event.environmentNotAvailable` (with the conflicts) when not. Taken means: a booking of any
 * non-cancelled event (this one included) overlapping the period in the room, in one of its parts,
 * or in a compound room that shares a part; or a BLOCK maintenance of one of those rooms.
 * Advisory locks on the simple rooms involved, taken in id order before reading, make concurrent
 * deciders of the same rooms wait for each other, so two overlapping bookings never both pass.
 */
export async function checkEnvironmentAvailability(trx: Trx, req: EnvironmentRequest): Promise<void> {
  const parts = await partsOf(trx, req.environmentId)
  for (const part of [...parts].sort((a, b) => a - b)) await lockResource(trx, 'environment', part)
  const rooms = await sharingRooms(trx, req.environmentId, parts)

  const bookings = await sql<{
    id: number
    event_id: number
    name: string
    created_by: number | null
    situation: string
    environment_id: number
    start: string
    end: string
  }>`
    select ee.id, ee.event_id, e.name, e.created_by, e.situation, ee.environment_id, b.start, b.end
    from event_environment ee
    join event e on e.tenant_id = ee.tenant_id and e.id = ee.event_id
    cross join lateral (select coalesce((ee.data->>'assemblyStart')::timestamp, ee.start_date_hour) as start,
                               coalesce((ee.data->>'disassemblyDeadline')::timestamp, ee.end_date_hour) as end) b
    where ee.environment_id = any(${rooms}::bigint[]) and e.situation <> 'CANCELED'
      and ee.id <> ${req.excludeEventEnvironmentId ?? 0}
      and b.start < ${req.end}::timestamp and b.end > ${req.start}::timestamp
    order by b.start limit 10`.execute(trx)

  const maintenances = recordView(trx, 'environment-maintenance', {
    observation: 'text',
    type: 'text',
    environment: 'ref',
    startDateHour: 'timestamp',
    endDateHour: 'timestamp',
  })
  const blocks = await trx
    .selectFrom(maintenances.as('m'))
    .select([
      'm.id',
      'm.observation',
      'm.environment as environment_id',
      'm.startDateHour as start',
      'm.endDateHour as end',
    ])
    .where('m.type', '=', 'BLOCK')
    .where(sql<boolean>`m.environment = any(${rooms}::bigint[])`)
    .where(
      sql<boolean>`m."startDateHour" < ${req.end}::timestamp and m."endDateHour" > ${req.start}::timestamp`,
    )
    .limit(10)
    .$narrowType<{ environment_id: number; start: string; end: string }>() // the filters above rule out nulls
    .execute()

  const conflicts: Conflict[] = [
    ...bookings.rows.map((b) => ({
      type: 'EVENT' as const,
      id: b.id,
      eventId: b.event_id,
      // The room is taken either way; whose event it is stays hidden from those who may not see it.
      name: req.viewer && cannotSee(req.viewer, b) ? null : b.name,
      environment: { id: b.environment_id },
      start: b.start,
      end: b.end,
    })),
    // A maintenance's note is read by those who may read maintenances; the others learn only the period.
    ...blocks.map((m) => ({
      type: 'MAINTENANCE' as const,
      id: m.id,
      name: !req.viewer || hasFeature(req.viewer, maintenanceFeature) ? m.observation : null,
      environment: { id: m.environment_id },
      start: m.start,
      end: m.end,
    })),
  ]
  if (conflicts.length)
    throw new AppError(
      409,
      'event.environmentNotAvailable',
      [fieldError('environment', 'event.environmentNotAvailable')],
      undefined,
      { conflicts },
    )
}
