import { useCallback, useSyncExternalStore } from 'react'
import { storedLocale, subscribeLocale, translate, type Params } from './messages'

/**
 * The public shell's translator (react-admin's is not loaded there). Re-renders when the
 * language changes, e.g. once the establishment's language is known.
 */
export function useT() {
  const locale = useSyncExternalStore(subscribeLocale, storedLocale, storedLocale)
  return useCallback((key: string, params?: Params) => translate(locale, key, params), [locale])
}
