import { useEffect, type ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import {
  getContext,
  getEstablishment,
  getTokens,
  getUser,
  isAuthenticated,
  type AppContext,
} from '../providers/session'
import { availableContexts, contextRoot, switchContext } from '../providers/signIn'
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
  if (getContext() !== context) {
    // A link into the establishment's other module (`/tickets/box-office` from an events
    // session) switches to it and opens the page; a module it does not have goes home.
    if (availableContexts(getEstablishment()).includes(context)) return <SwitchTo context={context} />
    return <Navigate to={contextRoot(getContext())} replace />
  }
  return <>{children}</>
}

/** Switches the stored context after render (the guard re-renders on the change and lets it in). */
function SwitchTo({ context }: { context: AppContext }) {
  useEffect(() => void switchContext(context), [context])
  return null
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
