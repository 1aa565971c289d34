import type { Chart } from './types'

/**
 * Series colours that stay apart for colour-blind readers (Okabe–Ito, black left out) and on the
 * white card; a chart never has more than these, since the smallest series are summed into
 * "others" (grey).
 */
export const SERIES_COLORS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442']
export const OTHERS_COLOR = '#9E9E9E'

/** The largest series kept by name; the rest become one "others" series. */
const KEPT = 5
/** More labels than this on a single-series bar chart (rooms, reasons): bars lie down, every name shown. */
const LYING = 6

export interface ShapedSeries {
  id: string
  label: string
  data: number[]
  color: string
}

const total = (s: { data: number[] }) => s.data.reduce((sum, n) => sum + (n ?? 0), 0)

/**
 * The series as a chart can show them: at most five by name (the largest) and "others" for the
 * rest, each in a colour of its own. Two reasons in one blue or eight hairline bars per month do
 * not read (issue 49).
 */
export function shapeSeries(chart: Chart, othersLabel: string): ShapedSeries[] {
  let series = chart.series
  if (series.length > KEPT + 1) {
    const ranked = [...series].sort((a, b) => total(b) - total(a))
    const kept = new Set(ranked.slice(0, KEPT).map((s) => s.id))
    const rest = series.filter((s) => !kept.has(s.id))
    series = [
      ...series.filter((s) => kept.has(s.id)),
      {
        id: '__others',
        label: othersLabel,
        data: chart.labels.map((_, i) => rest.reduce((sum, s) => sum + (s.data[i] ?? 0), 0)),
      },
    ]
  }
  return series.map((s, i) => ({
    id: s.id,
    label: s.label,
    data: s.data,
    color: s.id === '__others' ? OTHERS_COLOR : SERIES_COLORS[i % SERIES_COLORS.length],
  }))
}

/**
 * Bars of more than two series are parts of their label's whole (situations, reasons, cost
 * groups): stacked, one bar per month instead of a comb. Two series are compared (this year and
 * last, enquiries and confirmations): side by side.
 */
export const stacked = (series: readonly unknown[]) => series.length > 2

/** Many named bars (lost by room) lie down so each keeps its name; months stay upright. */
export const lying = (chart: Chart) =>
  chart.series.length === 1 &&
  chart.labels.length > LYING &&
  !chart.labels.every((l) => /^\d{4}-\d{2}$/.test(l))
