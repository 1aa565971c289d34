import { sql, type Transaction } from 'kysely'
import type { Database } from '../../db/types.js'
import { CONFIRMED_LIKE } from '../../../common/events/situations.js'
import type { EventRow } from '../model.js'
import { moneyOfEvents } from './money.js'

type Trx = Transaction<Database>

/**
 * Keeps the event's money as it stood (migration 0038): called in the transaction of every change
 * to an event (its fields, an item, a block, a situation), it writes the event's total in the main
 * currency (the one reckoning, events/money/money.ts) as a mark when the event is on the books and the
 * total differs from its last mark. Pace reads the mark standing at its as-of instant, so asked
 * about a past day it gives the revenue it gave that day. Events off the books write nothing: pace
 * never adds them up.
 */
export async function markEventMoney(trx: Trx, eventId: number) {
  const event = (await trx.selectFrom('event').selectAll().where('id', '=', eventId).executeTakeFirst()) as
    EventRow | undefined
  if (!event || !(CONFIRMED_LIKE as readonly string[]).includes(event.situation)) return
  const total = (await moneyOfEvents(trx, [event])).get(event.id)!.mainTotal
  const last = await trx
    .selectFrom('event_money_mark')
    .select('main_total')
    .where('event_id', '=', eventId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (last && Number(last.main_total) === total) return
  await trx
    .insertInto('event_money_mark')
    .values({ tenant_id: event.tenant_id, event_id: eventId, main_total: total })
    .execute()
}

/**
 * Each event's total standing at instant `at`: its last mark at or before it; for an event marked
 * only later (on the books before marks were kept, or seeded) its earliest mark, the nearest known.
 * Events with no mark at all are absent (the caller reckons them now).
 */
export async function marksAt(trx: Trx, ids: number[], at: string): Promise<Map<number, number>> {
  if (!ids.length) return new Map()
  const rows = await trx
    .selectFrom('event_money_mark')
    .distinctOn('event_id')
    .select(['event_id', 'main_total'])
    .where('event_id', 'in', [...new Set(ids)])
    .orderBy('event_id')
    .orderBy(sql`at <= ${at} desc`)
    .orderBy(sql`case when at <= ${at} then at end desc nulls last`)
    .orderBy('at')
    .orderBy('id', 'desc')
    .execute()
  return new Map(rows.map((r) => [Number(r.event_id), Number(r.main_total)]))
}
