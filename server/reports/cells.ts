import { currencySymbol } from '../../common/format.js'
import { cellText, wordKey } from '../../common/reports/format.js'
import { translate, type Locale } from '../i18n/translate.js'
import type { Cell, Column, Row } from './definition.js'

/** A report repeats a handful of words (situations, yes/no) on every row: each is looked up once. */
const words = new Map<string, string>()
function word(locale: Locale, key: string) {
  const id = `${locale}:${key}`
  let text = words.get(id)
  if (text === undefined) words.set(id, (text = translate(locale, key)))
  return text
}

/**
 * OWASP "CSV Injection": a spreadsheet evaluates a cell that starts with one of these as a formula
 * (`=HYPERLINK(…)`, `+cmd|…`, `@SUM(…)`, `-2+3+cmd|…`). Staff type event names, so every text cell
 * of a CSV is checked.
 */
const FORMULA_START = /^[=+\-@\t\r]/

/** A text as plain text to a spreadsheet: a leading apostrophe, as OWASP recommends. */
export const neutralised = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text)

/**
 * How a CSV is written for a reader's language (issue 49): a spreadsheet set to Portuguese or
 * Spanish splits a line at `;` and reads `19500,00` as a number (with `,` and `19500.00` every money
 * column is text); English keeps RFC 4180 as is, `,` and `19500.00`.
 */
export interface CsvDialect {
  separator: ',' | ';'
  decimal: '.' | ','
}
export const csvDialect = (locale: Locale): CsvDialect =>
  locale === 'en-us' ? { separator: ',', decimal: '.' } : { separator: ';', decimal: ',' }

/** RFC 4180: a field with a quote, the separator or a line break (or a neutralised one) is quoted, quotes doubled. */
export function csvField(text: string, separator: CsvDialect['separator'] = ','): string {
  const quoted = /["\r\n\t]/.test(text) || text.includes(separator) || text.startsWith("'")
  return quoted ? `"${text.replace(/"/g, '""')}"` : text
}

/**
 * A CSV cell: words in the reader's language, dates as `YYYY-MM-DD HH:mm:ss` (what every
 * spreadsheet reads as a date whatever its language; the seconds a time holds are kept), numbers
 * with the dialect's decimal mark and no grouping, text neutralised. Numbers we write ourselves are
 * never neutralised: `-15,5` is a refund, not a formula.
 */
export function csvText(locale: Locale, column: Column, value: Cell, dialect = csvDialect(locale)): string {
  if (value === null || value === undefined) return ''
  const key = wordKey(column, value)
  if (key) return neutralised(word(locale, key))
  const figure = (text: string) => (dialect.decimal === ',' ? text.replace('.', ',') : text)
  switch (column.kind) {
    case 'date':
      return String(value).replace('T', ' ').slice(0, 19)
    case 'money':
      return figure(Number(value).toFixed(2))
    case 'number':
      return figure(String(Number(value)))
    default:
      return neutralised(String(value))
  }
}

/** The same as the screen shows it (common/reports/format.ts), for the PDF. */
export const pdfText = (locale: Locale, column: Column, value: Cell, row: Row) =>
  cellText(column, value, row, locale, (key) => word(locale, key))

/** A wire date (`YYYY-MM-DD[THH:mm:ss]`, local time) as the spreadsheet's date: its wall clock in UTC. */
export function wireToDate(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value)
  if (!m) return null
  const [y, mo, d, h, mi, s] = m.slice(1).map((x) => Number(x ?? 0))
  // exceljs writes a Date as its UTC serial, so the UTC fields carry the local wall clock as is.
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s))
}

/** The spreadsheet's value of a cell and its number format (null: text, no format). */
export function xlsxCell(
  locale: Locale,
  column: Column,
  value: Cell,
  row: Row,
): { value: string | number | Date | null; numFmt: string | null } {
  if (value === null || value === undefined) return { value: null, numFmt: null }
  const key = wordKey(column, value)
  if (key) return { value: word(locale, key), numFmt: null }
  switch (column.kind) {
    case 'date': {
      const text = String(value)
      const date = wireToDate(text)
      if (!date) return { value: text, numFmt: null }
      return { value: date, numFmt: text.length > 10 ? 'dd/mm/yyyy hh:mm' : 'dd/mm/yyyy' }
    }
    case 'money': {
      const symbol = currencySymbol(row[column.currency ?? 'currency'] as string | null, locale)
      const quoted = symbol ? `"${symbol.replace(/"/g, '')} "` : ''
      return { value: Number(value), numFmt: `${quoted}#,##0.00` }
    }
    case 'number': {
      const n = Number(value)
      const decimals = column.decimals ?? (Number.isInteger(n) ? 0 : 2)
      return { value: n, numFmt: decimals ? `#,##0.${'0'.repeat(decimals)}` : '#,##0' }
    }
    default:
      // exceljs writes a string as a string, never a formula: text stays text in the XLSX. A month
      // stays `YYYY-MM`, as the CSV keeps it: it sorts and filters as the spreadsheet's own text.
      return { value: String(value), numFmt: null }
  }
}
