/**
 * Server-side display formats, the same as the app's (src/i18n/format.ts, platform.md §9):
 * dates DD/MM/YYYY (HH:mm) in every language, numbers and money with Intl in the person's language.
 */
import { moneyText } from '../../common/reports/format.js'
import type { Locale } from './translate.js'

const intlLocale = (locale: Locale) => (locale === 'en-us' ? 'en-US' : locale)

/** `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm(:ss)` → `DD/MM/YYYY` or `DD/MM/YYYY HH:mm`; anything else as it came. */
export function showDate(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::\d{2})?)?$/.exec(value)
  if (!m) return value
  return `${m[3]}/${m[2]}/${m[1]}${m[4] === undefined ? '' : ` ${m[4]}:${m[5]}`}`
}

export function formatNumber(value: number, locale: Locale, digits?: number): string {
  return new Intl.NumberFormat(
    intlLocale(locale),
    digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits },
  ).format(value)
}

/** Money with a symbol: the one way the app writes money (common/reports/format.ts moneyText). */
export const formatMoney = (value: number, locale: Locale, symbol: string) => moneyText(value, locale, symbol)
