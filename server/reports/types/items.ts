import { sql, type Expression, type SelectQueryBuilder } from 'kysely'
import type { Database } from '../../db/types.js'
import {
  cursorAfter,
  keyset,
  labelMap,
  reportEvents,
  sumByLabel,
  withLabels,
  type EventQuery,
  type LabelFrom,
  type Trx,
  countRows,
} from '../base.js'
import type { RegistryName } from '../../registries/reader.js'
import type { Chart, Column, ReportContext, ReportReader, Row } from '../definition.js'
import { translate } from '../../i18n/translate.js'

type Joined = SelectQueryBuilder<Database, any, any>

/** A report with one row per sub-item of the visible events (equipment, bookings, meals, requesters). */
interface ItemReportSpec {
  /** The item table joined to `event`. */
  join(q: EventQuery): Joined
  /** The item's id column: it orders the rows of one event and ends the keyset cursor. */
  itemId: string
  /** The selected cells beside code, event name and start date. */
  select: Record<string, Expression<unknown>>
  /** Cells that are registry labels: filled from the id the select holds (registries/reader.ts). */
  labels?: Record<string, LabelFrom>
  /** Last touch on a batch of labelled rows (fallbacks, figures from the summary, currencies). */
  finish?(trx: Trx, rows: Record<string, unknown>[]): Promise<Record<string, unknown>[]>
  columns: Column[]
  /** What the chart groups by: the label itself, or a record id of `chartRegistry`. */
  chartLabel: Expression<unknown>
  chartRegistry?: RegistryName
  chartValue: Expression<unknown>
  chartKey: string
  /** The locale prefix of the chart's labels when they are codes (situations). */
  chartWords?: string
  /** A chart reckoned in code rather than SQL (money from the summary); replaces the one above. */
  chart?(trx: Trx, c: ReportContext): Promise<Chart>
}

export function itemReport(spec: ItemReportSpec): ReportReader {
  const joined = (c: ReportContext) => (trx: Parameters<ReportReader['count']>[0]) =>
    spec.join(reportEvents(trx, c.scope, c.options))
  /** The 12 biggest labels; grouped by id then labelled when the label is a registry record's. */
  async function chartCounts(trx: Trx, c: ReportContext) {
    let q = joined(c)(trx)
      .select([sql`${spec.chartLabel}`.as('label'), sql<string>`${spec.chartValue}`.as('n')])
      .groupBy(spec.chartLabel)
      .orderBy(sql`2`, 'desc')
    if (!spec.chartRegistry) q = q.limit(12)
    const rows = (await q.execute()) as { label: unknown; n: string }[]
    if (!spec.chartRegistry) return rows.map((r) => ({ label: r.label as string | null, n: Number(r.n) }))
    const names = await labelMap(
      trx,
      spec.chartRegistry,
      rows.map((r) => r.label),
    )
    const counts = rows.map((r) => ({
      label: r.label === null ? null : (names.get(Number(r.label)) ?? null),
      n: Number(r.n),
    }))
    return sumByLabel(counts)
      .sort((a, b) => b.n - a.n)
      .slice(0, 12)
  }
  return {
    columns: () => [
      { key: 'code', kind: 'number', width: 8 },
      { key: 'name', kind: 'text', width: 28 },
      { key: 'startDate', kind: 'date', width: 17 },
      ...spec.columns,
    ],
    count(trx, c) {
      return countRows(joined(c)(trx))
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
      const labelled = await withLabels(trx, rows, spec.labels ?? {})
      const finished = spec.finish ? await spec.finish(trx, labelled) : labelled
      return {
        rows: finished.map(({ itemId: _item, ...r }) => ({ code: r.id, ...r }) as unknown as Row),
        next: cursorAfter(c.options, rows, limit),
      }
    },
    async chart(trx, c): Promise<Chart> {
      if (spec.chart) return spec.chart(trx, c)
      const rows = await chartCounts(trx, c)
      const label = (l: string | null) =>
        l === null
          ? translate(c.locale, 'report.notInformed')
          : spec.chartWords
            ? translate(c.locale, `${spec.chartWords}.${l}`)
            : l
      return {
        type: c.options.chartType ?? 'BAR',
        labels: rows.map((r) => label(r.label)),
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
