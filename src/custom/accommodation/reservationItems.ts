/**
 * The reservation timeline (GET /events/reservation-timeline) as vis-timeline rows and items:
 * hosting-unit types as rows, each reservation a range from arrival to departure day in its
 * event's situation colour. Pure, so the rules are tested without a browser.
 */
import { isSituation } from '../../../common/events/situations'
import { textOn } from '../events/situations'
import { escapeHtml, type TimelineGroup, type TimelineItem } from '../availability/timeline/diaryItems'
import type { Palette } from '../availability/palette'
import type { ReservationTimeline } from './types'

/** A stay's day as a local midnight (the axis is local time). */
export const dayStart = (day: string) =>
  new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)))

export interface ReservationTexts {
  hidden: string
  rooms: (n: number) => string
}

export function reservationItems(
  data: ReservationTimeline,
  palette: Palette,
  texts: ReservationTexts,
): { groups: TimelineGroup[]; items: TimelineItem[] } {
  const groups = data.rentalUnitTypes.map((t, order) => ({ id: t.id, content: escapeHtml(t.name), order }))
  const items = data.reservations.map((r): TimelineItem => {
    const color = isSituation(r.situation) ? palette.situations[r.situation] : '#9e9e9e'
    const label = `${r.eventName ?? texts.hidden} · ${texts.rooms(r.rooms)}`
    return {
      id: `r${r.id}`,
      group: r.hostingUnitType.id,
      start: dayStart(r.start.slice(0, 10)),
      end: dayStart(r.end.slice(0, 10)),
      content: escapeHtml(label),
      title: escapeHtml(label),
      type: 'range',
      style: `background-color:${color};border-color:${color};color:${textOn(color)}`,
      editable: false,
      // The click opens the reservation's event (DiaryTimeline reports this id).
      bookingId: r.id,
    }
  })
  return { groups, items }
}
