import { IcsWriter, localDateTime } from './ics.js'

/**
 * The VTIMEZONE of an IANA zone over a span, from the platform's own zone data (Intl): one
 * observance from the span's start, then one per offset change inside it, each with its
 * TZOFFSETFROM/TZOFFSETTO and its DTSTART in the local time before the change (RFC 5545 §3.6.5).
 * Explicit observances rather than RRULEs: a zone's rules change (Brazil dropped summer time in
 * 2019), the observed offsets do not lie.
 */

const HOUR = 3_600_000
const DAY = 24 * HOUR

const formats = new Map<string, Intl.DateTimeFormat>()

/** Whether the platform knows the zone (an unknown one would throw on first use). */
export function knownZone(zone: string): boolean {
  try {
    offsetMinutes(zone, Date.now())
    return true
  } catch {
    return false
  }
}

/** The zone's offset from UTC at an instant, in minutes (east positive). */
export function offsetMinutes(zone: string, at: number): number {
  let f = formats.get(zone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    formats.set(zone, f)
  }
  const name = f.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT'
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name)
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0
}

/** `-0300`, `+0530`. */
const utcOffset = (minutes: number) => {
  const abs = Math.abs(minutes)
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`
}

interface Transition {
  at: number
  from: number
  to: number
}

/** The offset changes in [start, end): sampled every 6 hours, each pinned to the minute by bisection. */
export function transitions(zone: string, start: number, end: number): Transition[] {
  const out: Transition[] = []
  const step = 6 * HOUR
  let before = offsetMinutes(zone, start)
  for (let t = start + step; t < end + step; t += step) {
    const now = offsetMinutes(zone, t)
    if (now === before) continue
    let lo = t - step
    let hi = t
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 2 / 60_000) * 60_000
      if (offsetMinutes(zone, mid) === before) lo = mid
      else hi = mid
    }
    out.push({ at: hi, from: before, to: now })
    before = now
  }
  return out
}

const cache = new Map<string, string>()

/** The VTIMEZONE component covering the days of [start, end], as folded content lines. */
export function vtimezone(zone: string, start: Date, end: Date): string {
  const from = Math.floor(start.getTime() / DAY) * DAY - DAY
  const to = Math.ceil(end.getTime() / DAY) * DAY + DAY
  const key = `${zone}|${from}|${to}`
  const hit = cache.get(key)
  if (hit) return hit
  const changes = transitions(zone, from, to)
  const first = offsetMinutes(zone, from)
  const w = new IcsWriter().begin('VTIMEZONE').raw('TZID', zone)
  const observance = (kind: string, at: number, fromOffset: number, toOffset: number) => {
    const local = new Date(at + fromOffset * 60_000).toISOString()
    w.begin(kind)
      .raw('DTSTART', localDateTime(local))
      .raw('TZOFFSETFROM', utcOffset(fromOffset))
      .raw('TZOFFSETTO', utcOffset(toOffset))
      .end(kind)
  }
  // The first observance is summer time when the first change goes back to a smaller offset.
  const firstKind = changes.length && changes[0].to < changes[0].from ? 'DAYLIGHT' : 'STANDARD'
  observance(firstKind, from, first, first)
  for (const c of changes) observance(c.to > c.from ? 'DAYLIGHT' : 'STANDARD', c.at, c.from, c.to)
  const text = w.end('VTIMEZONE').toString()
  if (cache.size > 100) cache.clear()
  cache.set(key, text)
  return text
}
