import { sql } from 'kysely'
import { translate } from '../../i18n/translate.js'
import { reportEvents, type Trx } from '../base.js'
import { defineReport, type ReportContext, type ReportReader, type Row } from '../definition.js'
import { mainCurrency } from '../../currencies/main-symbol.js'
import { revenueBy } from '../event-money.js'
import { currencyCode } from '../rows.js'
import { statisticsPanels } from './statistics-charts.js'

/** Events and expected people per situation (at most one row per situation: read in one go). */
const perSituation = (trx: Trx, { scope, options }: ReportContext) =>
  reportEvents(trx, scope, options)
    .select([
      'event.situation',
      sql<string>`count(*)`.as('events'),
      sql<string>`coalesce(sum(event.estimated_people), 0)`.as('people'),
    ])
    .groupBy('event.situation')
    .orderBy('event.situation')
    .execute()

/**
 * The statistics report: per situation the events, expected people and revenue (the summaries'
 * totals in the main currency, events/money/money.ts). Chart: events per situation,
 * with the panels of statistics-charts.ts beside it.
 */
const statisticsReport: ReportReader = {
  columns: () => [
    { key: 'situation', kind: 'situation', width: 20 },
    { key: 'events', kind: 'number', width: 10 },
    { key: 'people', kind: 'number', width: 10 },
    { key: 'revenue', kind: 'money', width: 14 },
  ],
  async count(trx, c) {
    return (await perSituation(trx, c)).length
  },
  async batch(trx, c) {
    const rows = await perSituation(trx, c)
    const { situation } = await revenueBy(trx, c, { situation: (e) => e.situation })
    // Revenue is in the main currency (events/money/money.ts converts each event at its quotation).
    const currency = currencyCode(await mainCurrency(trx))
    return {
      rows: rows.map(
        (r) =>
          ({
            situation: r.situation,
            events: Number(r.events),
            people: Number(r.people),
            revenue: situation.get(r.situation) ?? 0,
            currency,
          }) as Row,
      ),
      next: null,
    }
  },
  async chart(trx, c) {
    const rows = await perSituation(trx, c)
    return {
      type: c.options.chartType ?? 'PIE',
      labels: rows.map((r) => translate(c.locale, `events.situations.${r.situation}`)),
      series: [
        {
          id: 'events',
          label: translate(c.locale, 'report.events'),
          data: rows.map((r) => Number(r.events)),
        },
      ],
    }
  },
  async panels(trx, c) {
    return statisticsPanels(trx, c, await perSituation(trx, c))
  },
}

export const report = defineReport({
  type: 'statistics',
  order: 80,
  options: ['startDate', 'endDate', 'dateParameter', 'chartType', 'waitlistOnly', 'includeInternal'],
  reader: statisticsReport,
})
