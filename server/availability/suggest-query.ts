import { sql } from 'kysely'
import { tenantPredicate } from '../db/tenant.js'
import { overlapsPeriod } from './bounds.js'
import { PREPARED } from '../db/prepared.js'
import { recordView } from '../registries/view.js'
import type { Trx } from './engine.js'

export interface SuggestAsk {
  start: string
  end: string
  format?: number
  people?: number
  page: number
  size: number
}

export interface SuggestRow {
  total: number
  id: number | null
  name: string
  daily_rate: unknown
  formats: { format: { id?: number; name: string | null }; capacity?: number }[]
  checked: boolean
  conflicts: {
    eventId: number
    name: string
    createdBy: number | null
    situation: string
    start: string
    end: string
  }[]
}

/** Rooms whose capacity in the format fits (any format when none is asked), in SQL over the record. */
function fits(q: SuggestAsk) {
  if (q.format === undefined && q.people === undefined) return sql<boolean>`true`
  const people =
    q.people === undefined ? sql`true` : sql`coalesce((f->>'capacity')::numeric, 0) >= ${q.people}`
  const format = q.format === undefined ? sql`true` : sql`f->'format'->>'id' = ${String(q.format)}`
  return sql<boolean>`exists (select 1 from jsonb_array_elements(coalesce(r.data->'formats', '[]')) f
    where ${format} and ${people})`
}

/**
 * The suggestion in ONE set-based statement (issue 16 budget: p99 ≤ 100 ms on 300 rooms × 100k
 * bookings): the fitting active rooms; per room the blocking bookings on its simple rooms in the
 * window and whether a BLOCK maintenance lies on a room sharing a simple room with it; free rooms
 * first, then by name; the page with the formats' names, and the count of every fitting room
 * (an empty page is one row of nulls beside it).
 */
export async function suggestPage(trx: Trx, q: SuggestAsk): Promise<SuggestRow[]> {
  const rooms = recordView(trx, 'environment', { name: 'text' }, { activeOnly: true })
  const maintenances = recordView(trx, 'environment-maintenance', {
    type: 'text',
    environment: 'ref',
    startDateHour: 'timestamp',
    endDateHour: 'timestamp',
  })
  const formats = recordView(trx, 'environment-format', { name: 'text' })
  const { rows } = await sql<SuggestRow>`${sql.raw(PREPARED)}
    with room as (select r.id, r.name, r.data from ${rooms.as('r')} where ${fits(q)}),
    simple as (select r.id as room, coalesce(p.part_id, r.id) as simple from room r
      left join environment_part p on ${tenantPredicate(trx, 'p')} and p.environment_id = r.id),
    sharing as (select s.room, s.simple as other from simple s
      union select s.room, o.environment_id from simple s
      join environment_part o on ${tenantPredicate(trx, 'o')} and o.part_id = s.simple),
    conflict as (
      select distinct s.room, e.id as event_id, e.name, e.created_by, e.situation, ee.occupied_start, ee.occupied_end
      from simple s
      join booking_occupancy bo on ${tenantPredicate(trx, 'bo')} and bo.blocking and bo.simple_environment_id = s.simple
        and ${overlapsPeriod(trx, 'bo', q.start, q.end)}
      join event_environment ee on ${tenantPredicate(trx, 'ee')} and ee.id = bo.event_environment_id
      join event e on ${tenantPredicate(trx, 'e')} and e.id = ee.event_id),
    -- Materialized: the BLOCK maintenances of the window are read once, not once per room.
    blocked as materialized (
      select distinct sh.room from sharing sh join ${maintenances.as('m')} on m.environment = sh.other
      where m.type = 'BLOCK' and m."startDateHour" < ${q.end}::timestamp and m."endDateHour" > ${q.start}::timestamp),
    -- Every room's conflicts in ONE object keyed by room (materialized: made once), looked up per room: the planner takes the
    -- rooms read from JSON for one row, and a join to the grouped conflicts became a nested loop
    -- that grouped them again for every room (3 s for 300 rooms in the bench).
    by_room as materialized (
      select coalesce(jsonb_object_agg(room::text, list), '{}') as lists from (
        select room, jsonb_agg(jsonb_build_object('eventId', event_id, 'name', name, 'createdBy', created_by,
          'situation', situation, 'start', occupied_start, 'end', occupied_end) order by occupied_start, event_id) as list
        from conflict group by room) g),
    listed as (
      select r.*, c.lists -> r.id::text as list, c.lists -> r.id::text is null and b.room is null as checked
      from room r cross join by_room c left join blocked b on b.room = r.id),
    paged as (
      select * from listed order by checked desc, name, id limit ${q.size} offset ${q.page * q.size})
    select t.total, p.id, p.name, p.daily_rate, p.checked, p.conflicts, p.formats
    from (select count(*)::int as total from room) t
    left join lateral (
      select l.id, l.name, l.data->'dailyRate' as daily_rate, l.checked, coalesce(l.list, '[]') as conflicts,
        (select coalesce(jsonb_agg(jsonb_build_object('format', jsonb_build_object('id', f->'format'->'id', 'name', fr.name))
             || case when f ? 'capacity' then jsonb_build_object('capacity', f->'capacity') else '{}' end
             order by n), '[]')
         from jsonb_array_elements(coalesce(l.data->'formats', '[]')) with ordinality x(f, n)
         left join ${formats.as('fr')} on fr.id::text = f->'format'->>'id') as formats
      from paged l) p on true
    order by p.checked desc, p.name, p.id`.execute(trx)
  return rows
}
