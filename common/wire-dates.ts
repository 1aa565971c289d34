/**
 * The wire dates of the spec, checked as real calendar dates in a sane range. The database would
 * take year 0 or answer 500 for 30 February; we refuse both before they get there. Shared with
 * the browser's form validation (src/resources/validation).
 */
export const MIN_YEAR = 1900
export const MAX_YEAR = 2199

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/

function realDay(y: number, m: number, d: number) {
  if (y < MIN_YEAR || y > MAX_YEAR || m < 1 || m > 12 || d < 1) return false
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]
  return d <= days
}

/** `YYYY-MM-DDTHH:mm:ss`, venue local time. */
export function isWireDateTime(s: unknown): s is string {
  const m = typeof s === 'string' ? DATE_TIME.exec(s) : null
  if (!m) return false
  const [y, mo, d, h, mi, sec] = m.slice(1).map(Number)
  return realDay(y, mo, d) && h < 24 && mi < 60 && sec < 60
}

/** A day alone: `YYYY-MM-DD`, a real calendar day (what the channel port and stays store). */
export function isWireDay(s: unknown): s is string {
  const m = typeof s === 'string' ? DAY.exec(s) : null
  return !!m && realDay(Number(m[1]), Number(m[2]), Number(m[3]))
}

/** A date: `YYYY-MM-DD`, or a date-time (the spec's clients send both for dates). */
export function isWireDate(s: string): boolean {
  return isWireDay(s) || isWireDateTime(s)
}

/** Looks like a wire date (so it must be one); text that merely contains a date does not. */
export const looksLikeWireDate = (s: string) => /^\d{4}-\d{1,2}-\d{1,2}(T[\d:.]*)?$/.test(s)

/**
 * Schemas of the wire dates (DESIGN.md "Wire dates"), the one way every route declares one: a
 * value that means a day takes `YYYY-MM-DD` and the spec's date-time alike (format `date`, see
 * wire-formats.ts); a date-time takes the spec's `YYYY-MM-DDTHH:mm:ss`; a moment (a window's
 * bound) takes either, a day meaning its midnight.
 */
export const wireDay = <E extends object = object>(extra?: E) =>
  ({ type: 'string', format: 'date', ...extra }) as { type: 'string'; format: 'date' } & E
export const wireDateTime = <E extends object = object>(extra?: E) =>
  ({ type: 'string', format: 'local-date-time', ...extra }) as {
    type: 'string'
    format: 'local-date-time'
  } & E
export const wireMoment = () => ({ anyOf: [wireDateTime(), wireDay()] })

/**
 * The day a wire day or date-time means (`2026-12-01T10:00:00` → `2026-12-01`), for a value its
 * route's schema has checked. Code compares days as text, so a date-time must never reach it whole.
 */
export const wireDayOf = (value: string) => value.slice(0, 10)

/** The day of a value no schema has checked, or undefined when it is no wire day or date-time. */
export function parseWireDay(value: unknown): string | undefined {
  return typeof value === 'string' && isWireDate(value) ? wireDayOf(value) : undefined
}

/** A wire day or date-time as a local date-time: a day is its midnight. */
export function wireDateTimeOf(value: string): string {
  return value.length === 10 ? `${value}T00:00:00` : value
}

/** The first and last second of the day a wire day or date-time means (a period's bounds). */
export const dayStart = (value: string) => `${wireDayOf(value)}T00:00:00`
export const dayEnd = (value: string) => `${wireDayOf(value)}T23:59:59`

/*
 * Day and clock arithmetic on wire values (issue 50: once a private helper in nine files). A wire
 * value is venue-local time with no zone, so it is read and written on a zone-free clock (UTC):
 * neither the server's time zone nor its summer time adds or removes an hour or a night.
 */
export const DAY_MS = 86_400_000

const pad = (n: number, w = 2) => String(n).padStart(w, '0')

/** A wire day or date-time as milliseconds on the zone-free clock (a day is its midnight). */
export function clockOf(wire: string): number {
  const [y, mo, d, h = 0, mi = 0, s = 0] = (wire.match(/\d+/g) ?? []).map(Number)
  return Date.UTC(y, mo - 1, d, h, mi, s)
}

/** Milliseconds on the zone-free clock as a wire date-time (`YYYY-MM-DDTHH:mm:ss`). */
export function wireAt(ms: number): string {
  const t = new Date(ms)
  return (
    `${pad(t.getUTCFullYear(), 4)}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}` +
    `T${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`
  )
}

/** The wire day `n` calendar days after (before, when negative) a wire day or date-time's day. */
export const addDays = (value: string, n: number) =>
  wireAt(clockOf(wireDayOf(value)) + n * DAY_MS).slice(0, 10)

/** The day after a wire day's. */
export const nextDay = (value: string) => addDays(value, 1)

/** Calendar days from one wire value's day to another's (`2026-12-01` → `2026-12-03` is 2). */
export const daysBetween = (from: string, to: string) =>
  Math.round((clockOf(wireDayOf(to)) - clockOf(wireDayOf(from))) / DAY_MS)
