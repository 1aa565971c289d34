/**
 * Event-domain §5 "Environment items": a room's assembly and disassembly dates around its period,
 * shared by the server (which decides, 400 per field) and the room form (which mirrors it and
 * prefills only what passes). Whether at least one of them is required is the establishment's
 * SETUP_DATES_REQUIRED configuration entry (default on: the spec's "At least one assembly or
 * disassembly date is required").
 */
export interface SetupDates {
  startDateHour?: string
  endDateHour?: string
  assemblyStart?: string
  assemblyEnd?: string
  disassemblyStart?: string
  disassemblyDeadline?: string
}

export interface SetupDateError {
  field: keyof SetupDates
  key: string
}

/** The order rules of the assembly and disassembly dates; `required` adds "at least one". */
export function setupDateErrors(d: SetupDates, required: boolean): SetupDateError[] {
  const errors: SetupDateError[] = []
  if (required && !d.assemblyStart && !d.assemblyEnd && !d.disassemblyStart && !d.disassemblyDeadline)
    errors.push({ field: 'assemblyStart', key: 'event.assemblyOrDisassemblyRequired' })
  if (d.assemblyStart && d.startDateHour && !(d.assemblyStart < d.startDateHour))
    errors.push({ field: 'assemblyStart', key: 'event.assemblyStartNotBeforeStart' })
  if (d.assemblyEnd && d.startDateHour && !(d.assemblyEnd > d.startDateHour))
    errors.push({ field: 'assemblyEnd', key: 'event.assemblyEndNotAfterStart' })
  if (d.disassemblyStart && d.disassemblyDeadline && !(d.disassemblyStart < d.disassemblyDeadline))
    errors.push({ field: 'disassemblyStart', key: 'event.disassemblyStartNotBeforeDeadline' })
  if (d.disassemblyDeadline && d.endDateHour && !(d.disassemblyDeadline > d.endDateHour))
    errors.push({ field: 'disassemblyDeadline', key: 'event.disassemblyDeadlineNotAfterEnd' })
  return errors
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0')
/** A wire day or date-time as milliseconds of a clock without zones (venue local time). */
function clock(wire: string): number {
  const [y, mo, d, h = 0, mi = 0, s = 0] = (wire.match(/\d+/g) ?? []).map(Number)
  return Date.UTC(y, mo - 1, d, h, mi, s)
}
function wire(ms: number): string {
  const t = new Date(ms)
  return (
    `${pad(t.getUTCFullYear(), 4)}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}` +
    `T${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`
  )
}

const HOUR = 3_600_000
const MINUTE = 60_000

/**
 * What a new room's form starts with, valid under `setupDateErrors` and "item dates lie within the
 * event dates" whatever the setting. Not required: the whole event, no setup dates. Required: an
 * assembly slot at the event's start (the room's period begins after it and runs to the event's
 * end): an hour, or a quarter of a shorter event, in whole minutes when the event allows it.
 */
export function roomPrefill(
  period: { start: string; end: string } | undefined,
  required: boolean,
): SetupDates {
  if (!period) return {}
  const start = clock(period.start)
  const end = clock(period.end)
  const whole = { startDateHour: wire(start), endDateHour: wire(end) }
  if (!required || !(end > start)) return whole
  const quarter = (end - start) / 4
  const slot = Math.min(
    HOUR,
    quarter >= MINUTE ? Math.floor(quarter / MINUTE) * MINUTE : Math.floor(quarter / 1000) * 1000,
  )
  if (slot <= 0) return whole
  return { assemblyStart: wire(start), startDateHour: wire(start + slot), endDateHour: wire(end) }
}
