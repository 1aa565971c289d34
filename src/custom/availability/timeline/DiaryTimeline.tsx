/**
 * vis-timeline drawing the diary. This module (with vis-timeline, vis-data and the stylesheet)
 * is loaded only when a diary is shown, so the app's first bundle never holds it.
 */
import { useEffect, useLayoutEffect, useRef } from 'react'
import { DataSet } from 'vis-data/esnext'
import { Timeline, type TimelineOptions } from 'vis-timeline/esnext'
import 'vis-timeline/styles/vis-timeline-graph2d.min.css'
import './diary.css'
import { axisFormat, NARROW_AXIS_PX } from './axisLabels'
import { droppedPeriod } from './dragTimes'
import { escapeHtml, type TimelineGroup, type TimelineItem } from './diaryItems'
import { keepRowHeightsWhileDragging, outsideRows } from './dragGuard'
import { holdReads } from '../dragHold'
import { useDiaryDraw } from './useDiaryDraw'
import { measureOncePerKind } from './visMeasure'
import { smoothWheel } from './smoothWheel'

export interface DiaryTimelineProps {
  groups: TimelineGroup[]
  items: TimelineItem[]
  start: Date
  end: Date
  /** pt-BR, es or en-us: day and month names on the axis. */
  locale: string
  editable: boolean
  /** The visible range after the person scrolled or zoomed (already debounced). */
  onRange: (start: Date, end: Date) => void
  onOpen: (bookingId: number) => void
  /** Resolves true when the server took the move; false puts the item back. */
  onMove: (bookingId: number, group: number, start: Date, end: Date) => Promise<boolean>
  /**
   * What the dragged booking would run into where it is now (dropConflict.ts), said on the item
   * while dragging; a `certain` one (outside the event, maintenance) refuses the drop on the spot.
   */
  conflict?: (bookingId: number, group: number, start: Date, end: Date) => DropRefusal | null
  /** A drop refused on the spot: the reason is said (no dialog, no call). */
  onRefused?: (reason: string) => void
  /** Double-click on a room (a point) or Ctrl/⌘-drag on empty space (a period). */
  onCreate: (group: number, start: Date, end?: Date) => void
}

export interface DropRefusal {
  text: string
  certain: boolean
}

const DEBOUNCE_MS = 300
/** hammer.js's DIRECTION_ALL (horizontal 6 | vertical 24). */
const HAMMER_DIRECTION_ALL = 30

interface PanRecognizer {
  set(options: { direction: number }): void
}

/**
 * vis-timeline 7 sets its item drag recogniser to `Hammer.ALL`, which does not exist, so a drag
 * straight down onto another room (same hours) never starts: give it the real "all directions".
 */
function allowVerticalDrags(t: Timeline) {
  const itemSet = (t as unknown as { itemSet?: { hammer?: { get(name: string): PanRecognizer } } }).itemSet
  itemSet?.hammer?.get('pan').set({ direction: HAMMER_DIRECTION_ALL })
}

/**
 * The booking under the pointer is selected, which gives it vis-timeline's two resize handles.
 * With `itemsAlwaysDraggable.range` every booking drawn carried them: two more elements per
 * booking, a third of what Chromium restyled on each frame of a pan (issue 36, 500 rooms).
 */
function resizeOnHover(t: Timeline, isBooking: (id: string) => boolean) {
  t.on('itemover', (p: { item: string | number; event?: MouseEvent }) => {
    // Not under a pressed button: a drag passing over another booking keeps its own.
    if (p.event?.buttons) return
    const id = String(p.item)
    const selected = t.getSelection()
    if (isBooking(id) && !(selected.length === 1 && String(selected[0]) === id)) t.setSelection([p.item])
  })
}

