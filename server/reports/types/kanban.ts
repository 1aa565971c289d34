import { sql } from 'kysely'
import { cursorAfter, keyset, labelMap, reportEvents, sumByLabel, withLabels } from '../base.js'
import type { ReportDefinition, Row } from '../definition.js'
import { translate } from '../../i18n/translate.js'

/**
 * The kanban board as a table: every visible event with its column (kanban status) and how many
 * checklist items were ticked. Chart: events per column (no column: "-").
 */
export const kanbanReport: ReportDefinition = {
  type: 'kanban',
  feature: 'REPORT_KANBAN',
  options: ['startDate', 'endDate', 'dateParameter', 'orderBy', 'chartType', 'includeInternal'],
  columns: () => [
    { key: 'code', kind: 'number', width: 8 },
    { key: 'name', kind: 'text', width: 30 },
    { key: 'kanbanStatus', kind: 'text', width: 20 },
    { key: 'situation', kind: 'situation', width: 16 },
    { key: 'startDate', kind: 'date', width: 17 },
    { key: 'endDate', kind: 'date', width: 17 },
    { key: 'checklistDone', kind: 'number', width: 10 },
  ],
  async count(trx, { scope, options }) {
    const r = await reportEvents(trx, scope, options)
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow()
    return Number(r.n)
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
    const labelled = await withLabels(trx, rows, {
      kanbanStatus: { registry: 'kanban-status', id: 'kanbanStatusId' },
    })
    return {
      rows: labelled.map(({ id: _id, ...row }) => row as unknown as Row),
      next: cursorAfter(options, rows, limit),
    }
  },
  async chart(trx, { scope, options, locale }) {
    const rows = await reportEvents(trx, scope, options)
      .select(['event.kanban_status_id as id', sql<string>`count(*)`.as('n')])
      .groupBy('event.kanban_status_id')
      .execute()
    const names = await labelMap(
      trx,
      'kanban-status',
      rows.map((r) => r.id),
    )
    const counts = sumByLabel(
      rows.map((r) => ({ label: r.id === null ? null : (names.get(Number(r.id)) ?? null), n: Number(r.n) })),
    ).sort((a, b) => b.n - a.n)
    return {
      type: options.chartType ?? 'BAR',
      labels: counts.map((c) => c.label ?? '-'),
      series: [{ id: 'events', label: translate(locale, 'report.events'), data: counts.map((c) => c.n) }],
    }
  },
}
