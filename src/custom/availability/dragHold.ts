/**
 * While a person drags a booking — and until the move they dropped has been answered — the diary's
 * re-reads wait: a re-read redraws the timeline, and a redraw under the pointer drops the drag
 * (issue 36: another desk's push arrived mid-drag and the booking snapped back). Re-reads asked in
 * the meantime run once when the last hold is let go, one per diary window.
 */
let holds = 0
const waiting = new Map<string, () => void>()

/** Takes a hold; the function returned lets it go (once, however often it is called). */
export function holdReads(): () => void {
  holds += 1
  let released = false
  return () => {
    if (released) return
    released = true
    holds -= 1
    if (holds > 0) return
    const due = [...waiting.values()]
    waiting.clear()
    for (const read of due) read()
  }
}

/** Runs `read` now, or — while a drag holds the diary — once the drag is over (the latest per key). */
export function readWhenFree(key: string, read: () => void) {
  if (holds > 0) waiting.set(key, read)
  else read()
}

/** Whether a drag holds the diary now (for tests). */
export const readsHeld = () => holds > 0
