/**
 * The diary (GET /events/diary) as vis-timeline rows and items, as pure functions so the rules
 * are tested without a browser: rooms as rows with a compound's parts nested under it, bookings
 * in their situation's colour, assembly and disassembly as lighter ends, holds with their rank,
 * maintenance, holidays and weekends shaded.
 */
import { colorOfSituation } from '../../../../common/events/situationColors'
import { textOn } from '../../events/situations'
import { lighten, shadeStyle, type Palette } from '../palette'
import type { Booking, Diary, DiaryEnvironment } from '../types'

export interface TimelineGroup {
  id: number
  content: string
  nestedGroups?: number[]
  showNested?: boolean
  order: number
}

export interface TimelineItem {
  id: string
  group?: number
  start: Date
  end: Date
  content: string
  title?: string
  type?: 'range' | 'background'
  style?: string
  className?: string
  editable?: boolean | { updateTime: boolean; updateGroup: boolean; remove: boolean }
  /** The booking an item draws (its ends point at it too), for click and drag. */
  bookingId?: number
}

export interface DiaryOptions {
  showTime: boolean
  /** Rooms without any booking in the window stay as empty rows. */
  emptyRooms: boolean
  /** Bookings drawn as whole days. */
  byDay: boolean
}

export interface DiaryTexts {
  /** "2nd option" */
  hold: (rank: number) => string
  /** What a booking of an event the person may not see is called. */
  hidden: string
  maintenance: (type: 'BLOCK' | 'HOUSE_USE') => string
  time: (d: Date) => string
}

/** Text for vis-timeline, which reads `content` as HTML. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

export const parseWire = (s: string) => new Date(s)

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate())
const nextDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1)
const endOfDay = (d: Date) => (startOfDay(d).getTime() === d.getTime() ? d : nextDay(d))

/** Rows: every room, a compound's parts nested under the first compound that lists them. */
export function diaryGroups(environments: DiaryEnvironment[], used?: Set<number>): TimelineGroup[] {
  const known = new Set(environments.map((e) => e.id))
  const keep = (e: DiaryEnvironment) =>
    !used || used.has(e.id) || (e.compound && e.parts.some((p) => used.has(p)))
  const kept = environments.filter(keep)
  const keptIds = new Set(kept.map((e) => e.id))
  const nestedOnce = new Set<number>()
  return kept.map((e, order) => {
    const group: TimelineGroup = { id: e.id, content: escapeHtml(e.name), order }
    if (e.compound) {
      const parts = e.parts.filter((p) => known.has(p) && keptIds.has(p) && !nestedOnce.has(p) && p !== e.id)
      parts.forEach((p) => nestedOnce.add(p))
      if (parts.length) Object.assign(group, { nestedGroups: parts, showNested: true })
    }
    return group
  })
}

/** A situation's booking and setup styles, worked out once per diary rather than per booking. */
type Styles = (situation: Booking['situation']) => { booking: string; setup: string }

function situationStyles(palette: Palette): Styles {
  const known = new Map<Booking['situation'], { booking: string; setup: string }>()
  return (situation) => {
    let styles = known.get(situation)
    if (!styles) {
      const color = colorOfSituation(palette.situations, situation)
      const light = lighten(color, 0.6)
      styles = {
        booking: `background-color:${color};border-color:${color};color:${textOn(color)}`,
        setup: `background-color:${light};border-color:${light}`,
      }
      known.set(situation, styles)
    }
    return styles
  }
}