export default function DiaryTimeline(props: DiaryTimelineProps) {
  const box = useRef<HTMLDivElement>(null)
  const timeline = useRef<Timeline | null>(null)
  /** How much time a pixel of the drawn window is. */
  const msPerPx = () => {
    const w = timeline.current?.getWindow()
    const width = box.current?.querySelector('.vis-panel.vis-center')?.clientWidth || box.current?.clientWidth
    return w && width ? (w.end.getTime() - w.start.getTime()) / width : 0
  }
  const data = useRef({ groups: new DataSet<TimelineGroup>(), items: new DataSet<TimelineItem>() })
  /** Where the pointer is during a drag (vis-timeline's move callbacks are not told). */
  const pointerY = useRef<number | null>(null)
  /** Whether the pointer is outside every row: a drop there puts the booking back. */
  const offRows = () => {
    const y = pointerY.current
    const panel = box.current?.querySelector('.vis-panel.vis-center')?.getBoundingClientRect()
    const rows = box.current?.querySelector('.vis-panel.vis-center .vis-foreground')?.getBoundingClientRect()
    return y !== null && panel !== undefined && rows !== undefined && outsideRows(y, panel, rows.bottom)
  }
  /** The dragged booking's conflict where it is now, if any. */
  const clashOf = (item: { group?: unknown; start: unknown; end?: unknown }, booking: number) =>
    item.group === undefined
      ? null
      : (latest.current.conflict?.(
          booking,
          Number(item.group),
          new Date(item.start as Date),
          new Date((item.end ?? item.start) as Date),
        ) ?? null)
  // The latest callbacks, read by handlers registered once.
  const latest = useRef(props)
  useLayoutEffect(() => {
    latest.current = props
  })

  useEffect(() => {
    let narrow = box.current!.clientWidth > 0 && box.current!.clientWidth < NARROW_AXIS_PX
    const options: TimelineOptions = {
      start: props.start,
      end: props.end,
      stack: true,
      orientation: 'top',
      // A bounded height with its own vertical scroll: vis-timeline then draws only the rows in
      // view (300 rooms unbounded drew every booking, 41 s under load for 2,000 of them).
      // It ends at the window's bottom: what is above it (header, toolbar, filters) is measured, so
      // the page itself never scrolls a booking out of reach under the timeline's own scroll.
      maxHeight: Math.max(360, window.innerHeight - box.current!.getBoundingClientRect().top - 16),
      verticalScroll: true,
      // The wheel scrolls the rooms; Ctrl+wheel zooms.
      zoomKey: 'ctrlKey',
      zoomMin: 3_600_000 * 6,
      zoomMax: 86_400_000 * 120,
      groupOrder: 'order',
      // Axis labels through Intl in the person's language (vis-timeline's moment carries no locales here).
      format: axisFormat(props.locale, narrow) as TimelineOptions['format'],
      editable: {
        add: props.editable,
        updateTime: props.editable,
        updateGroup: props.editable,
        remove: false,
      },
      // vis-timeline drags only a selected item, but a click here opens the event, so an item
      // could never be selected first: without this no real drag ever moved a booking. The resize
      // handles follow the pointer instead (resizeOnHover below).
      itemsAlwaysDraggable: { item: props.editable, range: false },
      snap: (date: Date) => {
        const d = new Date(date)
        d.setMinutes(Math.round(d.getMinutes() / 30) * 30, 0, 0)
        return d
      },
      onMove: (item, callback) => {
        const booking = (item as TimelineItem).bookingId
        if (booking === undefined) return callback(null)
        // Dropped outside every row (below the visible ones): back to its place, nothing asked.
        if (offRows()) return callback(null)
        const moved = {
          group: Number(item.group),
          start: new Date(item.start),
          end: new Date(item.end ?? item.start),
        }
        // The item as drawn before the drag (the data set changes only when the move is taken).
        const drawn = data.current.items.get(String(item.id))
        const { start, end } = drawn
          ? droppedPeriod(
              { group: Number(drawn.group), start: drawn.start, end: drawn.end },
              moved,
              msPerPx(),
            )
          : moved
        // A drop the diary knows is refused (outside the event, maintenance) goes back at once,
        // saying why, rather than through the move dialog to the server's refusal.
        const clash = clashOf({ group: moved.group, start, end }, booking)
        if (clash?.certain) {
          callback(null)
          latest.current.onRefused?.(clash.text)
          return
        }
        // Re-reads wait until the move is answered and drawn (dragHold.ts).
        const release = holdReads()
        // The drawn label and class, not the drag's conflict marks.
        const looks = drawn ? { content: drawn.content, className: drawn.className, title: drawn.title } : {}
        void latest.current
          .onMove(booking, moved.group, start, end)
          .then((ok) => callback(ok ? { ...item, ...looks, start, end } : null))
          .finally(release)
      },
      // While dragging, a slot that is taken, under maintenance or outside the event shows as
      // refused before the drop, the reason written on the booking itself (a title would not show
      // under a drag). Outside every row the booking is drawn back in its place.
      onMoving: (item, callback) => {
        const booking = (item as TimelineItem).bookingId
        const drawn = data.current.items.get(String(item.id))
        if (drawn && offRows()) return callback({ ...item, ...drawn } as never)
        const clash = booking === undefined ? null : clashOf(item, booking)
        const base = drawn?.className ?? ''
        callback({
          ...item,
          className: clash ? `${base} diary-conflict` : base,
          content: clash ? escapeHtml(clash.text) : drawn?.content,
          title: clash ? escapeHtml(clash.text) : drawn?.title,
        } as never)
      },
      onAdd: (item, callback) => {
        // The drawn range is not kept: the booking is made by the event form (or refused there).
        callback(null)
        if (item.group === undefined) return
        const end = item.end ? new Date(item.end) : undefined
        latest.current.onCreate(Number(item.group), new Date(item.start), end)
      },
    }
    const t = new Timeline(box.current!, data.current.items as never, data.current.groups as never, options)
    timeline.current = t
    // The first draw with items in it: the bench's browser measure reads this mark (and diary:filled).
    let drawn = false
    t.on('changed', () => {
      if (drawn || !data.current.items.length) return
      drawn = true
      performance.mark('diary:drawn', { detail: { items: data.current.items.length } })
    })
    allowVerticalDrags(t)
    keepRowHeightsWhileDragging(t)
    if (props.editable) resizeOnHover(t, (id) => data.current.items.get(id)?.bookingId !== undefined)
    measureOncePerKind(t)
    const unsmooth = smoothWheel(box.current!)
    // The axis follows the diary's width (a phone turned, a drawer opened): short labels when narrow.
    const resized =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(([entry]) => {
            const now = entry.contentRect.width > 0 && entry.contentRect.width < NARROW_AXIS_PX
            if (now === narrow) return
            narrow = now
            t.setOptions({ format: axisFormat(latest.current.locale, now) as TimelineOptions['format'] })
          })
    resized?.observe(box.current!)
    // vis-timeline shows itself (and redraws on pans) only after a redraw that follows its first
    // `rangechanged`, which it sends 200 ms after the last window change. When every item was
    // already drawn by then, no redraw came, and the diary stayed hidden and deaf to the mouse
    // (seen in the bench: an empty, unclickable timeline). Ask for that redraw.
    t.on('rangechanged', () => {
      if (!(t as unknown as { initialDrawDone?: boolean }).initialDrawDone) t.redraw()
    })
    // The rooms' column scrolls with the bounded height: it takes the focus, so the keyboard can
    // scroll it too (axe scrollable-region-focusable).
    box.current!.querySelector('.vis-panel.vis-left')?.setAttribute('tabindex', '0')
    let timer: ReturnType<typeof setTimeout> | undefined
    t.on('rangechanged', (p: { start: Date; end: Date; byUser: boolean }) => {
      // Only the person's scrolls and zooms: a window set from the page's own buttons is known already.
      if (!p.byUser) return
      clearTimeout(timer)
      timer = setTimeout(() => latest.current.onRange(p.start, p.end), DEBOUNCE_MS)
    })
    // The browser still sends a click at the end of a drag: only a press that did not move opens.
    let pressed = { x: 0, y: 0 }
    // A press on a booking may start a drag: the diary's re-reads wait until the pointer is up
    // (and the drop's move holds them on until it is answered), so a push never redraws under it.
    let dragging: (() => void) | null = null
    const letGo = (e: PointerEvent) => {
      if (dragging) pointerY.current = e.clientY
      const release = dragging
      dragging = null
      // After vis-timeline's own pointerup has handed the drop to onMove, which holds on.
      if (release) setTimeout(release, 0)
    }
    const follow = (e: PointerEvent) => {
      if (dragging) pointerY.current = e.clientY
    }
    const press = (e: PointerEvent) => {
      pressed = { x: e.clientX, y: e.clientY }
      pointerY.current = e.clientY
      if (latest.current.editable && e.target instanceof Element && e.target.closest('.vis-item')) {
        dragging?.()
        dragging = holdReads()
      }
    }
    box.current!.addEventListener('pointerdown', press, true)
    // Captured: the timeline's own gesture handlers may stop the event on its way up.
    window.addEventListener('pointerup', letGo, true)
    window.addEventListener('pointermove', follow, { capture: true, passive: true })
    window.addEventListener('pointercancel', letGo, true)
    t.on('click', (p: { item?: string | number | null; event?: MouseEvent }) => {
      if (p.item === null || p.item === undefined) return
      const moved = p.event ? Math.hypot(p.event.clientX - pressed.x, p.event.clientY - pressed.y) : 0
      if (moved > 4) return
      const booking = data.current.items.get(p.item as string)?.bookingId
      if (booking !== undefined) latest.current.onOpen(booking)
    })
    const root = box.current!
    return () => {
      root.removeEventListener('pointerdown', press, true)
      window.removeEventListener('pointerup', letGo, true)
      window.removeEventListener('pointermove', follow, true)
      window.removeEventListener('pointercancel', letGo, true)
      dragging?.()
      clearTimeout(timer)
      unsmooth()
      resized?.disconnect()
      t.destroy()
      timeline.current = null
    }
    // Built once per language and mode; data and window follow below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.locale, props.editable])

  useDiaryDraw(timeline, data, props.groups, props.items, latest)

  const [from, to] = [props.start.getTime(), props.end.getTime()]
  useEffect(() => {
    const shown = timeline.current?.getWindow()
    if (shown && shown.start.getTime() === from && shown.end.getTime() === to) return
    timeline.current?.setWindow(new Date(from), new Date(to), { animation: false })
  }, [from, to])

  return <div ref={box} className="diary-timeline" data-testid="diary-timeline" />
}
