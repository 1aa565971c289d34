import { useSyncExternalStore } from 'react'
import { sessionVersion, subscribeSession } from '../providers/session'

/** Re-renders the caller whenever the stored session changes (sign-in, refresh, logout, other tab). */
export function useSessionVersion() {
  return useSyncExternalStore(subscribeSession, sessionVersion, sessionVersion)
}
