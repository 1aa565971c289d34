/** Days from start (inclusive) to end (exclusive), `YYYY-MM-DD`, in UTC so no zone shifts a night. */
export function nights(start: string, end: string): string[] {
  const out: string[] = []
  const d = new Date(`${start}T00:00:00Z`)
  const last = new Date(`${end}T00:00:00Z`)
  while (d < last && out.length < 400) {
    out.push(d.toISOString().slice(0, 10))
    d.setUTCDate(d.getUTCDate() + 1)
  }
  return out
}

/** Start to end inclusive, for day-by-day reads (availability, rates). */
export function days(start: string, end: string): string[] {
  const d = new Date(`${end}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return nights(start, d.toISOString().slice(0, 10))
}

/** The port's days are bare `YYYY-MM-DD`: the one wire check (common/wire-dates.ts). */
export { isWireDay as isDay } from '../../common/wire-dates.js'
