import { sql } from 'kysely'
import { translate } from '../../i18n/translate.js'
import { labelMap, reportEvents, type Trx } from '../base.js'
import {
  defineReport,
  oncePerContext,
  type ReportContext,
  type ReportReader,
  type Row,
} from '../definition.js'

const dimensions = ['ORIGIN', 'EVENT_TYPE', 'COORDINATOR'] as const
type Dimension = (typeof dimensions)[number]

/**
 * The enquiries of the period — every event starts as one, so the events created in it that the
 * asker may see — each with its first confirmation from the situation history (the
 * audit trail's first `situation` row to CONFIRMED), if any.
 */
function enquiries(trx: Trx, { scope, options: o }: ReportContext) {
  return reportEvents(trx, scope, {
    includeInternal: o.includeInternal,
    dateParameter: 'CREATED_AT',
    startDate: o.startDate,
    endDate: o.endDate,
  })
    .leftJoin('events_user as u', 'u.id', 'event.created_by')
    .select((eb) => [
      'event.origin_id as originId',
      'event.event_type_id as eventTypeId',
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
}

/**
 * Per dimension and group, counted by the database in one pass (grouping sets): enquiries,
 * confirmations and the median wait — a large tenant's year of enquiries is never held whole.
 */
async function groups(trx: Trx, c: ReportContext) {
  // Days from enquiry to first confirmation; null for an enquiry never confirmed (not counted).
  const wait = sql<number>`greatest(0, extract(epoch from (e."confirmedAt" - e."createdAt")) / 86400.0)`
  const rows = await trx
    .selectFrom(enquiries(trx, c).as('e'))
    .select([
      sql<number>`grouping(e."originId")`.as('byOrigin'),
      sql<number>`grouping(e."eventTypeId")`.as('byType'),
      'e.originId',
      'e.eventTypeId',
      'e.coordinator',
      sql<string>`count(*)`.as('enquiries'),
      sql<string>`count(e."confirmedAt")`.as('confirmations'),
      sql<
        string | null
      >`percentile_cont(0.5) within group (order by ${wait}) filter (where e."confirmedAt" is not null)`.as(
        'median',
      ),
    ])
    .groupBy(sql`grouping sets ((e."originId"), (e."eventTypeId"), (e.coordinator))`)
    .execute()
  return rows.map((r) => ({
    dimension: (Number(r.byOrigin) === 0
      ? 'ORIGIN'
      : Number(r.byType) === 0
        ? 'EVENT_TYPE'
        : 'COORDINATOR') as Dimension,
    originId: r.originId,
    eventTypeId: r.eventTypeId,
    coordinator: r.coordinator,
    enquiries: Number(r.enquiries),
    confirmations: Number(r.confirmations),
    medianDays: r.median === null ? null : Math.round(Number(r.median) * 10) / 10,
  }))
}

/**
 * Per dimension (origin, event type, coordinator) and group: enquiries, confirmations, the rate
 * (confirmations per hundred enquiries) and the median days from enquiry to confirmation; groups
 * by enquiries, then by name.
 */
const conversionRows = oncePerContext(async (trx: Trx, c: ReportContext): Promise<Row[]> => {
  const found = await groups(trx, c)
  const origins = await labelMap(
    trx,
    'event-origin',
    found.map((g) => g.originId),
  )
  const types = await labelMap(
    trx,
    'event-type',
    found.map((g) => g.eventTypeId),
  )
  const none = translate(c.locale, 'report.notInformed')
  const label = (id: number | null, names: Map<number, string | null>) =>
    id === null ? none : (names.get(Number(id)) ?? none)
  const nameOf: Record<Dimension, (g: (typeof found)[number]) => string> = {
    ORIGIN: (g) => label(g.originId, origins),
    EVENT_TYPE: (g) => label(g.eventTypeId, types),
    COORDINATOR: (g) => g.coordinator ?? none,
  }
  return dimensions.flatMap((dimension) =>
    found
      .filter((g) => g.dimension === dimension)
      .map((g) => ({ g, group: nameOf[dimension](g) }))
      .sort((x, y) => y.g.enquiries - x.g.enquiries || x.group.localeCompare(y.group))
      .map(({ g, group }) => ({
        dimension,
        group,
        enquiries: g.enquiries,
        confirmations: g.confirmations,
        rate: Math.round((g.confirmations * 1000) / g.enquiries) / 10,
        medianDays: g.medianDays,
      })),
  )
})

/**
 * The conversion report (issue 38): enquiries and confirmations by origin, event type and
 * coordinator, the rate and the median days to confirm. The period is the enquiries' creation
 * date. Chart: enquiries and confirmations per origin.
 */
const conversionReport: ReportReader = {
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

export const report = defineReport({
  type: 'conversion',
  order: 140,
  options: ['startDate', 'endDate', 'chartType', 'includeInternal'],
  reader: conversionReport,
})
