import { useCallback, useState, type UIEvent } from 'react'

/** Cards rendered past each edge of the visible part, so a quick scroll shows no blank. */
const OVERSCAN = 4
/** The height assumed before the list is laid out (jsdom never lays out). */
const FALLBACK_HEIGHT = 800

/**
 * Windowing for a column of fixed-height rows: only the rows in view (and a few around them) are
 * in the DOM, so 500 cards on a board cost about as much as 50. `nearEnd` tells when to page in more.
 */
export function useWindow(count: number, rowHeight: number) {
  const [view, setView] = useState({ top: 0, height: 0 })
  const onScroll = useCallback((e: UIEvent<HTMLElement>) => {
    const el = e.currentTarget
    setView({ top: el.scrollTop, height: el.clientHeight })
  }, [])
  const height = view.height || FALLBACK_HEIGHT
  const first = Math.max(0, Math.floor(view.top / rowHeight) - OVERSCAN)
  const last = Math.min(count, Math.ceil((view.top + height) / rowHeight) + OVERSCAN)
  return {
    first,
    last,
    before: first * rowHeight,
    after: (count - last) * rowHeight,
    nearEnd: last >= count - OVERSCAN,
    onScroll,
  }
}
