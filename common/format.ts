/**
 * How numbers, money and dates read, the one home for both sides (issue 50: once spelled in
 * server/i18n, src/i18n and common/reports): the screens, the documents, the mails, the audit and
 * the report files all format here. Numbers and money use Intl in the reader's language; dates are
 * the spec's DD/MM/YYYY (HH:mm) in every language (platform.md §9), sent as the wire's
 * YYYY-MM-DD and YYYY-MM-DDTHH:mm:ss (common/wire-dates.ts).
 */
import { isWireDay } from './wire-dates.js'

/** Our locale names as Intl understands them. */
export const intlLocale = (locale: string): string => (locale === 'en-us' ? 'en-US' : locale)

const isNumber = (value: unknown): value is number => typeof value === 'number' && !Number.isNaN(value)

/** A number in the reader's language; `digits` fixes the fraction digits, else Intl's default. */
export function formatNumber(value: unknown, locale: string, digits?: number): string {
  if (!isNumber(value)) return ''
  return new Intl.NumberFormat(
    intlLocale(locale),
    digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits },
  ).format(value)
}

/** A report cell's number (`1.000` in pt-BR): at least `decimals` places, two when it has a fraction. */
export function numberText(value: number, locale: string, decimals = 0): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: Math.max(decimals, Number.isInteger(value) ? 0 : 2),
  }).format(value)
}

/** A share in the reader's language (`73,3%` in pt-BR, `73.3%` in en-us), from a number of hundredths. */
export function formatPercent(value: number, locale: string, digits = 1): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'percent',
    maximumFractionDigits: digits,
  }).format(value / 100)
}

/** Reads a number typed in the person's format (`1.234,56` in pt-BR); null when it is not one. */
export function parseNumber(text: string, locale: string): number | null {
  const parts = new Intl.NumberFormat(intlLocale(locale)).formatToParts(12345.6)
  const group = parts.find((p) => p.type === 'group')?.value ?? ','
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.'
  const plain = text.trim().split(group).join('').replace(/\s/g, '').replace(decimal, '.')
  if (!plain || !/^-?\d*\.?\d*$/.test(plain) || plain === '-' || plain === '.') return null
  return Number(plain)
}

const isIso = (currency: string | null | undefined): currency is string =>
  !!currency && /^[A-Z]{3}$/.test(currency)

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

/** `moneyText` for a value that may be missing (a screen's cell): '' when it is no number. */
export function formatMoney(
  value: unknown,
  locale: string,
  currency: string | null | undefined = 'BRL',
): string {
  return isNumber(value) ? moneyText(value, locale, currency) : ''
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

export const DATE_SHOWN = 'DD/MM/YYYY'
export const DATE_TIME_SHOWN = 'DD/MM/YYYY HH:mm'

const WIRE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/

/**
 * A wire date as a person reads it: `YYYY-MM-DD` → `DD/MM/YYYY`, `YYYY-MM-DDTHH:mm(:ss)` →
 * `DD/MM/YYYY HH:mm`. `time` says which shape is expected (true: a date-time, false: a day),
 * unset takes either. Anything else, or no real calendar date, is shown as it came.
 */
export function showDate(value: unknown, time?: boolean): string {
  if (typeof value !== 'string' || !value) return ''
  const m = WIRE_SHAPE.exec(value)
  if (!m || !isWireDay(`${m[1]}-${m[2]}-${m[3]}`)) return value
  const hasTime = m[4] !== undefined
  if (time !== undefined && time !== hasTime) return value
  if (hasTime && (Number(m[4]) > 23 || Number(m[5]) > 59)) return value
  return `${m[3]}/${m[2]}/${m[1]}${hasTime ? ` ${m[4]}:${m[5]}` : ''}`
}

/** Typed `DD/MM/YYYY` (or `DD/MM/YYYY HH:mm`) → the wire's value, or null when it is no whole real date. */
export function parseShownDate(text: string, time = false): string | null {
  const m = (time ? /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/ : /^(\d{2})\/(\d{2})\/(\d{4})$/).exec(
    text.trim(),
  )
  if (!m) return null
  const day = `${m[3]}-${m[2]}-${m[1]}`
  if (!isWireDay(day)) return null
  if (!time) return day
  if (Number(m[4]) > 23 || Number(m[5]) > 59) return null
  return `${day}T${m[4]}:${m[5]}:00`
}

/**
 * Inserts the separators while the person types digits (`25122026` → `25/12/2026`), so the
 * field accepts typing without a mask library.
 */
export function maskDate(text: string, time = false): string {
  const digits = text.replace(/\D/g, '').slice(0, time ? 12 : 8)
  const seps = ['', '', '/', '', '/', '', '', '', ' ', '', ':', '']
  let out = ''
  for (let i = 0; i < digits.length; i++) out += (i > 0 ? seps[i] : '') + digits[i]
  return out
}
