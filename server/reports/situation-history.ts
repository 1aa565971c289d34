import { sql, type ExpressionBuilder } from 'kysely'
import type { Database } from '../db/types.js'
import { CONFIRMED_LIKE } from '../../common/events/situations.js'
import { moneyOfEvents } from '../events/money/money.js'
import { marksAt } from '../events/money/money-marks.js'
import type { EventRow } from '../events/model.js'
import { reportEvents, type Trx } from './base.js'
import type { ReportContext } from './definition.js'
import { roundMoney } from '../../common/money.js'

type Eb = ExpressionBuilder<Database, 'event'>

/**
 * The audit trail is the situation history: every lifecycle action writes a `situation` row
 * (origin `event`) in its own transaction, and creating an event writes its first one (NEW). An
 * event's situation at instant `at` is the last such row at or before it.
 */
const situationRows = (eb: Eb) =>
  eb
    .selectFrom('event_audit as a')
    .whereRef('a.event_id', '=', 'event.id')
    .where('a.origin', '=', 'event')
    .where('a.field', '=', 'situation')

/**
 * Confirmed-like at `at`: by the history, or — for an event with no situation row at all (written
 * before the trail kept them) — by its situation now, once it existed.
 */
function onTheBooksAt(eb: Eb, at: string) {
  const last = situationRows(eb)
    .select('a.to_value')
    .where('a.date_hour', '<=', at)
    .orderBy('a.date_hour', 'desc')
    .orderBy('a.id', 'desc')
    .limit(1)
  return eb.or([
    eb(last, 'in', CONFIRMED_LIKE),
    eb.and([
      eb.not(eb.exists(situationRows(eb).select(sql`1`.as('one')))),
      eb('event.created_at', '<=', at),
      eb('event.situation', 'in', CONFIRMED_LIKE),
    ]),
  ])
}

/**
 * The events on the books at instant `at` (a local date-time) starting in [from, to) (days), that
 * the asker may see (reports/base.ts's visibility and internal rule; the period options are the
 * pace's own). Each with the month of its start.
 */
export async function booksAt(trx: Trx, c: ReportContext, at: string, from: string, to: string) {
  const rows = await reportEvents(trx, c.scope, { includeInternal: c.options.includeInternal })
    .where('event.start_date', '>=', `${from}T00:00:00`)
    .where('event.start_date', '<', `${to}T00:00:00`)
    .where((eb) => onTheBooksAt(eb, at))
    .select(['event.id', sql<string>`to_char(event.start_date, 'YYYY-MM')`.as('month')])
    .execute()
  return rows.map((r) => ({ id: Number(r.id), month: r.month }))
}

/**
 * Each event's total in the main currency (events/money/money.ts, the one reckoning) as it stands now,
 * read in batches.
 */
export async function mainTotals(trx: Trx, ids: number[], size = 200): Promise<Map<number, number>> {
  const out = new Map<number, number>()
  const wanted = [...new Set(ids)]
  for (let i = 0; i < wanted.length; i += size) {
    const events = (await trx
      .selectFrom('event')
      .selectAll()
      .where('id', 'in', wanted.slice(i, i + size))
      .execute()) as EventRow[]
    const money = await moneyOfEvents(trx, events)
    for (const e of events) out.set(Number(e.id), money.get(e.id)!.mainTotal)
  }
  return out
}

/**
 * Each event's total as it stood at instant `at`: the money mark standing then (events/money/money-marks.ts),
 * else — an event never marked — reckoned now.
 */
export async function totalsAt(trx: Trx, ids: number[], at: string): Promise<Map<number, number>> {
  const out = await marksAt(trx, ids, at)
  const unmarked = ids.filter((id) => !out.has(id))
  for (const [id, total] of await mainTotals(trx, unmarked)) out.set(id, total)
  return out
}

/** Events and revenue per month of a set of events on the books. */
export function perMonth(books: { id: number; month: string }[], totals: Map<number, number>) {
  const out = new Map<string, { events: number; revenue: number }>()
  for (const b of books) {
    const m = out.get(b.month) ?? { events: 0, revenue: 0 }
    m.events += 1
    m.revenue = roundMoney(m.revenue + (totals.get(b.id) ?? 0))
    out.set(b.month, m)
  }
  return out
}
