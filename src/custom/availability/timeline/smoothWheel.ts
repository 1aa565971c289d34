/** The most a wheel moves the rooms in one frame, px. */
export const WHEEL_STEP = 60
/** vis-timeline's own reading of a wheel counted in lines. */
const LINE_PX = 40

/**
 * vis-timeline scrolls the rooms by a wheel event's whole delta at once and draws every row that
 * comes into view in that one task: on 500 rooms a fast wheel (600 px) drew eight rows, ~220
 * bookings, in 150–200 ms (issue 36: no pan may block the page for more than 100 ms). A long wheel
 * over the diary is handed on in steps of at most WHEEL_STEP px, one per frame — the smooth
 * scrolling a browser does itself elsewhere. Ctrl/⌘ (zoom), sideways wheels and the rooms' own
 * column (natively scrolled) are left alone. Returns the function that removes it.
 */
export function smoothWheel(root: HTMLElement): () => void {
  const ours = new WeakSet<Event>()
  let pending = 0
  let frame = 0
  let target: EventTarget | null = null
  let init: WheelEventInit = {}
  const step = () => {
    frame = 0
    const dy = Math.sign(pending) * Math.min(Math.abs(pending), WHEEL_STEP)
    pending -= dy
    const e = new WheelEvent('wheel', {
      ...init,
      deltaY: dy,
      deltaX: 0,
      deltaMode: 0,
      bubbles: true,
      cancelable: true,
    })
    ours.add(e)
    target?.dispatchEvent(e)
    if (pending !== 0) frame = requestAnimationFrame(step)
  }
  const onWheel = (e: WheelEvent) => {
    if (ours.has(e) || e.ctrlKey || e.metaKey || e.shiftKey || e.deltaMode > 1) return
    if (!(e.target instanceof Element) || !e.target.closest('.vis-panel.vis-center')) return
    const dy = e.deltaY * (e.deltaMode === 1 ? LINE_PX : 1)
    if (Math.abs(dy) <= WHEEL_STEP || Math.abs(e.deltaX) > Math.abs(e.deltaY)) return
    e.preventDefault()
    e.stopImmediatePropagation()
    target = e.target
    init = { clientX: e.clientX, clientY: e.clientY, screenX: e.screenX, screenY: e.screenY }
    // A wheel the other way cancels what was left of the last one.
    pending = Math.sign(pending) === Math.sign(dy) ? pending + dy : dy
    if (!frame) step()
  }
  root.addEventListener('wheel', onWheel, { capture: true, passive: false })
  return () => {
    root.removeEventListener('wheel', onWheel, { capture: true })
    cancelAnimationFrame(frame)
  }
}
