/**
 * Venue local time, as the server stores it and the screens send it: timestamps carry no zone
 * and read as the venue's wall clock (`YYYY-MM-DDTHH:mm:ss`).
 */
import { wireDayOf } from '../wire-dates.js'

const pad = (n: number) => String(n).padStart(2, '0')

/** A local Date as the wire's `YYYY-MM-DDTHH:mm:ss`. */
export function localDateTime(d = new Date()) {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
}

/** Today (or the day of `d`) on the venue's calendar, `YYYY-MM-DD`. */
export const localToday = (d = new Date()) => localDateTime(d).slice(0, 10)

/** `YYYY-MM-DD…` of a stored timestamp. */
export const dayOf = wireDayOf
