import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { getContext, getTokens, getUser, isAuthenticated, type AppContext } from '../providers/session'
import { contextRoot } from '../providers/signIn'
import { useSessionVersion } from './useSession'

/**
 * /app and /tickets: only for a complete session. A visitor without one goes to /login and the
 * location is kept for after sign-in; a session that ends while here (logout in another tab, a
 * failed refresh) sends the person there at once, because the guard re-renders on every change.
 */
export function RequireSession({ context, children }: { context: AppContext; children: ReactNode }) {
  useSessionVersion()
  const location = useLocation()
  if (!isAuthenticated()) {
    const from = `${location.pathname}${location.search}${location.hash}`
    return <Navigate to="/login" replace state={{ from }} />
  }
  // The other context's pages are not this session's: go home in the chosen one.
  if (getContext() !== context) return <Navigate to={contextRoot(getContext())} replace />
  return <>{children}</>
}

/** /tenant needs the tokens of a sign-in. */
export function RequireTokens({ children }: { children: ReactNode }) {
  useSessionVersion()
  const location = useLocation()
  if (!getTokens()) return <Navigate to="/login" replace state={location.state} />
  return <>{children}</>
}

/** /context needs the tokens and the user loaded for the chosen tenant. */
export function RequireUser({ children }: { children: ReactNode }) {
  useSessionVersion()
  const location = useLocation()
  if (!getTokens()) return <Navigate to="/login" replace state={location.state} />
  if (!getUser()) return <Navigate to="/tenant" replace state={location.state} />
  return <>{children}</>
}

/** Any unknown path: home of the stored context (EVENTS when none is stored, the default). */
export function HomeRedirect() {
  return <Navigate to={contextRoot(getContext())} replace />
}
