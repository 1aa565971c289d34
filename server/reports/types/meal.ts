import { sql } from 'kysely'
import type { EventRow } from '../../events/model.js'
import { moneyOfEvents, type EventMoney } from '../../events/money/money.js'
import { translate } from '../../i18n/translate.js'
import { labelMap, reportEvents, type Trx } from '../base.js'
import { defineReport, type Chart, type ReportContext } from '../definition.js'
import { currencyCode } from '../rows.js'
import { field, itemReport } from './items.js'
import { roundMoney } from '../../../common/money.js'
import { eventList } from '../../../common/reports/options.js'

/** The meal record an item names (meals are kept whole as JSON in event_item). */
const mealId = sql<number | null>`(m.data->'meal'->>'id')::bigint`

/** The events' money (events/money/money.ts, the one reckoning), read in chunks so a summary set stays small. */
async function moneyOf(trx: Trx, eventIds: unknown[]) {
  const ids = [...new Set(eventIds.map(Number))]
  const out = new Map<number, EventMoney>()
  for (let i = 0; i < ids.length; i += 500) {
    const events = (await trx
      .selectFrom('event')
      .selectAll()
      .where('id', 'in', ids.slice(i, i + 500))
      .execute()) as EventRow[]
    for (const [id, m] of await moneyOfEvents(trx, events)) out.set(id, m)
  }
  return out
}

/** What the summary charges for one meal item: its line (value × people per its charge type, per day if so set). */
const mealValue = (m: EventMoney | undefined, itemId: number) => {
  const line = m?.summary.lines.find((l) => l.origin === 'meal' && l.itemId === itemId)
  return line ? roundMoney(line.gross - line.courtesy) : null
}

/** The value per meal over the report's meals, in the main currency (each event at its quotation). */
async function chart(trx: Trx, c: ReportContext): Promise<Chart> {
  const items = await reportEvents(trx, c.scope, c.options)
    .innerJoin('event_item as m', (j) => j.onRef('m.event_id', '=', 'event.id').on('m.kind', '=', 'meal'))
    .select(['event.id as eventId', 'm.id as itemId', mealId.as('mealId')])
    .execute()
  const money = await moneyOf(
    trx,
    items.map((i) => i.eventId),
  )
  const names = await labelMap(
    trx,
    'meal',
    items.map((i) => i.mealId),
  )
  const none = translate(c.locale, 'report.notInformed')
  const sums = new Map<string, number>()
  for (const i of items) {
    const m = money.get(Number(i.eventId))
    const value = (mealValue(m, Number(i.itemId)) ?? 0) * (m?.quotation?.value ?? 1)
    const label = (i.mealId === null ? null : names.get(Number(i.mealId))) ?? none
    sums.set(label, (sums.get(label) ?? 0) + value)
  }
  const top = [...sums].sort((a, b) => b[1] - a[1]).slice(0, 12)
  return {
    type: c.options.chartType ?? 'BAR',
    labels: top.map(([l]) => l),
    series: [
      {
        id: 'value',
        label: translate(c.locale, 'report.column.valueMain'),
        data: top.map(([, v]) => roundMoney(v)),
      },
    ],
  }
}

/**
 * Meals per event: which, when, for how many, and what the summary charges for it (its meal line,
 * in the event's currency). Chart: value per meal in the main currency.
 */
const mealReport = itemReport({
  join: (q) =>
    q.innerJoin('event_item as m', (j) => j.onRef('m.event_id', '=', 'event.id').on('m.kind', '=', 'meal')),
  itemId: 'm.id',
  select: {
    mealId,
    itemStart: field('m', 'startDateHour'),
    itemEnd: field('m', 'endDateHour'),
    // The people the summary charges for: the meal's own count, else the event's expected people.
    people: sql`coalesce(nullif((m.data->>'esteemedPeople')::numeric, 0), event.estimated_people)`,
  },
  columns: [
    { key: 'meal', kind: 'text', width: 22 },
    { key: 'itemStart', kind: 'date', width: 17 },
    { key: 'itemEnd', kind: 'date', width: 17 },
    { key: 'people', kind: 'number', width: 10 },
    { key: 'value', kind: 'money', width: 14 },
  ],
  labels: { meal: { registry: 'meal', id: 'mealId' } },
  async finish(trx, rows) {
    const money = await moneyOf(
      trx,
      rows.map((r) => r.id),
    )
    return rows.map((r) => {
      const m = money.get(Number(r.id))
      return {
        ...r,
        people: r.people === null ? null : Number(r.people),
        value: mealValue(m, Number(r.itemId)),
        currency: m ? currencyCode(m.currency) : null,
      }
    })
  },
  chartLabel: mealId,
  chartValue: sql`0`,
  chartKey: 'value',
  chart,
})

export const report = defineReport({
  type: 'meal',
  order: 50,
  options: eventList,
  reader: mealReport,
})
