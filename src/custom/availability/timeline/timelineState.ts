/** The environment timeline's choices (event-domain.md §2 options) and what they ask the diary for. */
import { CONFIRMED_ONWARD } from '../../../../common/events/situations'
import type { DiaryOptions } from './diaryItems'

export interface TimelineChoices {
  showTime: boolean
  newEvents: boolean
  negotiating: boolean
  waitlist: boolean
  emptyRooms: boolean
  byDay: boolean
}

export const DEFAULT_CHOICES: TimelineChoices = {
  showTime: false,
  newEvents: true,
  negotiating: true,
  waitlist: false,
  emptyRooms: true,
  byDay: false,
}

/** Situations always drawn; new, negotiating and wait-list events follow their options; cancelled never. */
const ALWAYS = CONFIRMED_ONWARD

export function situationsOf(c: TimelineChoices): string[] {
  return [
    ...(c.newEvents ? ['NEW'] : []),
    ...(c.negotiating ? ['NEGOTIATION'] : []),
    ...ALWAYS,
    ...(c.waitlist ? ['WAIT_LIST'] : []),
  ]
}

export const optionsOf = (c: TimelineChoices): DiaryOptions => ({
  showTime: c.showTime,
  emptyRooms: c.emptyRooms,
  byDay: c.byDay,
})

export type Zoom = 'day' | 'week' | 'month'
const DAY = 86_400_000
export const ZOOM_DAYS: Record<Zoom, number> = { day: 1, week: 7, month: 30 }

/** The window of a zoom starting at the day of `from`. */
/** The zoom a link asks for (`?zoom=month`), else the week. */
export const zoomOfLink = (search: string): Zoom => {
  const asked = new URLSearchParams(search).get('zoom')
  return asked && asked in ZOOM_DAYS ? (asked as Zoom) : 'week'
}

export function windowOf(from: Date, zoom: Zoom): { start: Date; end: Date } {
  const start = new Date(from.getFullYear(), from.getMonth(), from.getDate())
  return { start, end: new Date(start.getTime() + ZOOM_DAYS[zoom] * DAY) }
}

/** The same zoom one step back (-1) or forward (1). */
export function shift(w: { start: Date; end: Date }, step: number): { start: Date; end: Date } {
  const span = w.end.getTime() - w.start.getTime()
  return { start: new Date(w.start.getTime() + step * span), end: new Date(w.end.getTime() + step * span) }
}
