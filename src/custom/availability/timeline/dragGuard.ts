import type { Timeline } from 'vis-timeline/esnext'

/**
 * Two guards for a drag on the diary (issue 49).
 *
 * Rows keep their heights while a booking is dragged: vis-timeline re-stacks a row as soon as the
 * booking leaves it (or leaves the set-up ends it overlapped), so its row shrank a line and every
 * row below jumped ~38 px under the pointer. The heights are worked out again after the drop.
 *
 * A drop outside every row goes back: vis-timeline hands a pointer below the last row (or below
 * the visible rows) to the last room, far out of view, where the booking "vanished".
 */

interface VisGroup {
  height?: number
  itemSet?: { touchParams?: { itemProps?: unknown[] | null } }
  _calculateHeight(margin: unknown): number
}
interface VisItemSet {
  groups?: Record<string, VisGroup>
}

const guarded = new WeakSet<object>()
const patched = new WeakSet<object>()

/** While a drag is on, a row of this timeline never changes height. */
export function keepRowHeightsWhileDragging(t: Timeline) {
  const itemSet = (t as unknown as { itemSet?: VisItemSet }).itemSet
  if (!itemSet) return
  guarded.add(itemSet)
  // Group is not exported by vis-timeline: its prototype is reached through a row once there is one.
  const patch = () => {
    const row = Object.values(itemSet.groups ?? {})[0]
    if (!row) return false
    const proto = Object.getPrototypeOf(row) as VisGroup
    if (patched.has(proto)) return true
    patched.add(proto)
    const calculate = proto._calculateHeight
    proto._calculateHeight = function (this: VisGroup, margin: unknown) {
      const height = calculate.call(this, margin)
      const set = this.itemSet
      const dragging = Boolean(set?.touchParams?.itemProps)
      return dragging && set && guarded.has(set) && this.height ? this.height : height
    }
    return true
  }
  if (!patch()) t.on('changed', patch)
}

/** Whether a pointer at `y` is outside the rows: above or below the visible rows, or below the last one. */
export function outsideRows(
  y: number,
  visible: { top: number; bottom: number },
  rowsBottom: number,
): boolean {
  return y < visible.top || y > visible.bottom || y > rowsBottom
}
