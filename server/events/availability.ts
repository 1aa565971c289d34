import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { tenantPredicate } from '../db/tenant.js'
import type { AuthContext } from '../auth/guard.js'
import { AppError, fieldError } from '../http/errors.js'
import { hasFeature } from '../auth/guard.js'
import maintenanceSchema from '../../schemas/registries/environment-maintenance.schema.json' with { type: 'json' }
import { cannotSee } from './visibility.js'

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
  await sql`select pg_advisory_xact_lock(hashtext(${resource} || ':' || current_setting('app.tenant_id', true) || ':' || ${String(id)}))`.execute(trx)
}

/** The simple rooms a room occupies: its parts when compound, else itself (parts are simple). */
async function partsOf(trx: Trx, environmentId: number): Promise<number[]> {
  const row = await trx.selectFrom('registry_record').select('data').where('registry', '=', 'environment').where('id', '=', environmentId).executeTakeFirst()
  const parts = row?.data.compound && Array.isArray(row.data.composition) ? (row.data.composition as { id: number }[]).map((p) => Number(p.id)) : []
  return parts.length ? [...new Set(parts)] : [environmentId]
}

/** Rooms that share a part with `parts`: the parts, the room itself and every compound holding one of them. */
async function sharingRooms(trx: Trx, environmentId: number, parts: number[]): Promise<number[]> {
  const rows = await trx
    .selectFrom('registry_record')
    .select('id')
    .where('registry', '=', 'environment')
    .where(
      sql<boolean>`(id = any(${parts}::bigint[]) or id = ${environmentId} or exists (
        select 1 from jsonb_array_elements(case when jsonb_typeof(data->'composition') = 'array' then data->'composition' else '[]'::jsonb end) c
        where (c->>'id')::bigint = any(${parts}::bigint[])))`,
    )
    .execute()
  return [...new Set([environmentId, ...rows.map((r) => r.id)])]
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

  const bookings = await sql<{ id: number; event_id: number; name: string; created_by: number | null; situation: string; environment_id: number; start: string; end: string }>`
    select ee.id, ee.event_id, e.name, e.created_by, e.situation, ee.environment_id, b.start, b.end
    from event_environment ee
    join event e on e.tenant_id = ee.tenant_id and e.id = ee.event_id
    cross join lateral (select coalesce((ee.data->>'assemblyStart')::timestamp, ee.start_date_hour) as start,
                               coalesce((ee.data->>'disassemblyDeadline')::timestamp, ee.end_date_hour) as end) b
    where ${tenantPredicate(trx, 'ee')} and ${tenantPredicate(trx, 'e')} and ee.environment_id = any(${rooms}::bigint[]) and e.situation <> 'CANCELED'
      and ee.id <> ${req.excludeEventEnvironmentId ?? 0}
      and b.start < ${req.end}::timestamp and b.end > ${req.start}::timestamp
    order by b.start limit 10`.execute(trx)

  const blocks = await sql<{ id: number; observation: string | null; environment_id: number; start: string; end: string }>`
    select id, data->>'observation' as observation, (data->'environment'->>'id')::bigint as environment_id,
           (data->>'startDateHour')::timestamp as start, (data->>'endDateHour')::timestamp as end
    from registry_record
    where ${tenantPredicate(trx, 'registry_record')} and registry = 'environment-maintenance' and data->>'type' = 'BLOCK'
      and (data->'environment'->>'id')::bigint = any(${rooms}::bigint[])
      and (data->>'startDateHour')::timestamp < ${req.end}::timestamp and (data->>'endDateHour')::timestamp > ${req.start}::timestamp
    limit 10`.execute(trx)

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
    ...blocks.rows.map((m) => ({
      type: 'MAINTENANCE' as const,
      id: m.id,
      name: !req.viewer || hasFeature(req.viewer, maintenanceFeature) ? m.observation : null,
      environment: { id: m.environment_id },
      start: m.start,
      end: m.end,
    })),
  ]
  if (conflicts.length)
    throw new AppError(409, 'event.environmentNotAvailable', [fieldError('environment', 'event.environmentNotAvailable')], undefined, { conflicts })
}
