import type { Chart, ReportData } from './types'

export const DIMENSIONS = ['ORIGIN', 'EVENT_TYPE', 'COORDINATOR'] as const
export type Dimension = (typeof DIMENSIONS)[number]

/**
 * The conversion report's chart grouped by the dimension the reader chose. The server's chart is
 * by origin only, but its rows already hold every dimension's groups (origin, event type,
 * coordinator), so the other charts are drawn from them without asking again.
 */
export function conversionChart(
  data: ReportData,
  dimension: Dimension,
  label: (key: string) => string,
): Chart {
  if (dimension === 'ORIGIN') return data.chart
  const rows = data.rows.filter((r) => r.dimension === dimension)
  return {
    type: data.chart.type,
    labels: rows.map((r) => String(r.group ?? '')),
    series: (['enquiries', 'confirmations'] as const).map((id) => ({
      id,
      label: label(`report.column.${id}`),
      data: rows.map((r) => Number(r[id] ?? 0)),
    })),
  }
}
