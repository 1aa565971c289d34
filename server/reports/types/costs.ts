import { sql } from 'kysely'
import type { EventRow } from '../../events/model.js'
import { translate } from '../../i18n/translate.js'
import { cursorAfter, keyset, reportEvents, withLabels, type Cursor, type Trx } from '../base.js'
import type { Chart, Column, ReportContext, ReportDefinition, Row } from '../definition.js'
import { costsOfEvent, quotationsOf } from './costs-of-event.js'

const money = (key: string): Column => ({ key, kind: 'money', width: 12 })
const groups = ['environment', 'equipment', 'foodAndBeverage', 'accommodation', 'additional'] as const

async function batch(trx: Trx, c: ReportContext, after: Cursor | null, limit: number) {
  const events = (await keyset(
    reportEvents(trx, c.scope, c.options).selectAll('event').select('event.start_date as startDate'),
    c.options,
    after,
    limit,
  ).execute()) as (EventRow & { startDate: string })[]
  const quotation = await quotationsOf(trx, [
    ...new Set(events.map((e) => e.currency_id).filter((id): id is number => id !== null)),
  ])
  const rows = []
  for (const e of events) {
    const costs = await costsOfEvent(trx, e)
    const rate = quotation(e.currency_id, e.start_date)
    rows.push({
      code: e.id,
      name: e.name,
      startDate: e.start_date,
      currencyId: e.currency_id,
      ...costs,
      quotation: rate,
      // Without a quotation (the main currency, or none registered) the total stands as it is.
      totalConverted: Math.round(costs.total * (rate ?? 1) * 100) / 100,
    })
  }
  const labelled = await withLabels(trx, rows, {
    currency: { registry: 'currency-company', id: 'currencyId' },
  })
  return { rows: labelled as unknown as Row[], next: cursorAfter(c.options, events, limit) }
}

/**
 * What each event is worth, per cost group, in its own currency with the quotation in force at its
 * start (costs-of-event.ts says how each figure is reckoned). Chart: each group's sum per month.
 */
export const costsReport: ReportDefinition = {
  type: 'costs',
  feature: 'REPORT_COSTS',
  options: [
    'startDate',
    'endDate',
    'dateParameter',
    'orderBy',
    'chartType',
    'waitlistOnly',
    'includeInternal',
  ],
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
    { key: 'quotation', kind: 'number', width: 10 },
    money('totalConverted'),
  ],
  async count(trx, c) {
    const r = await reportEvents(trx, c.scope, c.options)
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow()
    return Number(r.n)
  },
  batch,
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
        data: labels.map((l) => Math.round(sums.get(l)![i] * 100) / 100),
      })),
    }
  },
}
