import { sql } from 'kysely'
import { translate } from '../../i18n/translate.js'
import { cursorAfter, keyset, monthOf, registryName, reportEvents, type Trx } from '../base.js'
import type { Column, ReportContext, ReportDefinition, Row } from '../definition.js'

/** The canceled events the asker may see (nothing when they may not see canceled ones). */
const canceled = (trx: Trx, { scope, options }: ReportContext) =>
  reportEvents(trx, scope, options).where('event.situation', '=', 'CANCELED')

/**
 * The cancellation report: canceled events with when they were canceled; with "show cancellation
 * reasons" also the reason and its note. Chart: cancellations by reason (with reasons) or by month.
 */
export const cancellationReport: ReportDefinition = {
  type: 'cancellation',
  feature: 'REPORT_CANCELLATION',
  options: [
    'startDate',
    'endDate',
    'dateParameter',
    'orderBy',
    'chartType',
    'showCancellationReasons',
    'includeInternal',
  ],
  columns: (o) => [
    { key: 'code', kind: 'number', width: 8 },
    { key: 'name', kind: 'text', width: 30 },
    { key: 'client', kind: 'text', width: 24 },
    { key: 'startDate', kind: 'date', width: 17 },
    { key: 'endDate', kind: 'date', width: 17 },
    { key: 'canceledAt', kind: 'date', width: 17 },
    ...((o.showCancellationReasons
      ? [
          { key: 'reason', kind: 'text', width: 22 },
          { key: 'cancellationObservation', kind: 'text', width: 30 },
        ]
      : []) as Column[]),
  ],
  async count(trx, c) {
    const r = await canceled(trx, c)
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow()
    return Number(r.n)
  },
  async batch(trx, c, after, limit) {
    const rows = await keyset(
      canceled(trx, c)
        .leftJoin('registry_record as cr', 'cr.id', 'event.cancellation_reason_id')
        .select([
          'event.id',
          'event.name',
          'event.client_name as client',
          'event.start_date as startDate',
          'event.end_date as endDate',
          'event.canceled_at as canceledAt',
          registryName('cr').as('reason'),
          'event.cancellation_observation as cancellationObservation',
        ]),
      c.options,
      after,
      limit,
    ).execute()
    return {
      rows: rows.map((r) => ({ code: r.id, ...r }) as unknown as Row),
      next: cursorAfter(c.options, rows, limit),
    }
  },
  async chart(trx, c) {
    const type = c.options.chartType ?? 'BAR'
    const label = c.options.showCancellationReasons
      ? sql<string | null>`cr.data->>'name'`
      : monthOf('event.canceled_at')
    const rows = await canceled(trx, c)
      .leftJoin('registry_record as cr', 'cr.id', 'event.cancellation_reason_id')
      .select([label.as('label'), sql<string>`count(*)`.as('n')])
      .groupBy(label)
      .orderBy(label)
      .execute()
    const name = translate(c.locale, 'report.column.canceled')
    return {
      type,
      labels: rows.map((r) => r.label ?? translate(c.locale, 'report.noReason')),
      series: [{ id: 'CANCELED', label: name, data: rows.map((r) => Number(r.n)) }],
    }
  },
}
