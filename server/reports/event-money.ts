import type { EventRow } from '../events/model.js'
import { moneyOfEvents, type EventMoney } from '../events/money/money.js'
import { keyset, reportEvents, type Cursor, type Trx } from './base.js'
import type { ReportContext } from './definition.js'
import { roundMoney } from '../../common/money.js'

/**
 * Every event the report reads with its money (events/money/money.ts: the summary's total, converted to
 * the main currency at the confirmation's quotation), in keyset batches so a large tenant is never
 * held whole. Reports that add events' money together (statistics' revenue) read it here.
 */
export async function* eventsWithMoney(
  trx: Trx,
  c: ReportContext,
  size = 500,
): AsyncGenerator<{ event: EventRow; money: EventMoney }> {
  let after: Cursor | null = null
  for (;;) {
    const events = (await keyset(
      reportEvents(trx, c.scope, c.options).selectAll('event'),
      { ...c.options, orderBy: 'CODE' },
      after,
      size,
    ).execute()) as EventRow[]
    const money = await moneyOfEvents(trx, events)
    for (const event of events) yield { event, money: money.get(event.id)! }
    if (events.length < size) return
    after = { key: events.at(-1)!.id, id: events.at(-1)!.id }
  }
}

/** The events' revenue in the main currency, summed per key of each grouping asked (one pass). */
export async function revenueBy<K extends string>(
  trx: Trx,
  c: ReportContext,
  groupings: Record<K, (e: EventRow) => string>,
): Promise<Record<K, Map<string, number>>> {
  const names = Object.keys(groupings) as K[]
  const sums = Object.fromEntries(names.map((n) => [n, new Map<string, number>()])) as Record<
    K,
    Map<string, number>
  >
  for await (const { event, money } of eventsWithMoney(trx, c))
    for (const n of names) {
      const key = groupings[n](event)
      sums[n].set(key, (sums[n].get(key) ?? 0) + money.mainTotal)
    }
  for (const n of names) for (const [k, v] of sums[n]) sums[n].set(k, roundMoney(v))
  return sums
}
