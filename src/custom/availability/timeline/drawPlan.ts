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
 * complete at once; the other rooms are compared and follow in batches, each its own task (`rest`
 * is worked out only when called). `shown` is what the timeline holds now; `near` the rows on
 * screen (undefined: all of them).
 */
export function drawPlan(
  shown: TimelineItem[],
  next: TimelineItem[],
  near: Set<number> | undefined,
  size = STEP_ITEMS,
): { first: DrawStep; rest: () => DrawStep[] } {
  // Shading (no room) is on every row: always near.
  const isNear = (i: TimelineItem) => !near || i.group === undefined || near.has(i.group)
  const [shownNear, shownFar] = split(shown, isNear)
  const [nextNear, nextFar] = split(next, isNear)
  // A booking moved between a far row and a near one is gone from one side and new on the other:
  // the near side's step takes it away or draws it at once; a far batch draws it in its new row,
  // and does not take away one that moved onto the screen.
  const onScreen = itemDiff(shownNear, nextNear)
  return {
    first: { remove: onScreen.gone, put: onScreen.changed },
    rest: () => {
      const far = itemDiff(shownFar, nextFar)
      const movedIn = new Set(nextNear.map((i) => i.id))
      return chunks(
        far.gone.filter((id) => !movedIn.has(id)),
        far.changed,
        size,
      )
    },
  }
}

function split(items: TimelineItem[], test: (i: TimelineItem) => boolean): [TimelineItem[], TimelineItem[]] {
  const yes: TimelineItem[] = []
  const no: TimelineItem[] = []
  for (const i of items) (test(i) ? yes : no).push(i)
  return [yes, no]
}
