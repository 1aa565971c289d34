import { sql } from 'kysely'
import { translate } from '../../i18n/translate.js'
import { labelMap, reportEvents, type Trx } from '../base.js'
import { pivot, type Chart, type ReportContext } from '../definition.js'
import type { RegistryName } from '../../registries/reader.js'
import { revenueBy } from '../event-money.js'

/** One panel of the statistics dashboard: a titled chart (the title already translated). */
export interface Panel {
  id: string
  title: string
  chart: Chart
}

type Column = 'event.event_type_id' | 'event.origin_id' | 'event.cancellation_reason_id'

/** Events per record of a registry the event refers to, most first; events without one last. */
async function byReference(
  trx: Trx,
  c: ReportContext,
  column: Column,
  registry: RegistryName,
  only?: string,
) {
  let q = reportEvents(trx, c.scope, c.options)
  if (only) q = q.where('event.situation', '=', only)
  const rows = await q
    .select([sql<number | null>`${sql.ref(column)}`.as('ref'), sql<string>`count(*)`.as('n')])
    .groupBy(column)
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(column)
    .execute()
  const names = await labelMap(
    trx,
    registry,
    rows.map((r) => r.ref),
  )
  const none = translate(c.locale, 'report.notInformed')
  return rows.map((r) => ({
    label: r.ref === null ? none : (names.get(Number(r.ref)) ?? none),
    n: Number(r.n),
  }))
}

const single = (
  type: Chart['type'],
  id: string,
  label: string,
  rows: { label: string; n: number }[],
): Chart => ({
  type,
  labels: rows.map((r) => r.label),
  series: [{ id, label, data: rows.map((r) => r.n) }],
})

/**
 * The statistics report as a dashboard (issue 19): besides its main chart, events per month by
 * situation, expected people per situation, revenue per month (main currency), events per event type and per origin, and
 * cancellations per reason — all over the same events the report reads (options and visibility).
 */
export async function statisticsPanels(
  trx: Trx,
  c: ReportContext,
  perSituation: { situation: string; events: string; people: string }[],
): Promise<Panel[]> {
  const t = (key: string) => translate(c.locale, key)
  const situation = (s: string) => t(`events.situations.${s}`)
  const months = await reportEvents(trx, c.scope, c.options)
    .select([
      sql<string>`to_char(event.start_date, 'YYYY-MM')`.as('label'),
      'event.situation as series',
      sql<string>`count(*)`.as('n'),
    ])
    .groupBy([sql`to_char(event.start_date, 'YYYY-MM')`, 'event.situation'])
    .execute()
  const events = t('report.events')
  const { month } = await revenueBy(trx, c, { month: (e) => e.start_date.slice(0, 7) })
  const revenue = [...month].sort(([a], [b]) => a.localeCompare(b))
  return [
    { id: 'perMonth', title: t('report.panel.perMonth'), chart: pivot('BAR', months, situation) },
    {
      id: 'people',
      title: t('report.panel.people'),
      chart: single(
        'BAR',
        'people',
        t('report.column.people'),
        perSituation.map((r) => ({ label: situation(r.situation), n: Number(r.people) })),
      ),
    },
    {
      id: 'revenue',
      title: t('report.panel.revenue'),
      chart: single(
        'BAR',
        'revenue',
        t('report.column.revenue'),
        revenue.map(([label, n]) => ({ label, n })),
      ),
    },
    {
      id: 'eventType',
      title: t('report.panel.eventType'),
      chart: single('BAR', 'events', events, await byReference(trx, c, 'event.event_type_id', 'event-type')),
    },
    {
      id: 'origin',
      title: t('report.panel.origin'),
      chart: single('PIE', 'events', events, await byReference(trx, c, 'event.origin_id', 'event-origin')),
    },
    {
      id: 'cancellationReason',
      title: t('report.panel.cancellationReason'),
      chart: single(
        'PIE',
        'events',
        events,
        await byReference(trx, c, 'event.cancellation_reason_id', 'cancellation-reason', 'CANCELED'),
      ),
    },
  ]
}
