import { localToday } from '../../../common/events/clock'
import { isWireDay } from '../../../common/wire-dates'

/** Calendar-day arithmetic on wire dates (YYYY-MM-DD), in UTC so no time zone moves a night. */
const DAY = 86_400_000

const asUtc = (day: string) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)))
const wire = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** A whole `YYYY-MM-DD` day: the server's one check (common/wire-dates.ts). */
export const isDay = isWireDay

/** The nights of a stay: every day from arrival up to, not including, departure. */
export function nightsOf(start: string | undefined, end: string | undefined): string[] {
  if (!isDay(start) || !isDay(end)) return []
  const out: string[] = []
  // A stay longer than a month is refused by the server; the list stops well before that.
  for (let t = asUtc(start); t < asUtc(end) && out.length < 62; t += DAY) out.push(wire(t))
  return out
}

export const addDays = (day: string, n: number) => wire(asUtc(day) + n * DAY)

/** The number of days of the month `day` is in (the spec's longest stay or map). */
export const daysInMonth = (day: string) =>
  new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0)).getUTCDate()

/** Today on the venue's calendar, as the server reckons it. */
export const today = () => localToday()
