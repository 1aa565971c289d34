/**
 * How a report's cell reads, the same on the screen (src/custom/reports) and in the PDF
 * (server/reports/writers.ts): numbers and money with Intl in the reader's language, money in the
 * row's currency, dates as the spec's DD/MM/YYYY (HH:mm) in every language, codes as words.
 */

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

/** Our locale names as Intl understands them. */
export const intlLocale = (locale: string): string => (locale === 'en-us' ? 'en-US' : locale)

const isIso = (currency: string | null | undefined): currency is string =>
  !!currency && /^[A-Z]{3}$/.test(currency)

/** A number in the reader's language (`1.000` in pt-BR), with the column's fraction digits. */
export function numberText(value: number, locale: string, decimals = 0): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: Math.max(decimals, Number.isInteger(value) ? 0 : 2),
  }).format(value)
}

/**
 * The symbol money of this currency is shown with: the reader's language's (`R$` for BRL, `US$` in
 * pt-BR for USD), else the narrow one where the language only knows the code (`R$`, not `BRL`, in
 * es); a row currency that is no ISO code is its own symbol.
 */
export function currencySymbol(currency: string | null | undefined, locale: string): string {
  if (!isIso(currency)) return currency ?? ''
  const symbol = (display: 'symbol' | 'narrowSymbol') =>
    new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency, currencyDisplay: display })
      .formatToParts(0)
      .find((p) => p.type === 'currency')?.value ?? currency
  try {
    const own = symbol('symbol')
    return own === currency ? symbol('narrowSymbol') : own
  } catch {
    // An ISO-looking code Intl does not know: shown as it is.
    return currency
  }
}

/**
 * Money as the whole app writes it (issue 49: one formatter for every screen and file): the
 * currency's symbol, a space and the amount with two places in the reader's language —
 * `R$ 2.200,00` in pt-BR and es, `R$ 2,200.00` in en-us; no symbol when the row has no currency.
 */
export function moneyText(value: number, locale: string, currency: string | null | undefined): string {
  const n = numberText(value, locale, 2)
  const symbol = currencySymbol(currency, locale)
  return symbol ? `${symbol} ${n}` : n
}

/** A `YYYY-MM` month as the charts name it (`dez. de 2026`, `Dec 2026`); anything else as it came. */
export function monthText(value: string, locale: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(value)
  if (!m) return value
  return new Intl.DateTimeFormat(intlLocale(locale), {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)))
}

/** `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm(:ss)` → `DD/MM/YYYY` or `DD/MM/YYYY HH:mm`; anything else as it came. */
export function dateText(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2})?)?$/.exec(value)
  if (!m) return value
  return `${m[3]}/${m[2]}/${m[1]}${m[4] === undefined ? '' : ` ${m[4]}:${m[5]}`}`
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
      return dateText(String(value))
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
