/**
 * Event-domain §5 "Environment items": a room's assembly and disassembly dates around its period,
 * shared by the server (which decides, 400 per field) and the room form (which mirrors it and
 * prefills only what passes). Whether at least one of them is required is the establishment's
 * SETUP_DATES_REQUIRED configuration entry (default on: the spec's "At least one assembly or
 * disassembly date is required").
 */
import { clockOf, wireAt } from '../wire-dates.js'

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
  const start = clockOf(period.start)
  const end = clockOf(period.end)
  const whole = { startDateHour: wireAt(start), endDateHour: wireAt(end) }
  if (!required || !(end > start)) return whole
  const quarter = (end - start) / 4
  const slot = Math.min(
    HOUR,
    quarter >= MINUTE ? Math.floor(quarter / MINUTE) * MINUTE : Math.floor(quarter / 1000) * 1000,
  )
  if (slot <= 0) return whole
  return { assemblyStart: wireAt(start), startDateHour: wireAt(start + slot), endDateHour: wireAt(end) }
}
