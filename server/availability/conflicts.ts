import { sql } from 'kysely'
import { hasFeature } from '../auth/context.js'
import { cannotSee } from '../events/visibility.js'
import { tenantPredicate } from '../db/tenant.js'
import { overlapsPeriod } from './bounds.js'
import { PREPARED } from '../db/prepared.js'
import { recordView } from '../registries/view.js'
import maintenanceSchema from '../../schemas/registries/environment-maintenance.schema.json' with { type: 'json' }
import type { Conflict, RoomQuestion } from '../events/bookings/port.js'
import type { Trx } from './engine.js'

const maintenanceFeature = maintenanceSchema['x-resource'].feature

/** The simple rooms of the question as a CTE body: the given ids, or the room's parts, or itself. */
function simpleOf(trx: Trx, s: RoomQuestion['simple']) {
  if (Array.isArray(s)) return sql`select unnest(${s}::bigint[]) as id`
  return sql`select p.part_id as id from environment_part p where ${tenantPredicate(trx, 'p')} and p.environment_id = ${s.room}
    union all select ${s.room}::bigint where not exists (
      select 1 from environment_part p where ${tenantPredicate(trx, 'p')} and p.environment_id = ${s.room})`
}

/**
 * What refuses a blocking booking of a room over a period, in ONE statement: the BLOCK
 * maintenances of every room sharing a simple room with it, then the blocking bookings on its
 * simple rooms (at most 10 of each). Takes no lock: the question asks it as is, and the writer
 * asks it after locking the rooms. Plain timestamp comparisons bounded on both sides, so the start
 * index of migration 0025 serves it under forced row-level security; a named prepared statement, since planning it
 * (registry_record's many partial indexes) costs more than running it.
 */
export async function roomConflicts(trx: Trx, q: RoomQuestion): Promise<Conflict[]> {
  const m = recordView(trx, 'environment-maintenance', {
    observation: 'text',
    type: 'text',
    environment: 'ref',
    startDateHour: 'timestamp',
    endDateHour: 'timestamp',
  })
  const { rows } = await sql<{
    kind: number
    id: number
    event_id: number | null
    name: string | null
    created_by: number | null
    situation: string | null
    environment_id: number
    start: string
    end: string
    hold_rank: number | null
  }>`${sql.raw(PREPARED)}
    with simple as (${simpleOf(trx, q.simple)}),
    sharing as (select id from simple union
      select s.environment_id from environment_part s where ${tenantPredicate(trx, 's')}
        and s.part_id in (select id from simple)),
    maintenance as (
      select 0 as kind, m.id, null::bigint as event_id, m.observation as name, null::bigint as created_by,
        null::text as situation, m.environment as environment_id, m."startDateHour" as start, m."endDateHour" as end,
        null::integer as hold_rank
      from ${m.as('m')}
      where m.type = 'BLOCK' and m.environment in (select id from sharing)
        and m."startDateHour" < ${q.end}::timestamp and m."endDateHour" > ${q.start}::timestamp
      order by m."startDateHour", m.id limit 10),
    booked as (
      select distinct 1 as kind, ee.id, ee.event_id, e.name, e.created_by, e.situation, ee.environment_id,
        ee.occupied_start as start, ee.occupied_end as end, ee.hold_rank
      from booking_occupancy bo
      join event_environment ee on ${tenantPredicate(trx, 'ee')} and ee.id = bo.event_environment_id
      join event e on ${tenantPredicate(trx, 'e')} and e.id = ee.event_id
      where ${tenantPredicate(trx, 'bo')} and bo.blocking and bo.simple_environment_id in (select id from simple)
        and ${overlapsPeriod(trx, 'bo', q.start, q.end)}
        and ee.id <> ${q.excludeEventEnvironmentId ?? 0} and ${q.bookings ?? true}
      order by start, id limit 10)
    select * from maintenance union all select * from booked
    order by kind, start, id`.execute(trx)
  return rows.map((r): Conflict => {
    const environment = { id: Number(r.environment_id) }
    // A maintenance's note is read by those who may read maintenances; the others learn only the period.
    if (r.kind === 0)
      return {
        type: 'MAINTENANCE',
        id: r.id,
        name: !q.viewer || hasFeature(q.viewer, maintenanceFeature) ? r.name : null,
        environment,
        start: r.start,
        end: r.end,
      }
    return {
      type: 'EVENT',
      id: r.id,
      eventId: r.event_id!,
      // The room is taken either way; whose event it is stays hidden from those who may not see it.
      name:
        q.viewer && cannotSee(q.viewer, { created_by: r.created_by, situation: r.situation! })
          ? null
          : r.name,
      situation: r.situation!,
      environment,
      start: r.start,
      end: r.end,
      holdRank: r.hold_rank,
    }
  })
}
