import { sql } from 'kysely'
import { cursorAfter, keyset, reportEvents, sumByLabel, countRows } from '../base.js'
import { boardColumns } from './kanban-columns.js'
import { defineReport, type ReportReader, type Row } from '../definition.js'
import { translate } from '../../i18n/translate.js'

/**
 * The kanban board as a table: every visible event with its column (kanban status) and how many
 * checklist items were ticked. Chart: events per column (an event without one is in the board's
 * default column, as the board shows it).
 */
const kanbanReport: ReportReader = {
  columns: () => [
    { key: 'code', kind: 'number', width: 8 },
    { key: 'name', kind: 'text', width: 30 },
    { key: 'kanbanStatus', kind: 'text', width: 20 },
    { key: 'situation', kind: 'situation', width: 16 },
    { key: 'startDate', kind: 'date', width: 17 },
    { key: 'endDate', kind: 'date', width: 17 },
    { key: 'checklistDone', kind: 'number', width: 10 },
  ],
  count(trx, { scope, options }) {
    return countRows(reportEvents(trx, scope, options))
  },
  async batch(trx, { scope, options }, after, limit) {
    const rows = await keyset(
      reportEvents(trx, scope, options).select([
        'event.id as code',
        'event.name',
        'event.kanban_status_id as kanbanStatusId',
        'event.situation',
        'event.start_date as startDate',
        'event.end_date as endDate',
        sql<number>`(select count(*)::int from event_checklist_tick t where t.tenant_id = event.tenant_id and t.event_id = event.id)`.as(
          'checklistDone',
        ),
        'event.id',
      ]),
      options,
      after,
      limit,
    ).execute()
    const columnOf = await boardColumns(trx)
    return {
      rows: rows.map(
        ({ id: _id, kanbanStatusId, ...row }) =>
          ({ ...row, kanbanStatus: columnOf(kanbanStatusId, row.situation) }) as unknown as Row,
      ),
      next: cursorAfter(options, rows, limit),
    }
  },
  async chart(trx, { scope, options, locale }) {
    const rows = await reportEvents(trx, scope, options)
      .select(['event.kanban_status_id as id', 'event.situation', sql<string>`count(*)`.as('n')])
      .groupBy(['event.kanban_status_id', 'event.situation'])
      .execute()
    const columnOf = await boardColumns(trx)
    const counts = sumByLabel(rows.map((r) => ({ label: columnOf(r.id, r.situation), n: Number(r.n) }))).sort(
      (a, b) => b.n - a.n,
    )
    return {
      type: options.chartType ?? 'BAR',
      labels: counts.map((c) => c.label ?? translate(locale, 'report.notInformed')),
      series: [{ id: 'events', label: translate(locale, 'report.events'), data: counts.map((c) => c.n) }],
    }
  },
}

export const report = defineReport({
  type: 'kanban',
  order: 70,
  options: ['startDate', 'endDate', 'dateParameter', 'orderBy', 'chartType', 'includeInternal'],
  reader: kanbanReport,
})
