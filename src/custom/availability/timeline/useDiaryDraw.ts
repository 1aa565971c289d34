/**
 * Hands a diary's rows and bookings to vis-timeline: the rows on screen first, the other rooms in
 * batches after (drawPlan.ts), never under a drag (dragHold.ts).
 */
import { useEffect, useId, type RefObject } from 'react'
import type { DataSet } from 'vis-data/esnext'
import type { Timeline } from 'vis-timeline/esnext'
import type { TimelineGroup, TimelineItem } from './diaryItems'
import { readWhenFree } from '../dragHold'
import { drawPlan, type DrawStep } from './drawPlan'
import { rowsNearView } from './visRows'

/** A day no diary reaches, shown while the items change (see below). */
const NOWHERE = { start: new Date(1900, 0, 1), end: new Date(1900, 0, 2) }
/** Up to this many changes are handed to vis-timeline with the window where it is (see apply). */
const DIRECT_ITEMS = 400
/** The bench's browser measure reads this mark: every booking of the first diary is in the timeline. */
let filled = false
const markFilled = (items: number) => {
  if (filled) return
  filled = true
  performance.mark('diary:filled', { detail: { items } })
}

export function useDiaryDraw(
  timeline: RefObject<Timeline | null>,
  data: RefObject<{ groups: DataSet<TimelineGroup>; items: DataSet<TimelineItem> }>,
  rows: TimelineGroup[],
  bookings: TimelineItem[],
  latest: RefObject<{ start: Date; end: Date }>,
) {
  const drawKey = `diary-draw-${useId()}`
  // New data is drawn once no booking is being dragged (dragHold.ts): a read that was already on
  // its way when the drag began would otherwise redraw under the pointer and drop it.
  useEffect(() => {
    const { groups, items } = data.current
    let frame = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    let live = true
    // vis-timeline draws and measures each added item in view at once, a layout per item (2,000
    // items took 30 s under load). Added while the window shows none of them, they are drawn in
    // the next redraw instead, batched and only in the rows in view.
    const apply = (t: Timeline, step: DrawStep) => {
      // A few changes to a drawn diary (a re-read after a pan, a push) go in as they are: hiding
      // the window would take every booking on screen out of the page and put it back, a restyle
      // of them all. A first fill is drawn in one pass from behind the hidden window.
      if (items.length > 0 && step.put.length + step.remove.length <= DIRECT_ITEMS) {
        items.remove(step.remove)
        items.update(step.put)
        return
      }
      const current = t.getWindow()
      const shown = current.start.getTime() === NOWHERE.start.getTime() ? latest.current : current
      t.setWindow(NOWHERE.start, NOWHERE.end, { animation: false })
      items.remove(step.remove)
      items.update(step.put)
      t.setWindow(shown.start, shown.end, { animation: false })
    }
    // The rows on screen first; the other rooms after that draw is painted, a batch per task, and
    // never under a drag.
    const run = (t: Timeline, plan: { first: DrawStep; rest: () => DrawStep[] }) => {
      if (!live) return
      apply(t, plan.first)
      const later = (steps: () => DrawStep[]) => {
        frame = requestAnimationFrame(() => {
          timer = setTimeout(() => readWhenFree(`${drawKey}:rest`, () => next(steps())), 0)
        })
      }
      const next = (steps: DrawStep[]) => {
        if (!live) return
        const [step, ...others] = steps
        if (step) apply(t, step)
        if (others.length) later(() => others)
        else markFilled(items.length)
      }
      later(plan.rest)
    }
    const draw = () => {
      const t = timeline.current
      if (!live || !t) return
      const held = groups.getIds()
      if (held.length === rows.length && rows.every((g, i) => held[i] === g.id))
        // The same rows re-read (a push, a move, a pan): only what changed is redrawn.
        return run(t, drawPlan(items.get() as TimelineItem[], bookings, rowsNearView(t)))
      items.clear()
      groups.clear()
      groups.add(rows)
      // Rows vis-timeline has never drawn have no height, so in their first draw with bookings they
      // all sit at the top, all count as in view, and every booking of every row is drawn and
      // measured (300 rooms: 2,669 items, not the 77 in view). One draw of the empty rows first.
      frame = requestAnimationFrame(() => {
        t.redraw()
        run(t, drawPlan([], bookings, rowsNearView(t)))
      })
    }
    // Its own task, after React's: mapping a month of 500 rooms and drawing it were one long task.
    timer = setTimeout(() => readWhenFree(drawKey, draw), 0)
    return () => {
      live = false
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [drawKey, data, rows, bookings, latest, timeline])
}
