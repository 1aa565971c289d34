import { sql, type Expression, type SelectQueryBuilder } from 'kysely'
import type { Database } from '../../db/types.js'
import { cursorAfter, keyset, reportEvents, type EventQuery } from '../base.js'
import type { Chart, Column, ReportContext, ReportDefinition, Row } from '../definition.js'
import { translate } from '../../i18n/translate.js'

type Joined = SelectQueryBuilder<Database, any, any>

/** A report with one row per sub-item of the visible events (equipment, bookings, meals, requesters). */
interface ItemReportSpec {
  type: string
  feature: string
  /** The item table joined to `event` (and whatever labels it needs). */
  join(q: EventQuery): Joined
  /** The item's id column: it orders the rows of one event and ends the keyset cursor. */
  itemId: string
  /** The selected cells beside code, event name and start date. */
  select: Record<string, Expression<unknown>>
  columns: Column[]
  /** What the chart counts per label (the label is an expression of the joined row). */
  chartLabel: Expression<string | null>
  chartValue: Expression<unknown>
  chartKey: string
}

export function itemReport(spec: ItemReportSpec): ReportDefinition {
  const joined = (c: ReportContext) => (trx: Parameters<ReportDefinition['count']>[0]) =>
    spec.join(reportEvents(trx, c.scope, c.options))
  return {
    type: spec.type,
    feature: spec.feature,
    options: [
      'startDate',
      'endDate',
      'dateParameter',
      'orderBy',
      'chartType',
      'waitlistOnly',
      'includeInternal',
    ],
    columns: () => [
      { key: 'code', kind: 'number', width: 8 },
      { key: 'name', kind: 'text', width: 28 },
      { key: 'startDate', kind: 'date', width: 17 },
      ...spec.columns,
    ],
    async count(trx, c) {
      const r = await joined(c)(trx)
        .select(sql<string>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
      return Number(r.n)
    },
    async batch(trx, c, after, limit) {
      const cells = Object.entries(spec.select).map(([k, e]) => sql`${e}`.as(k))
      const rows = (await keyset(
        joined(c)(trx).select([
          'event.id',
          'event.name',
          'event.start_date as startDate',
          sql.ref(spec.itemId).as('itemId'),
          ...cells,
        ]),
        c.options,
        after,
        limit,
        spec.itemId,
      ).execute()) as { id: number; startDate: string; itemId: number }[]
      return {
        rows: rows.map(({ itemId: _item, ...r }) => ({ code: r.id, ...r }) as unknown as Row),
        next: cursorAfter(c.options, rows, limit),
      }
    },
    async chart(trx, c): Promise<Chart> {
      const rows = (await joined(c)(trx)
        .select([sql`${spec.chartLabel}`.as('label'), sql<string>`${spec.chartValue}`.as('n')])
        .groupBy(spec.chartLabel)
        .orderBy(sql`2`, 'desc')
        .limit(12)
        .execute()) as { label: string | null; n: string }[]
      return {
        type: c.options.chartType ?? 'BAR',
        labels: rows.map((r) => r.label ?? '-'),
        series: [
          {
            id: spec.chartKey,
            label: translate(c.locale, `report.column.${spec.chartKey}`),
            data: rows.map((r) => Number(r.n)),
          },
        ],
      }
    },
  }
}

/** A jsonb field of an item kept whole (meals): `<alias>.data->>'<field>'`. */
export const field = (alias: string, name: string) =>
  sql<string | null>`${sql.ref(`${alias}.data`)}->>${name}`
