import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

/** Every route change starts at the top of the page (spec §2). */
export default function ScrollToTop() {
  const { pathname } = useLocation()
  useEffect(() => {
    // Setting scrollTop works in browsers and is a no-op in jsdom (whose scrollTo only complains).
    const root = document.scrollingElement ?? document.documentElement
    root.scrollTop = 0
  }, [pathname])
  return null
}
