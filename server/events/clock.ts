/** Venue local time: timestamps are stored without a zone, as the venue reads them. */
const pad = (n: number) => String(n).padStart(2, '0')

export function localDateTime(d = new Date()) {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
}

export const localToday = (d = new Date()) => localDateTime(d).slice(0, 10)

/** `YYYY-MM-DD…` of a stored timestamp. */
export const dayOf = (ts: string) => ts.slice(0, 10)
