import { sql, type Transaction } from 'kysely'
import type { Database } from '../../db/types.js'
import { tenantPredicate } from '../../db/tenant.js'
import { findRecords } from '../../registries/reader.js'
import type { filteredEvents } from '../../events/list/list.js'

type Trx = Transaction<Database>
const DAYS = 30

/** Events per situation, among those the person may see (the dashboard's pie). */
export async function eventsPerSituation(q: ReturnType<typeof filteredEvents>) {
  const rows = await q
    .select(['situation', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('situation')
    .orderBy('situation')
    .execute()
  return rows.map((r) => ({ situation: r.situation, events: Number(r.n) }))
}

/**
 * The next 30 days' room occupancy: per day, how many simple rooms a blocking booking takes
 * (assembly to disassembly) and how many only ranked holds take, of the active simple rooms. Counts
 * of rooms only, so nothing of an event the person may not see is shown.
 */
export async function occupancyAhead(trx: Trx, today: string) {
  const rooms = await findRecords(trx, 'environment', { activeOnly: true })
  const total = rooms.filter((r) => (r as Record<string, unknown>).compound !== true).length
  // A room both booked and held behind the booking counts once, as booked.
  const { rows } = await sql<{ date: string; booked: number; held: number }>`
    with days as (
      select d from generate_series(${today}::timestamp, ${today}::timestamp + ${`${DAYS - 1} days`}::interval, '1 day') d),
    taken as (
      select days.d, o.simple_environment_id, bool_or(o.blocking) as blocking
      from days join booking_occupancy o on ${tenantPredicate(trx, 'o')}
        and o.occupied_start < days.d + interval '1 day' and o.occupied_end > days.d
      group by days.d, o.simple_environment_id)
    select to_char(days.d, 'YYYY-MM-DD') as date,
      count(taken.d) filter (where taken.blocking)::int as booked,
      count(taken.d) filter (where not taken.blocking)::int as held
    from days left join taken on taken.d = days.d
    group by days.d order by days.d`.execute(trx)
  return rows.map((r) => ({ date: r.date, booked: r.booked, held: r.held, total }))
}
