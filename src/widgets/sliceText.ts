import { formatPercent } from '../../common/format'

/**
 * A pie slice in words, for its legend and for screen readers: its name, its value and its share
 * in the reader's language (`Confirmado: 9 · 75%`). A pie without values reads only as "more" or
 * "less" (issue 49); the dashboard's and the reports' pies say it the same way.
 */
export function sliceText(label: string, valueText: string, value: number, total: number, locale: string) {
  const share = total > 0 ? formatPercent((value * 100) / total, locale) : formatPercent(0, locale)
  return `${label}: ${valueText} · ${share}`
}
