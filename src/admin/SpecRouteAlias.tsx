import { Navigate, useLocation } from 'react-router-dom'
import { useBasename } from 'react-admin'

/**
 * The spec names some screens differently from their resource (`/app/events-user` is the users
 * screen, `/events-users`): the spec's address leads to the screen, keeping what follows it.
 */
export default function SpecRouteAlias({ from, to }: { from: string; to: string }) {
  const basename = useBasename()
  const { pathname, search } = useLocation()
  const rest = pathname.slice(pathname.indexOf(from) + from.length)
  return <Navigate to={`${basename}${to}${rest}${search}`} replace />
}
