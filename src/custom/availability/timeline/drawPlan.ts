import type { TimelineItem } from './diaryItems'
import { itemDiff } from './itemDiff'

/** One batch of changes handed to vis-timeline's data set at once. */
export interface DrawStep {
  remove: string[]
  put: TimelineItem[]
}

/** Past this many items a batch waits for the next turn of the event loop (each batch ≈ 20–40 ms). */
export const STEP_ITEMS = 2_500

function chunks(remove: string[], put: TimelineItem[], size: number): DrawStep[] {
  const steps: DrawStep[] = []
  for (let r = 0, p = 0; r < remove.length || p < put.length;) {
    const take = Math.min(size, remove.length - r)
    steps.push({ remove: remove.slice(r, r + take), put: put.slice(p, p + size - take) })
    r += take
    p += size - take
  }
  return steps
}

/**
 * How a new diary reaches the timeline without blocking the person (issue 36: 500 rooms × a month
 * is 13,000 items, 300 ms and more in one task). The first step holds every change in the rows on
 * screen and a screen around them, and the shading (no room), so what the person looks at is
 * complete at once; the other rooms follow in batches, each its own task. `shown` is what the
 * timeline holds now; `near` the rows on screen (undefined: all of them).
 */
export function drawPlan(
  shown: TimelineItem[],
  next: TimelineItem[],
  near: Set<number> | undefined,
  size = STEP_ITEMS,
): DrawStep[] {
  const { gone, changed } = itemDiff(shown, next)
  const before = new Map(shown.map((i) => [i.id, i]))
  // Shading (no room) is on every row: always near.
  const isNear = (i: TimelineItem | undefined) => !!i && (!near || i.group === undefined || near.has(i.group))
  const goneNear = gone.filter((id) => isNear(before.get(id)))
  const goneFar = gone.filter((id) => !isNear(before.get(id)))
  // A booking moved between a far row and a near one counts as near: the row on screen changes.
  const putNear = changed.filter((i) => isNear(i) || isNear(before.get(i.id)))
  const taken = new Set(putNear)
  const putFar = changed.filter((i) => !taken.has(i))
  const first: DrawStep = { remove: goneNear, put: putNear }
  const rest = chunks(goneFar, putFar, size)
  return first.remove.length || first.put.length || !rest.length ? [first, ...rest] : rest
}
