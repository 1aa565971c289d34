import { sql } from 'kysely'
import { translate } from '../../i18n/translate.js'
import {
  cursorAfter,
  keyset,
  labelMap,
  monthOf,
  reportEvents,
  sumByLabel,
  withLabels,
  type Trx,
  countRows,
} from '../base.js'
import { defineReport, type Column, type ReportContext, type ReportReader, type Row } from '../definition.js'
import { withClient } from '../rows.js'

/** The canceled events the asker may see (nothing when they may not see canceled ones). */
const canceled = (trx: Trx, { scope, options }: ReportContext) =>
  reportEvents(trx, scope, options).where('event.situation', '=', 'CANCELED')

/**
 * The cancellation report: canceled events with when they were canceled; with "show cancellation
 * reasons" also the reason and its note. Chart: cancellations by reason (with reasons) or by month.
 */
const cancellationReport: ReportReader = {
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
  count(trx, c) {
    return countRows(canceled(trx, c))
  },
  async batch(trx, c, after, limit) {
    const rows = await keyset(
      canceled(trx, c).select([
        'event.id',
        'event.name',
        'event.customer_id as customerId',
        'event.client_name as clientName',
        'event.start_date as startDate',
        'event.end_date as endDate',
        'event.canceled_at as canceledAt',
        'event.cancellation_reason_id as reasonId',
        'event.cancellation_observation as cancellationObservation',
      ]),
      c.options,
      after,
      limit,
    ).execute()
    const labelled = await withLabels(trx, await withClient(trx, rows), {
      reason: { registry: 'cancellation-reason', id: 'reasonId' },
    })
    return {
      rows: labelled.map((r) => ({ code: r.id, ...r }) as unknown as Row),
      next: cursorAfter(c.options, rows, limit),
    }
  },
  async chart(trx, c) {
    const type = c.options.chartType ?? 'BAR'
    const counts = c.options.showCancellationReasons ? await byReason(trx, c) : await byMonth(trx, c)
    const name = translate(c.locale, 'report.column.canceled')
    return {
      type,
      labels: counts.map((r) => r.label ?? translate(c.locale, 'report.noReason')),
      series: [{ id: 'CANCELED', label: name, data: counts.map((r) => r.n) }],
    }
  },
}

type Count = { label: string | null; n: number }

async function byMonth(trx: Trx, c: ReportContext): Promise<Count[]> {
  const month = monthOf('event.canceled_at')
  const rows = await canceled(trx, c)
    .select([month.as('label'), sql<string>`count(*)`.as('n')])
    .groupBy(month)
    .orderBy(month)
    .execute()
  return rows.map((r) => ({ label: r.label, n: Number(r.n) }))
}

/** Counts per reason id, then per reason label (reasons sharing a name are one bar), by label, no reason last. */
async function byReason(trx: Trx, c: ReportContext): Promise<Count[]> {
  const rows = await canceled(trx, c)
    .select(['event.cancellation_reason_id as id', sql<string>`count(*)`.as('n')])
    .groupBy('event.cancellation_reason_id')
    .execute()
  const names = await labelMap(
    trx,
    'cancellation-reason',
    rows.map((r) => r.id),
  )
  return sumByLabel(
    rows.map((r) => ({ label: r.id === null ? null : (names.get(Number(r.id)) ?? null), n: Number(r.n) })),
  ).sort((a, b) =>
    a.label === b.label ? 0 : a.label === null ? 1 : b.label === null ? -1 : a.label < b.label ? -1 : 1,
  )
}

export const report = defineReport({
  type: 'cancellation',
  order: 30,
  options: [
    'startDate',
    'endDate',
    'dateParameter',
    'orderBy',
    'chartType',
    'showCancellationReasons',
    'includeInternal',
  ],
  reader: cancellationReport,
})
