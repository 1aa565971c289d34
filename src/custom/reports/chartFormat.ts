import { intlLocale, monthText, numberText } from '../../../common/format'

/**
 * How a chart writes its numbers and labels in the person's language: a value in full (`1.000`
 * in pt-BR), an axis tick compact (`250 mil`, `250K`) so it fits, and a month label (`2026-06`,
 * as the server groups them) as the month's name (`jun. de 2026`, `Jun 2026`), as the table writes it.
 */
export function chartFormat(locale: string) {
  const compact = new Intl.NumberFormat(intlLocale(locale), { notation: 'compact', maximumFractionDigits: 1 })
  return {
    full: (v: number) => numberText(v, locale),
    tick: (v: number) => (Math.abs(v) >= 10_000 ? compact.format(v) : numberText(v, locale)),
    label: (l: string) => monthText(l, locale),
  }
}
