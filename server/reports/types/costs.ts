import type { EventRow } from '../../events/model.js'
import { translate } from '../../i18n/translate.js'
import { mainCurrency } from '../../currencies/main-symbol.js'
import { cursorAfter, keyset, reportEvents, type Cursor, type Trx, countRows } from '../base.js'
import { currencyCode } from '../rows.js'
import {
  defineReport,
  type Chart,
  type Column,
  type ReportContext,
  type ReportReader,
  type Row,
} from '../definition.js'
import { moneyOfEvents } from '../../events/money/money.js'
import { costsOfEvent } from './costs-of-event.js'
import { filledByRows } from '../run-columns.js'
import { roundMoney } from '../../../common/money.js'
import { eventList } from '../../../common/reports/options.js'

const money = (key: string): Column => ({ key, kind: 'money', width: 12 })
const groups = ['environment', 'equipment', 'foodAndBeverage', 'accommodation', 'additional'] as const

async function batch(trx: Trx, c: ReportContext, after: Cursor | null, limit: number) {
  const events = (await keyset(
    reportEvents(trx, c.scope, c.options).selectAll('event').select('event.start_date as startDate'),
    c.options,
    after,
    limit,
  ).execute()) as (EventRow & { startDate: string })[]
  const money = await moneyOfEvents(trx, events)
  // The converted total is in the main currency; every other figure in the event's own.
  const main = currencyCode(await mainCurrency(trx))
  const rows: Row[] = []
  for (const e of events) {
    const m = money.get(e.id)!
    rows.push({
      code: e.id,
      name: e.name,
      startDate: e.start_date,
      currency: currencyCode(m.currency),
      mainCurrency: main,
      ...(await costsOfEvent(trx, e, m)),
      // The quotation of the confirmation (today's while unconfirmed); none for the main currency.
      quotation: m.quotation?.value ?? null,
      quotationDate: m.quotation?.dateHour ?? null,
      totalConverted: m.mainTotal,
    })
  }
  return { rows, next: cursorAfter(c.options, events, limit) }
}

/**
 * What each event is worth, per cost group, in its own currency with the quotation in force at its
 * start (costs-of-event.ts says how each figure is reckoned). Chart: each group's sum per month.
 */
const costsReport: ReportReader = {
  columns: () => [
    { key: 'code', kind: 'number', width: 8 },
    { key: 'name', kind: 'text', width: 28 },
    { key: 'startDate', kind: 'date', width: 17 },
    { key: 'currency', kind: 'text', width: 12 },
    ...groups.map(money),
    money('discounts'),
    money('taxes'),
    money('commissions'),
    money('total'),
    // Only an event in another currency has a quotation: with none in the run both columns go.
    { key: 'quotation', kind: 'number', decimals: 4, width: 10, optional: true },
    { key: 'quotationDate', kind: 'date', width: 17, optional: true },
    { ...money('totalConverted'), currency: 'mainCurrency' },
  ],
  count(trx, c) {
    return countRows(reportEvents(trx, c.scope, c.options))
  },
  batch,
  // Reading every event's costs to find no quotation is the slow way: an event in another
  // currency is asked first, and only then are the rows read.
  async filledOptional(trx, c) {
    const main = await mainCurrency(trx)
    const foreign = await reportEvents(trx, c.scope, c.options)
      .select('event.id')
      .where('event.currency_id', 'is not', null)
      .$if(main.id !== null, (q) => q.where('event.currency_id', '!=', main.id!))
      .limit(1)
      .executeTakeFirst()
    return foreign ? filledByRows(costsReport, trx, c) : new Set<string>()
  },
  // Costs are reckoned in code, not SQL: the chart reads every event's batch (in the event's own
  // currencies, converted with the quotation, so months add up in one money).
  async chart(trx, c): Promise<Chart> {
    const sums = new Map<string, number[]>()
    let after: Cursor | null = null
    do {
      const b = await batch(trx, c, after, 500)
      for (const r of b.rows) {
        const month = String(r.startDate).slice(0, 7)
        const rate = Number(r.quotation ?? 1)
        const acc = sums.get(month) ?? groups.map(() => 0)
        groups.forEach((g, i) => (acc[i] += Number(r[g]) * rate))
        sums.set(month, acc)
      }
      after = b.next
    } while (after)
    const labels = [...sums.keys()].sort()
    return {
      type: c.options.chartType ?? 'BAR',
      labels,
      series: groups.map((g, i) => ({
        id: g,
        label: translate(c.locale, `report.column.${g}`),
        data: labels.map((l) => roundMoney(sums.get(l)![i])),
      })),
    }
  },
}

export const report = defineReport({
  type: 'costs',
  order: 20,
  options: eventList,
  reader: costsReport,
})
