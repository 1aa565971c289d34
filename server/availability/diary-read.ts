import { sql, type RawBuilder } from 'kysely'
import { PREPARED } from '../db/prepared.js'
import { tenantPredicate } from '../db/tenant.js'
import { recordView } from '../registries/view.js'
import { overlapsPeriod } from './bounds.js'
import type { Trx } from './engine.js'

/** Who reads: an event they may not see keeps its booking on the diary, without name or rate (visibility.ts). */
export interface DiaryReader {
  seesOthers: boolean
  userId: number | null
  situations: string[]
}

export interface DiaryAsk {
  start: string
  end: string
  /** Only these rooms (and their bookings and maintenances); all of them when absent. */
  rooms?: number[]
  /** Only bookings of events in these situations. */
  situations?: string[]
}

// Times on the wire are `YYYY-MM-DDTHH:mm:ss`: a timestamp cut to the second is what to_json writes.
const wire = (column: RawBuilder<unknown>) => sql`to_json(date_trunc('second', ${column}))`
const ref = (name: string) => sql.ref(name)

// The counter and its row version (xmin): a database restored or rebuilt under a running server
// could count up to a number seen before, never to the same row version as well.
const versionOf = (trx: Trx) =>
  sql<string>`select coalesce(max(v.version::text || ':' || v.xmin::text), '0') from diary_version v where ${tenantPredicate(trx, 'v')}`

/** The tenant's diary version now (migration 0040): what a cached answer must have been read at. */
export async function diaryVersion(trx: Trx): Promise<string> {
  const { rows } = await sql<{
    version: string
  }>`${sql.raw(PREPARED)}select (${versionOf(trx)}) as version`.execute(trx)
  return rows[0].version
}

/**
 * The diary's rooms, bookings and maintenances as the response's JSON text, built by PostgreSQL in
 * one statement (issue 36: the diary is re-read on every push, so it is the hot path). The server
 * only splices the text: no row of the ~2,700 bookings of a 300-room week is parsed, mapped or
 * serialised in Node. Ordering and fields are the route's contract (DESIGN "wave 2" diary shape).
 */
export async function diaryJson(trx: Trx, ask: DiaryAsk, reader: DiaryReader) {
  const rooms = ask.rooms ? sql`and r.id = any(${ask.rooms}::bigint[])` : sql``
  const only = ask.situations ? sql`and e.situation = any(${ask.situations}::text[])` : sql``
  // The reader may see the event: theirs (or they see others'), in a situation they may see.
  const sees = sql`((${reader.seesOthers}::boolean or e.created_by = ${reader.userId}::bigint)
    and e.situation = any(${reader.situations}::text[]))`
  // Prepared (named): planning this statement cost more than running it (5 ms of 11 on the bench).
  const { rows } = await sql<{
    version: string
    environments: string
    bookings: string
    maintenances: string
  }>`${sql.raw(PREPARED)}
    with room as materialized (
      select r.id, r.data from (${recordView(trx, 'environment', {})}) r where true ${rooms})
    select
      -- Read in the same snapshot as the rest: the answer is what stood at this version.
      (${versionOf(trx)}) as version,
      (select coalesce(json_agg(json_build_object(
          'id', r.id,
          'name', r.data->'name',
          'compound', coalesce(r.data->'compound' = 'true'::jsonb, false),
          'dailyRate', case when jsonb_typeof(r.data->'dailyRate') = 'number' then r.data->'dailyRate' end,
          'parts', coalesce((select json_agg(p.part_id order by p.part_id) from environment_part p
            where ${tenantPredicate(trx, 'p')} and p.environment_id = r.id), '[]'::json)
        ) order by r.data->>'name', r.id), '[]'::json) from room r)::text as environments,
      (select coalesce(json_agg(json_build_object(
          'id', ee.id,
          'eventId', ee.event_id,
          'eventName', case when ${sees} then e.name end,
          -- Who made (coordinates) the event: the diary offers a move only where the server allows it.
          'createdBy', case when ${sees} then e.created_by end,
          'dailyRate', case when ${sees} then (ee.data->>'dailyRate')::float8 end,
          'situation', e.situation,
          'eventVersion', e.version,
          -- The event's dates bound a move (outsideEvent): the diary says so while dragging.
          'eventStart', case when ${sees} then ${wire(ref('e.start_date'))} end,
          'eventEnd', case when ${sees} then ${wire(ref('e.end_date'))} end,
          'environment', json_build_object('id', ee.environment_id),
          'start', ${wire(ref('ee.start_date_hour'))},
          'end', ${wire(ref('ee.end_date_hour'))},
          'occupiedStart', ${wire(ref('ee.occupied_start'))},
          'occupiedEnd', ${wire(ref('ee.occupied_end'))},
          'blocking', ee.blocking,
          'holdRank', ee.hold_rank
        ) order by ee.occupied_start, ee.occupied_end, ee.id), '[]'::json)
        from event_environment ee
        join event e on e.tenant_id = ee.tenant_id and e.id = ee.event_id
        where ${tenantPredicate(trx, 'ee')} and ${tenantPredicate(trx, 'e')}
          and ee.environment_id = any(array(select id from room))
          and ${overlapsPeriod(trx, 'ee', ask.start, ask.end, 'event_environment')} ${only})::text as bookings,
      (select coalesce(json_agg(json_build_object(
          'id', m.id,
          'environment', json_build_object('id', m.environment),
          'type', m.type,
          'start', ${wire(sql.ref('m.startDateHour'))},
          'end', ${wire(sql.ref('m.endDateHour'))}
        ) order by m."startDateHour", m.id), '[]'::json)
        from (${recordView(trx, 'environment-maintenance', {
          type: 'text',
          environment: 'ref',
          startDateHour: 'timestamp',
          endDateHour: 'timestamp',
        })}) m
        where m.environment = any(array(select id from room))
          and m."startDateHour" < ${ask.end}::timestamp and m."endDateHour" > ${ask.start}::timestamp)::text as maintenances`.execute(
    trx,
  )
  return rows[0]
}
