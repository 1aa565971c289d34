import { sql } from 'kysely'
import { translate } from '../../i18n/translate.js'
import { cursorAfter, keyset, monthOf, reportEvents, withLabels, type LabelFrom, countRows } from '../base.js'
import type { RegistryName } from '../../registries/reader.js'
import { eventReportColumns } from '../../events/report-columns.js'
import { defineReport, pivot, type ReportReader, type Row } from '../definition.js'
import { withClient } from '../rows.js'
import { eventList } from '../../../common/reports/options.js'

const startDateShown = eventReportColumns.some((c) => c.column.key === 'startDate')

/**
 * What a batch selects: each column's cell (a reference's id, the client's two sources), then what
 * the keyset needs (the start date when no column shows it, the id; both dropped from the rows).
 */
const selections = [
  ...eventReportColumns.flatMap(({ column, source, ref, as }) =>
    as === 'client'
      ? ['event.customer_id as customerId', 'event.client_name as clientName']
      : [`event.${source} as ${ref ? `${column.key}Id` : column.key}`],
  ),
  ...(startDateShown ? [] : ['event.start_date as startDate']),
  'event.id',
] as unknown as ['event.id']

/** A selected row: the cells by key, and the keyset's id and start date. */
type Selected = Record<string, unknown> & { id: number; startDate: string; customerId?: unknown }

/** The references shown by their label: the column's key from `<key>Id`. */
const labels: Record<string, LabelFrom> = Object.fromEntries(
  eventReportColumns
    .filter((c) => c.ref && c.as !== 'client')
    .map((c) => [c.column.key, { registry: c.ref as RegistryName, id: `${c.column.key}Id` }]),
)

/**
 * The event report: one row per event the asker may see, in the period, by code or start date; its
 * columns are the event schema's `x-report` (server/events/report-columns.ts).
 * Chart: events per month (of the start date) per situation.
 */
const eventReport: ReportReader = {
  columns: () => eventReportColumns.map((c) => ({ ...c.column })),
  count(trx, { scope, options }) {
    return countRows(reportEvents(trx, scope, options))
  },
  async batch(trx, { scope, options }, after, limit) {
    const query = keyset(reportEvents(trx, scope, options).select(selections), options, after, limit)
    const rows = (await query.execute()) as Selected[]
    const withClients = eventReportColumns.some((c) => c.as === 'client')
    const clients: Record<string, unknown>[] = withClients ? await withClient(trx, rows) : rows
    const labelled = await withLabels(trx, clients, labels)
    return {
      rows: labelled.map(({ id: _id, ...row }) => {
        if (!startDateShown) delete row.startDate
        return row as unknown as Row
      }),
      next: cursorAfter(options, rows, limit),
    }
  },
  async chart(trx, { scope, options, locale }) {
    const rows = await reportEvents(trx, scope, options)
      .select([
        monthOf('event.start_date').as('label'),
        'event.situation as series',
        sql<string>`count(*)`.as('n'),
      ])
      .groupBy([monthOf('event.start_date'), 'event.situation'])
      .execute()
    return pivot(options.chartType ?? 'BAR', rows, (s) => translate(locale, `events.situations.${s}`))
  },
}

export const report = defineReport({
  type: 'event',
  order: 10,
  options: eventList,
  reader: eventReport,
})
