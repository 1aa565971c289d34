import { useQueryClient } from '@tanstack/react-query'
import { useLocaleState } from 'react-admin'
import { localeFromLanguage, storeLocale } from '../../i18n/messages'
import { setEstablishment } from '../../providers/session'
import type { Establishment } from './types'
import { useEventdeskDataProvider } from '../../providers/useEventdeskDataProvider'

/** The query the header and the sidebar read the establishment's names and logo from (src/layout/useEstablishmentUser.ts). */
const ESTABLISHMENT_USER_KEY = ['eventdesk', 'establishment-user']

/**
 * After a save: what sign-in kept about the establishment (modules for the context chooser,
 * names and logo for the shell, language) is read again, and a new language is spoken at once.
 * The language goes where sign-in puts it (eventdesk.locale, so a reload keeps it) and to
 * react-admin, which re-renders the whole shell in it.
 */
export function useApplySaved() {
  const dataProvider = useEventdeskDataProvider()
  const [locale, setLocale] = useLocaleState()
  const client = useQueryClient()
  return async (saved: Establishment) => {
    try {
      setEstablishment(
        await client.fetchQuery({
          queryKey: ESTABLISHMENT_USER_KEY,
          queryFn: dataProvider.readSessionEstablishment,
          staleTime: 0,
        }),
      )
    } catch {
      // Not fatal: the shell keeps what it had and the next sign-in reads it again.
    }
    const next = localeFromLanguage(saved.language)
    if (next && next !== locale) {
      await storeLocale(next)
      setLocale(next)
    }
  }
}
