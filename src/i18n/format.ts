/**
 * Display and wire formats (spec §9): dates shown DD/MM/YYYY and DD/MM/YYYY HH:mm, sent as
 * YYYY-MM-DD and YYYY-MM-DDTHH:mm:ss; numbers and money in the person's language.
 */
import dayjs from 'dayjs'
import customParseFormat from 'dayjs/plugin/customParseFormat'
import { moneyText } from '../../common/reports/format'

dayjs.extend(customParseFormat)

export const DATE_SHOWN = 'DD/MM/YYYY'
export const DATE_TIME_SHOWN = 'DD/MM/YYYY HH:mm'
export const DATE_WIRE = 'YYYY-MM-DD'
export const DATE_TIME_WIRE = 'YYYY-MM-DDTHH:mm:ss'
/** What `<input type="datetime-local">` reads and writes. */
export const DATE_TIME_NATIVE = 'YYYY-MM-DDTHH:mm'

/** Wire value → shown text; anything unparsable is shown as it came. */
export function showDate(value: unknown, time = false): string {
  if (typeof value !== 'string' || !value) return ''
  const parsed = dayjs(value, time ? [DATE_TIME_WIRE, DATE_TIME_NATIVE] : DATE_WIRE, true)
  return parsed.isValid() ? parsed.format(time ? DATE_TIME_SHOWN : DATE_SHOWN) : value
}

/** Typed text → wire value, or null when the text is not a whole valid date. */
export function parseShownDate(text: string, time = false): string | null {
  const parsed = dayjs(text.trim(), time ? DATE_TIME_SHOWN : DATE_SHOWN, true)
  return parsed.isValid() ? parsed.format(time ? DATE_TIME_WIRE : DATE_WIRE) : null
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

/** Our locale names as Intl understands them. */
export const intlLocale = (locale: string): string => (locale === 'en-us' ? 'en-US' : locale)

export function formatNumber(value: unknown, locale: string, digits?: number): string {
  if (typeof value !== 'number' || Number.isNaN(value)) return ''
  return new Intl.NumberFormat(
    intlLocale(locale),
    digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits },
  ).format(value)
}

/**
 * Money as every screen, report and file shows it: common/reports/format.ts `moneyText`, the one
 * formatter (Intl in the reader's language with the currency's ISO code: `R$ 3.600,00` in pt-BR,
 * `R$ 3,600.00` in en-us). A bare symbol (no ISO code known) is written before the number.
 */
export function formatMoney(
  value: unknown,
  locale: string,
  currency: string | null | undefined = 'BRL',
): string {
  if (typeof value !== 'number' || Number.isNaN(value)) return ''
  return moneyText(value, locale, currency)
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
