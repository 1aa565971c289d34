import type { Timeline } from 'vis-timeline/esnext'

interface Sizes {
  content: { width: number }
  box: { height: number }
}
interface VisRangeItem {
  data: { className?: string; content?: string }
  parent?: { itemSet?: object }
  overflow: boolean
  whiteSpace: boolean
  _getDomComponentsSizes(): Sizes
}
interface Measured {
  height: number
  overflow: boolean
  whiteSpace: boolean
}

/** The timelines whose bookings are measured once per kind (their item sets). */
const diaries = new WeakSet<object>()
const heights = new Map<string, Measured>()
let patched = false

/**
 * vis-timeline measures every booking it draws (two getComputedStyle and two layout reads each,
 * a forced layout per room): on 500 rooms, most of a scroll's long task. The diary's bookings are
 * one line of text (white-space: nowrap) in a clipped frame, so every booking of one kind — its
 * class, and whether it has a label — has the height of the first one measured; the content width
 * vis-timeline also reads is used only for centred or right-aligned labels, which the diary has not.
 * Only the diary's own timelines are measured this way.
 */
export function measureOncePerKind(t: Timeline) {
  const itemSet = (t as unknown as { itemSet?: { constructor: { types?: Record<string, unknown> } } }).itemSet
  const range = itemSet?.constructor.types?.range as { prototype: VisRangeItem } | undefined
  if (!itemSet || !range) return
  diaries.add(itemSet)
  if (patched) return
  patched = true
  const measure = range.prototype._getDomComponentsSizes
  range.prototype._getDomComponentsSizes = function (this: VisRangeItem): Sizes {
    if (!this.parent?.itemSet || !diaries.has(this.parent.itemSet)) return measure.call(this)
    const kind = `${this.data.className ?? ''}|${this.data.content ? 'label' : ''}`
    const known = heights.get(kind)
    if (!known) {
      const sizes = measure.call(this)
      if (sizes.box.height > 0)
        heights.set(kind, { height: sizes.box.height, overflow: this.overflow, whiteSpace: this.whiteSpace })
      return sizes
    }
    this.overflow = known.overflow
    this.whiteSpace = known.whiteSpace
    return { content: { width: 0 }, box: { height: known.height } }
  }
}
