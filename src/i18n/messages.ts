import * as shellBranches from './shellBranches'

export type Locale = 'pt-BR' | 'es' | 'en-us'
export const locales: Locale[] = ['pt-BR', 'es', 'en-us']
export const defaultLocale: Locale = 'pt-BR'

type Tree = Record<string, unknown>

/**
 * The default language ships with the first download; the others are fetched when chosen. Every
 * registry adds its labels to all three trees, so carrying all of them up front would make the
 * sign-in page pay for languages it does not show.
 */
const shellPtBR: Tree = { ...shellBranches }
const loaded: Partial<Record<Locale, Tree>> = { 'pt-BR': shellPtBR }
const loaders: Record<Exclude<Locale, 'pt-BR'>, () => Promise<{ default: Tree }>> = {
  es: () => import('../../locales/es.json'),
  'en-us': () => import('../../locales/en-us.json'),
}

/** Resolves once `locale`'s tree is available (at once for the default language). */
export async function loadLocale(locale: Locale): Promise<Tree> {
  const ready = loaded[locale]
  if (ready) return ready
  const tree = (await loaders[locale as Exclude<Locale, 'pt-BR'>]()).default
  loaded[locale] = tree
  return tree
}

export const isLocaleLoaded = (locale: Locale) => loaded[locale] !== undefined

/** Puts a whole language tree in place (the app's pt-BR, which the shell carried only part of). */
export function provideLocale(locale: Locale, tree: Tree) {
  loaded[locale] = tree
}

/** The tree of a language already loaded; falls back to the default language meanwhile. */
export const messagesOf = (locale: Locale): Tree => loaded[locale] ?? loaded['pt-BR']!

const LOCALE_KEY = 'eventdesk.locale'
const listeners = new Set<() => void>()

export function storedLocale(): Locale {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(LOCALE_KEY)
  return locales.includes(value as Locale) ? (value as Locale) : defaultLocale
}

/** Remembers the language and re-renders the shell once its texts have arrived. */
export async function storeLocale(locale: Locale) {
  localStorage.setItem(LOCALE_KEY, locale)
  await loadLocale(locale).catch(() => undefined)
  listeners.forEach((l) => l())
}

export function subscribeLocale(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The establishment's language setting as one of our locales. The server may spell it
 * `pt-BR`, `PT_BR`, `portuguese`…; anything unknown leaves the current language alone.
 */
export function localeFromLanguage(language: string | null | undefined): Locale | null {
  const value = (language ?? '').toLowerCase().replace('_', '-')
  if (!value) return null
  if (value.startsWith('pt') || value.startsWith('portug')) return 'pt-BR'
  if (value.startsWith('es') || value.startsWith('spa')) return 'es'
  if (value.startsWith('en')) return 'en-us'
  return null
}

export type Params = Record<string, string | number>

/** Looks a dotted key up in the nested tree and fills `%{name}` placeholders; unknown keys echo back. */
export function translate(locale: Locale, key: string, params: Params = {}): string {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], messagesOf(locale))
  const text = typeof found === 'string' ? found : key
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''))
}
