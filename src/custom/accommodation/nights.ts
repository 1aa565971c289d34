import { localToday } from '../../../common/events/clock'
import { addDays, isWireDay } from '../../../common/wire-dates'

/** A whole `YYYY-MM-DD` day: the server's one check (common/wire-dates.ts). */
export const isDay = isWireDay

/** The nights of a stay: every day from arrival up to, not including, departure. */
export function nightsOf(start: string | undefined, end: string | undefined): string[] {
  if (!isDay(start) || !isDay(end)) return []
  const out: string[] = []
  // A stay longer than a month is refused by the server; the list stops well before that.
  for (let d = start; d < end && out.length < 62; d = addDays(d, 1)) out.push(d)
  return out
}

/** The number of days of the month `day` is in (the spec's longest stay or map). */
export const daysInMonth = (day: string) =>
  new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0)).getUTCDate()

/** Today on the venue's calendar, as the server reckons it. */
export const today = () => localToday()
