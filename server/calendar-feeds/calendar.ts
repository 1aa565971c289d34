import { IcsWriter, localDateTime, utcDateTime } from './ics.js'
import { vtimezone } from './vtimezone.js'
import type { FeedBooking } from './bookings.js'

export interface CalendarInput {
  /** X-WR-CALNAME: the room's, the event's or "my events" in the owner's language. */
  name: string
  zone: string
  bookings: FeedBooking[]
  /** The window's bounds (instants), which the VTIMEZONE covers with every booking. */
  from: Date
  to: Date
  /** SUMMARY of a booking: the event's name, or "Reserved" where the owner may not see it. */
  summary: (b: FeedBooking) => string
  tenantId: number
}

/** Wall-clock `YYYY-MM-DDTHH:mm:ss` read as if UTC: only for widening the VTIMEZONE span. */
const wallInstant = (wire: string) => new Date(`${wire.slice(0, 19)}Z`)

/**
 * The feed as RFC 5545 text. One VEVENT per booking: the UID is the tenant's and the booking's ids
 * (a move keeps the booking's id, so the UID stays; no two tenants share one), SEQUENCE the booking's revision
 * (migration 0032 raises it on every change), DTSTAMP and LAST-MODIFIED its last change, so the
 * same data always gives the same bytes (the ETag) and a calendar updates rather than duplicates.
 * Holds are TENTATIVE, blocking bookings CONFIRMED.
 */
export function writeCalendar(c: CalendarInput): string {
  let first = c.from
  let last = c.to
  for (const b of c.bookings) {
    if (wallInstant(b.start) < first) first = wallInstant(b.start)
    if (wallInstant(b.end) > last) last = wallInstant(b.end)
  }
  const w = new IcsWriter()
    .begin('VCALENDAR')
    .raw('VERSION', '2.0')
    .raw('PRODID', '-//Eventdesk//Calendar feed//EN')
    .raw('CALSCALE', 'GREGORIAN')
    .text('X-WR-CALNAME', c.name)
    .text('NAME', c.name)
    .raw('X-WR-TIMEZONE', c.zone)
    // How often a subscriber should ask again (RFC 7986, and Outlook's older name for it).
    .raw('REFRESH-INTERVAL', 'PT15M', { VALUE: 'DURATION' })
    .raw('X-PUBLISHED-TTL', 'PT15M')
  const body: string[] = [w.toString(), vtimezone(c.zone, first, last)]
  for (const b of c.bookings) {
    const changed = utcDateTime(new Date(b.changedAt))
    const e = new IcsWriter()
      .begin('VEVENT')
      .raw('UID', `booking-${c.tenantId}-${b.id}@eventdesk`)
      .raw('DTSTAMP', changed)
      .raw('LAST-MODIFIED', changed)
      .raw('SEQUENCE', String(b.revision))
      .raw('DTSTART', localDateTime(b.start), { TZID: c.zone })
      .raw('DTEND', localDateTime(b.end), { TZID: c.zone })
      .text('SUMMARY', c.summary(b))
    if (b.roomName) e.text('LOCATION', b.roomName)
    body.push(
      e
        .raw('STATUS', b.blocking ? 'CONFIRMED' : 'TENTATIVE')
        .raw('TRANSP', 'OPAQUE')
        .end('VEVENT')
        .toString(),
    )
  }
  body.push(new IcsWriter().end('VCALENDAR').toString())
  return body.join('')
}
