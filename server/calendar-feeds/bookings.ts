import { sql, type RawBuilder, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { tenantPredicate } from '../db/tenant.js'
import { labelsOf } from '../registries/reader.js'
import type { FeedScope } from './tables.js'

type Trx = Transaction<Database>

/** One booking as a feed writes it: the room item, its event and its iCalendar revision. */
export interface FeedBooking {
  id: number
  eventId: number
  eventName: string
  situation: string
  createdBy: number | null
  environmentId: number
  roomName: string | null
  start: string
  end: string
  blocking: boolean
  revision: number
  changedAt: string
}

interface Row {
  id: number
  event_id: number
  name: string
  situation: string
  created_by: number | null
  environment_id: number
  start_date_hour: string
  end_date_hour: string
  blocking: boolean
  revision: number
  changed_at: string
}

/**
 * Which bookings a feed holds. A room's feed holds every booking that takes it, a compound room's
 * included (the ballroom booked takes room A too), found through the occupancy rows the engine
 * keeps per simple room; a person's feed the bookings of the events they created (coordinate);
 * an event's feed its bookings.
 */
function scopeFilter(
  trx: Trx,
  scope: FeedScope,
  target: number,
  from: string,
  to: string,
): RawBuilder<boolean> {
  if (scope === 'EVENT') return sql<boolean>`ee.event_id = ${target}`
  if (scope === 'USER') return sql<boolean>`e.created_by = ${target}`
  return sql<boolean>`ee.id in (
    select o.event_environment_id from booking_occupancy o
    where ${tenantPredicate(trx, 'o')} and o.occupied_end > ${from}::timestamp and o.occupied_start < ${to}::timestamp
      and o.simple_environment_id in (
        select p.part_id from environment_part p where ${tenantPredicate(trx, 'p')} and p.environment_id = ${target}
        union all
        select ${target}::bigint where not exists (select 1 from environment_part q
          where ${tenantPredicate(trx, 'q')} and q.environment_id = ${target})))`
}

/** The feed's bookings overlapping [from, to) (venue wall-clock), events cancelled left out, by start. */
export async function feedBookings(
  trx: Trx,
  scope: FeedScope,
  target: number,
  from: string,
  to: string,
): Promise<FeedBooking[]> {
  const { rows } = await sql<Row>`
    select ee.id, ee.event_id, e.name, e.situation, e.created_by, ee.environment_id,
      ee.start_date_hour, ee.end_date_hour, ee.blocking,
      -- SEQUENCE and LAST-MODIFIED follow the booking and its event's name and situation (0035).
      ee.revision + e.feed_revision as revision, greatest(ee.changed_at, e.feed_changed_at) as changed_at
    from event_environment ee
    join event e on ${tenantPredicate(trx, 'e')} and e.id = ee.event_id
    where ${tenantPredicate(trx, 'ee')} and ${scopeFilter(trx, scope, target, from, to)}
      and ee.end_date_hour > ${from}::timestamp and ee.start_date_hour < ${to}::timestamp
      and e.situation <> 'CANCELED'
    order by ee.start_date_hour, ee.id`.execute(trx)
  const rooms = await labelsOf(
    trx,
    'environment',
    rows.map((r) => r.environment_id),
  )
  return rows.map((r) => ({
    id: r.id,
    eventId: r.event_id,
    eventName: r.name,
    situation: r.situation,
    createdBy: r.created_by,
    environmentId: r.environment_id,
    roomName: rooms.get(r.environment_id) ?? null,
    start: r.start_date_hour,
    end: r.end_date_hour,
    blocking: r.blocking,
    revision: r.revision,
    changedAt: r.changed_at,
  }))
}
