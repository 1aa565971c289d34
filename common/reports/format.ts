/**
 * How a report's cell reads, the same on the screen (src/custom/reports) and in the PDF
 * (server/reports/writers.ts): numbers and money with Intl in the reader's language, money in the
 * row's currency, dates as the spec's DD/MM/YYYY (HH:mm) in every language, codes as words.
 */
import { monthText, moneyText, numberText, showDate } from '../format.js'

/** A report column as the server answers it (server/reports/definition.ts). */
export interface ReportColumn {
  key: string
  /** `month`: a `YYYY-MM` the server groups by, read as the chart reads it (`dez. de 2026`). */
  kind: 'text' | 'number' | 'money' | 'date' | 'month' | 'situation' | 'boolean'
  width?: number
  /** The locale prefix of an enumeration's words: the cell holds a code (`ACTIVE`). */
  words?: string
  /** Money: the row key holding the row's currency (ISO code, else a symbol); `currency` when unset. */
  currency?: string
  /** Fraction digits of a number (a quotation has 4); none when unset. */
  decimals?: number
  /** Left out of a report run no row of which fills it (the quotation of events all in the main currency). */
  optional?: boolean
}

/** The locale key of a coded cell's word (a situation, a status), or null when the cell is not a code. */
export function wordKey(column: ReportColumn, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  if (column.kind === 'situation') return `events.situations.${String(value)}`
  if (column.kind === 'boolean') return value ? 'report.yes' : 'report.no'
  if (column.words) return `${column.words}.${String(value)}`
  return null
}

/**
 * A cell as a person reads it on the screen and in the PDF. `translate` gives a key's words;
 * `row` gives money its currency.
 */
export function cellText(
  column: ReportColumn,
  value: unknown,
  row: Record<string, unknown>,
  locale: string,
  translate: (key: string) => string,
): string {
  if (value === null || value === undefined || value === '') return ''
  const key = wordKey(column, value)
  if (key) return translate(key)
  switch (column.kind) {
    case 'date':
      return showDate(String(value))
    case 'month':
      return monthText(String(value), locale)
    case 'number':
      return numberText(Number(value), locale, column.decimals)
    case 'money':
      return moneyText(Number(value), locale, row[column.currency ?? 'currency'] as string | null)
    default:
      // A month the column does not mark as one still reads as the chart names it.
      return monthText(String(value), locale)
  }
}
