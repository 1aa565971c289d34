/**
 * react-admin's translator: our locale tree merged over react-admin's English messages, so any
 * ra.* text we have not translated yet still reads as something (and ours win where they exist).
 */
import polyglotI18nProvider from 'ra-i18n-polyglot'
import englishMessages from 'ra-language-english'
import type { TranslationMessages } from 'react-admin'
import '../i18n/appMessages'
import { applyDayjsLocale } from '../i18n/localeFormats'
import {
  isLocaleLoaded,
  loadLocale,
  locales,
  messagesOf,
  storedLocale,
  storeLocale,
  type Locale,
} from '../i18n/messages'

type Tree = { [key: string]: unknown }

function merge(base: Tree, over: Tree): Tree {
  const out: Tree = { ...base }
  for (const [k, v] of Object.entries(over)) {
    out[k] =
      v && typeof v === 'object' && !Array.isArray(v) && out[k] && typeof out[k] === 'object'
        ? merge(out[k] as Tree, v as Tree)
        : v
  }
  return out
}

const names: Record<Locale, string> = { 'pt-BR': 'Português', es: 'Español', 'en-us': 'English' }

const asLocale = (locale: string): Locale =>
  locales.includes(locale as Locale) ? (locale as Locale) : 'pt-BR'

/** Messages of a language whose tree is loaded (the sign-in pages loaded the current one). */
export const localeMessages = (locale: string) =>
  merge(englishMessages as Tree, messagesOf(asLocale(locale))) as TranslationMessages

/** Polyglot accepts a promise for a language picked later inside the app. */
const getMessages = (locale: string) => {
  const wanted = asLocale(locale)
  return isLocaleLoaded(wanted)
    ? localeMessages(wanted)
    : loadLocale(wanted).then(() => localeMessages(wanted))
}

export function createI18nProvider() {
  // react-admin keeps its own copy of a locale set in the app (RaStore.locale) and prefers it at
  // mount; the language stored at sign-in (the establishment's, eventdesk.locale) must win.
  if (typeof localStorage !== 'undefined') localStorage.removeItem('RaStore.locale')
  applyDayjsLocale(storedLocale())
  const provider = polyglotI18nProvider(
    getMessages,
    storedLocale(),
    locales.map((locale) => ({ locale, name: names[locale] })),
    { allowMissing: true },
  )
  return {
    ...provider,
    // A language picked inside the app is remembered for the public pages too.
    changeLocale: (locale: string, options?: unknown) => {
      if (locales.includes(locale as Locale)) void storeLocale(locale as Locale)
      applyDayjsLocale(locale)
      return provider.changeLocale(locale, options)
    },
  }
}