function bookingItems(
  b: Booking,
  styles: Styles,
  options: DiaryOptions,
  texts: DiaryTexts,
  movable: (b: Booking) => boolean,
): TimelineItem[] {
  const style = styles(b.situation)
  let start = parseWire(b.start)
  let end = parseWire(b.end)
  if (options.byDay) [start, end] = [startOfDay(start), endOfDay(end)]
  const name = b.eventName ?? texts.hidden
  const rank = b.holdRank ? `${texts.hold(b.holdRank)} · ` : ''
  const time = options.showTime ? ` ${texts.time(start)}–${texts.time(end)}` : ''
  const label = `${rank}${name}${time}`
  const items: TimelineItem[] = [
    {
      id: `b:${b.id}`,
      group: b.environment.id,
      start,
      end,
      content: escapeHtml(label),
      title: escapeHtml(label),
      style: style.booking,
      className: b.holdRank ? 'diary-hold' : 'diary-booking',
      // An event the person may not see or not change: the server would refuse its move (403), so
      // it is not offered as draggable.
      editable: movable(b) ? { updateTime: true, updateGroup: true, remove: false } : false,
      bookingId: b.id,
    },
  ]
  const end2 = (id: string, from: string, to: string) => {
    const [s, e] = [parseWire(from), parseWire(to)]
    if (!(e > s)) return
    items.push({
      id,
      group: b.environment.id,
      start: s,
      end: e,
      content: '',
      title: escapeHtml(name),
      style: style.setup,
      className: 'diary-setup',
      editable: false,
      bookingId: b.id,
    })
  }
  if (!options.byDay) {
    end2(`a:${b.id}`, b.occupiedStart, b.start)
    end2(`d:${b.id}`, b.end, b.occupiedEnd)
  }
  return items
}

/** Saturdays and Sundays from `from` to `to`, one background band each. */
export function weekendBands(from: Date, to: Date, color: string): TimelineItem[] {
  const bands: TimelineItem[] = []
  for (let d = startOfDay(from); d < to; d = nextDay(d)) {
    const day = d.getDay()
    if (day === 0 || day === 6)
      bands.push({
        id: `w:${d.toISOString()}`,
        start: d,
        end: nextDay(d),
        content: '',
        type: 'background',
        style: `background-color:${color};opacity:0.5`,
        className: 'diary-weekend',
      })
  }
  return bands
}

export function diaryItems(
  diary: Diary,
  window: { start: Date; end: Date },
  palette: Palette,
  options: DiaryOptions,
  texts: DiaryTexts,
  /** Whether a booking may be dragged (the screen asks the person's rights; movable.ts). */
  movable: (b: Booking) => boolean = (b) => b.eventName !== null,
): { groups: TimelineGroup[]; items: TimelineItem[] } {
  const used = new Set(diary.bookings.map((b) => b.environment.id))
  const groups = diaryGroups(diary.environments, options.emptyRooms ? undefined : used)
  const shown = new Set(groups.map((g) => g.id))
  const styles = situationStyles(palette)
  const items: TimelineItem[] = []
  for (const b of diary.bookings)
    if (shown.has(b.environment.id)) items.push(...bookingItems(b, styles, options, texts, movable))
  // Maintenance is drawn as an item of its room's row, like a booking, hatched (diary.css) so it
  // tells apart without its colour, and named. A background item of a row was drawn ~400 px
  // below the row, and in none at the month zoom (issue 49): a drop was refused for a block
  // nobody could see.
  for (const m of diary.maintenances) {
    if (!shown.has(m.environment.id)) continue
    const color = m.type === 'BLOCK' ? palette.maintenanceBlock : palette.houseUse
    const [start, end] = [parseWire(m.start), parseWire(m.end)]
    const label = texts.maintenance(m.type)
    items.push({
      id: `m:${m.id}`,
      group: m.environment.id,
      start,
      end,
      content: escapeHtml(label),
      title: escapeHtml(`${label} ${texts.time(start)}–${texts.time(end)}`),
      style: shadeStyle(color, 0.35),
      className: `diary-maintenance diary-maintenance-${m.type}`,
      editable: false,
    })
  }
  for (const h of diary.holidays) {
    const day = parseWire(`${h.date.slice(0, 10)}T00:00:00`)
    items.push({
      id: `h:${h.date}`,
      start: day,
      end: nextDay(day),
      content: escapeHtml(h.name),
      title: escapeHtml(h.name),
      type: 'background',
      style: shadeStyle(palette.holiday, 0.25),
      className: 'diary-holiday',
    })
  }
  items.push(...weekendBands(window.start, window.end, palette.weekend))
  return { groups, items }
}

/** The booking an item id names (`b:12`, `a:12`, `d:12` → 12), or undefined for shading. */
export function bookingOf(itemId: string | number): number | undefined {
  const m = /^[bad]:(\d+)$/.exec(String(itemId))
  return m ? Number(m[1]) : undefined
}
