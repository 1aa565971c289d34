import { useLocaleState } from 'react-admin'
import { localeFromLanguage, storeLocale } from '../../i18n/messages'
import { setEstablishment } from '../../providers/session'
import { readSessionEstablishment } from './api'
import type { Establishment } from './types'

/**
 * After a save: the session's copy of the establishment (read at sign-in: modules for the context
 * chooser, names for the header, language) is read again, and a new language is spoken at once.
 * The language goes where sign-in puts it (eventdesk.locale, so a reload keeps it) and to
 * react-admin, which re-renders the whole shell in it.
 */
export function useApplySaved() {
  const [locale, setLocale] = useLocaleState()
  return async (saved: Establishment) => {
    const next = localeFromLanguage(saved.language)
    if (next && next !== locale) {
      await storeLocale(next)
      setLocale(next)
    }
    try {
      setEstablishment(await readSessionEstablishment())
    } catch {
      // Not fatal: the next sign-in reads it again.
    }
  }
}
