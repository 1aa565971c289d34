import { useLocation, useNavigate } from 'react-router-dom'

/**
 * A modal addressed by the URL, under the current path (spec §2: `/modal/event-audit`), so it
 * can be linked, reloaded and closed with the browser's back button.
 */
export function useModalRoute(name: string) {
  const location = useLocation()
  const navigate = useNavigate()
  const suffix = `/modal/${name}`
  const open = location.pathname.endsWith(suffix)
  const base = open ? location.pathname.slice(0, -suffix.length) : location.pathname.replace(/\/$/, '')
  return {
    open,
    openPath: `${base}${suffix}${location.search}`,
    close: () => navigate(`${base}${location.search}`),
  }
}
