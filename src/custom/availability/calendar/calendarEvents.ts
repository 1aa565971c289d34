/**
 * Calendar entries (GET /events/event/calendar) as FullCalendar events, and the holidays as
 * background days: pure, so the colours and filters are tested without a browser. FullCalendar 7
 * reads an event's colours from `color` and `contrastColor` (v6's `backgroundColor`/`textColor`
 * are ignored, which drew every event in the theme's blue with white text, issue 35).
 */

import { type Situation } from '../../../../common/events/situations'
import { colorOfSituation } from '../../../../common/events/situationColors'
import { textOn } from '../../events/situations'
import type { Palette } from '../palette'
import type { CalendarEntry, Holiday } from '../types'

export interface CalendarFilter {
  situations: Situation[]
  environments: number[]
  eventTypes: number[]
}

export interface CalendarEventInput {
  id: string
  title: string
  start: string
  end: string
  allDay?: boolean
  display?: 'background'
  /** The situation's colour (background and border). */
  color: string
  /** Black or white, whichever has the higher WCAG contrast ratio on `color`. */
  contrastColor: string
  className?: string
  extendedProps: { eventId?: number; situation?: Situation; holiday?: boolean }
}

/** Whether an entry passes the filters; an empty list lets everything through. */
export function passes(entry: CalendarEntry, f: CalendarFilter): boolean {
  if (f.situations.length && !f.situations.includes(entry.situation)) return false
  if (f.environments.length && !(entry.environment && f.environments.includes(entry.environment.id)))
    return false
  if (f.eventTypes.length && !(entry.eventType && f.eventTypes.includes(entry.eventType.id))) return false
  return true
}

export function calendarEvents(
  entries: CalendarEntry[],
  palette: Palette,
  filter: CalendarFilter,
  hidden: string,
): CalendarEventInput[] {
  // One event may come once per booked room (isEnvironmentReservation); a filter by room keeps
  // those, otherwise the event is drawn once.
  const seen = new Set<number>()
  const out: CalendarEventInput[] = []
  for (const e of entries) {
    if (!passes(e, filter)) continue
    if (!filter.environments.length) {
      if (seen.has(e.id)) continue
      seen.add(e.id)
    }
    const color = colorOfSituation(palette.situations, e.situation)
    out.push({
      id: `${e.id}:${e.environment?.id ?? ''}`,
      title: e.name ?? hidden,
      start: e.startDate,
      end: e.endDate,
      color,
      contrastColor: textOn(color),
      className: `situation-${e.situation}`,
      extendedProps: { eventId: e.id, situation: e.situation },
    })
  }
  return out
}

export function holidayEvents(holidays: Holiday[], color: string): CalendarEventInput[] {
  return holidays.map((h) => ({
    id: `holiday:${h.date}`,
    title: h.name,
    start: h.date.slice(0, 10),
    end: h.date.slice(0, 10),
    allDay: true,
    display: 'background',
    color,
    contrastColor: textOn(color),
    className: 'calendar-holiday',
    extendedProps: { holiday: true },
  }))
}
