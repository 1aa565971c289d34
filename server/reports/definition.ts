import type { ReportColumn } from '../../common/reports/format.js'
import type { Locale } from '../i18n/translate.js'
import type { Cursor, Trx } from './base.js'
import type { ReportOption } from '../../common/reports/options.js'
import type { ReportOptions, ReportScope } from './options.js'

export type Cell = string | number | boolean | null
export type Row = Record<string, Cell>

/**
 * A column of the file and the preview; its title is the locale key `report.column.<key>`, its
 * `width` the relative width in the PDF and the spreadsheet (characters). One shape for the server
 * and the screen (common/reports/format.ts).
 */
export type Column = ReportColumn

/** A chart of the whole result: one label per point, one or more series (already translated). */
export interface Chart {
  type: 'BAR' | 'LINE' | 'PIE'
  labels: string[]
  series: { id: string; label: string; data: number[] }[]
}

export interface ReportContext {
  scope: ReportScope
  options: ReportOptions
  locale: Locale
}

/**
 * How one report of event-domain.md §2 reads: its columns, and its rows in batches (keyset: `next`
 * is where the following batch starts, null at the end) so the file is written without holding
 * every row. Its name and options are beside it in its file's `defineReport` (below).
 */
export interface ReportReader {
  columns(options: ReportOptions): Column[]
  count(trx: Trx, ctx: ReportContext): Promise<number>
  batch(
    trx: Trx,
    ctx: ReportContext,
    after: Cursor | null,
    limit: number,
  ): Promise<{ rows: Row[]; next: Cursor | null }>
  chart(trx: Trx, ctx: ReportContext): Promise<Chart>
  /**
   * The `optional` columns some row of this run fills, when the reader knows it cheaper than by
   * reading its rows (run-columns.ts reads them otherwise).
   */
  filledOptional?(trx: Trx, ctx: ReportContext): Promise<ReadonlySet<string>>
  /** More charts shown beside the main one (the statistics report is a dashboard of them). */
  panels?(trx: Trx, ctx: ReportContext): Promise<{ id: string; title: string; chart: Chart }[]>
}

/**
 * A report, as its one file `types/<type>.ts` exports it: `export const report = defineReport({…})`.
 * `npm run generate` reads `type`, `order` and `options` from the file's text
 * (scripts/lib/report-catalogue.ts) and writes the catalogue both sides read
 * (common/generated/reports.ts, behind common/reports/catalogue.ts) and the server's list of the
 * files (reports/generated/definitions.ts): so they are literals, the options a list of names or
 * one list imported from common/ (`eventList`).
 */
export interface ReportEntry<T extends string = string> {
  /** Its route name, the file's name: `/events/report/<type>`, screen `report/<type>`, feature `REPORT_<TYPE>`. */
  type: T
  /** Its place in the reports menu and in the permission editor's report group, lower first. */
  order: number
  /** The §4 options that change it: its page shows these fields. */
  options: readonly ReportOption[]
  reader: ReportReader
}

/** Keeps `type` a literal, so the generated list of definitions is checked against `ReportType`. */
export const defineReport = <const T extends string>(entry: ReportEntry<T>): ReportEntry<T> => entry

/** A report as the routes and the job use it: its reader and its catalogue entry. */
export interface ReportDefinition extends ReportReader {
  type: string
  feature: string
  /** The §4 options that change this report (the page shows these). */
  options: readonly (keyof ReportOptions)[]
}

/** A chart whose series are situations by month: rows of `{label, series, n}`. */
export function pivot(
  type: Chart['type'],
  rows: { label: string; series: string; n: number | string }[],
  seriesLabel: (id: string) => string,
): Chart {
  const labels = [...new Set(rows.map((r) => r.label))].sort()
  const ids = [...new Set(rows.map((r) => r.series))].sort()
  const series = ids.map((id) => ({
    id,
    label: seriesLabel(id),
    data: labels.map((l) => Number(rows.find((r) => r.label === l && r.series === id)?.n ?? 0)),
  }))
  return { type, labels, series }
}

/**
 * A report whose rows are worked out whole (a few dozen months or groups, or a day's lost
 * business): read once per request or file — its count, batches, chart and panels share one
 * reading of one context instead of each asking the database again.
 */
export function oncePerContext<T>(compute: (trx: Trx, c: ReportContext) => Promise<T>) {
  const done = new WeakMap<ReportContext, Promise<T>>()
  return (trx: Trx, c: ReportContext) => {
    let found = done.get(c)
    if (!found) done.set(c, (found = compute(trx, c)))
    return found
  }
}
