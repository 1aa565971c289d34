import { sql } from 'kysely'
import { translate } from '../../i18n/translate.js'
import { labelMap, reportEvents, type Trx } from '../base.js'
import type { ReportContext, ReportDefinition, Row } from '../definition.js'

const DAY_MS = 86_400_000
const dimensions = ['ORIGIN', 'EVENT_TYPE', 'COORDINATOR'] as const
type Dimension = (typeof dimensions)[number]

/**
 * The enquiries of the period — every event starts as one, so the events created in it that the
 * asker may see — each with its first confirmation from the situation history (the audit trail's
 * first `situation` row to CONFIRMED), if any.
 */
async function enquiries(trx: Trx, { scope, options: o }: ReportContext) {
  return reportEvents(trx, scope, {
    includeInternal: o.includeInternal,
    dateParameter: 'CREATED_AT',
    startDate: o.startDate,
    endDate: o.endDate,
  })
    .leftJoin('events_user as u', 'u.id', 'event.created_by')
    .select((eb) => [
      'event.id',
      'event.origin_id as originId',
      'event.event_type_id as eventTypeId',
      'event.created_by as createdBy',
      'u.email as coordinator',
      'event.created_at as createdAt',
      eb
        .selectFrom('event_audit as a')
        .select(sql<string>`min(a.date_hour)`.as('first'))
        .whereRef('a.event_id', '=', 'event.id')
        .where('a.origin', '=', 'event')
        .where('a.field', '=', 'situation')
        .where('a.to_value', '=', 'CONFIRMED')
        .as('confirmedAt'),
    ])
    .execute()
}

const median = (values: number[]) => {
  if (!values.length) return null
  const s = [...values].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  const m = s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2
  return Math.round(m * 10) / 10
}
const days = (from: string, to: string) => (Date.parse(`${to}Z`) - Date.parse(`${from}Z`)) / DAY_MS

/**
 * Per dimension (origin, event type, coordinator) and group: enquiries, confirmations, the rate
 * (confirmations per hundred enquiries) and the median days from enquiry to confirmation.
 */
async function conversionRows(trx: Trx, c: ReportContext): Promise<Row[]> {
  const events = await enquiries(trx, c)
  const origins = await labelMap(
    trx,
    'event-origin',
    events.map((e) => e.originId),
  )
  const types = await labelMap(
    trx,
    'event-type',
    events.map((e) => e.eventTypeId),
  )
  const none = translate(c.locale, 'report.notInformed')
  const groupOf: Record<Dimension, (e: (typeof events)[number]) => string> = {
    ORIGIN: (e) => (e.originId === null ? none : (origins.get(Number(e.originId)) ?? none)),
    EVENT_TYPE: (e) => (e.eventTypeId === null ? none : (types.get(Number(e.eventTypeId)) ?? none)),
    COORDINATOR: (e) => e.coordinator ?? none,
  }
  const rows: Row[] = []
  for (const dimension of dimensions) {
    const groups = new Map<string, { enquiries: number; waits: number[] }>()
    for (const e of events) {
      const key = groupOf[dimension](e)
      const g = groups.get(key) ?? { enquiries: 0, waits: [] }
      g.enquiries += 1
      if (e.confirmedAt) g.waits.push(Math.max(0, days(e.createdAt, e.confirmedAt)))
      groups.set(key, g)
    }
    const ordered = [...groups].sort(([a, x], [b, y]) => y.enquiries - x.enquiries || a.localeCompare(b))
    for (const [group, g] of ordered)
      rows.push({
        dimension,
        group,
        enquiries: g.enquiries,
        confirmations: g.waits.length,
        rate: Math.round((g.waits.length * 1000) / g.enquiries) / 10,
        medianDays: median(g.waits),
      })
  }
  return rows
}

/**
 * The conversion report (issue 38): enquiries and confirmations by origin, event type and
 * coordinator, the rate and the median days to confirm. The period is the enquiries' creation
 * date. Chart: enquiries and confirmations per origin.
 */
export const conversionReport: ReportDefinition = {
  type: 'conversion',
  feature: 'REPORT_CONVERSION',
  options: ['startDate', 'endDate', 'chartType', 'includeInternal'],
  columns: () => [
    { key: 'dimension', kind: 'text', width: 16, words: 'report.dimension' },
    { key: 'group', kind: 'text', width: 28 },
    { key: 'enquiries', kind: 'number', width: 10 },
    { key: 'confirmations', kind: 'number', width: 12 },
    { key: 'rate', kind: 'number', width: 10, decimals: 1 },
    { key: 'medianDays', kind: 'number', width: 18, decimals: 1 },
  ],
  async count(trx, c) {
    return (await conversionRows(trx, c)).length
  },
  async batch(trx, c, after, limit) {
    const start = after ? Number(after.key) : 0
    const rows = (await conversionRows(trx, c)).slice(start, start + limit)
    return { rows, next: rows.length === limit ? { key: start + limit, id: start + limit } : null }
  },
  async chart(trx, c) {
    const rows = (await conversionRows(trx, c)).filter((r) => r.dimension === 'ORIGIN')
    return {
      type: c.options.chartType ?? 'BAR',
      labels: rows.map((r) => String(r.group)),
      series: (['enquiries', 'confirmations'] as const).map((id) => ({
        id,
        label: translate(c.locale, `report.column.${id}`),
        data: rows.map((r) => Number(r[id])),
      })),
    }
  },
}
