import ptBR from '../../locales/pt-BR.json'
import es from '../../locales/es.json'
import enUs from '../../locales/en-us.json'

export type Locale = 'pt-BR' | 'es' | 'en-us'
export const locales: Locale[] = ['pt-BR', 'es', 'en-us']
export const defaultLocale: Locale = 'pt-BR'

export const messages: Record<Locale, Record<string, unknown>> = { 'pt-BR': ptBR, es, 'en-us': enUs }

const LOCALE_KEY = 'eventdesk.locale'

export function storedLocale(): Locale {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(LOCALE_KEY)
  return locales.includes(value as Locale) ? (value as Locale) : defaultLocale
}

export function storeLocale(locale: Locale) {
  localStorage.setItem(LOCALE_KEY, locale)
}

/** Looks a dotted key up in the nested tree and fills `%{name}` placeholders; unknown keys echo back. */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages[locale])
  const text = typeof found === 'string' ? found : key
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''))
}
