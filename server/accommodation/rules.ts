/**
 * The accommodation rules of event-domain §5 as pure functions (unit-tested in rules.test.ts);
 * the write path (write.ts) runs them with the field paths of the body.
 */
import { fieldError, type FieldError } from '../http/errors.js'
import { isWireDay } from '../../common/wire-dates.js'
import { nights } from '../integrations/dates.js'

const daysInMonth = (day: string) =>
  new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0)).getUTCDate()

/**
 * "Dates valid only if both are valid dates, start is before end by at least one day, and the
 * span in days does not exceed the number of days in the start month."
 */
export function stayErrors(start: unknown, end: unknown, at: string): FieldError[] {
  if (!isWireDay(start) || !isWireDay(end)) return [fieldError(`${at}endDate`, 'accommodation.invalidPeriod')]
  const span = nights(start, end).length
  if (span < 1) return [fieldError(`${at}endDate`, 'accommodation.startAfterEnd')]
  if (span > daysInMonth(start)) return [fieldError(`${at}endDate`, 'accommodation.periodTooLong')]
  return []
}

/** "Block deadline must be informed, in the future and before the reservation start." */
export function deadlineErrors(deadline: unknown, today: string, starts: string[]): FieldError[] {
  if (!isWireDay(deadline)) return [fieldError('deadlineDate', 'error.required')]
  if (deadline <= today) return [fieldError('deadlineDate', 'accommodation.deadlineNotFuture')]
  if (starts.some((s) => isWireDay(s) && deadline >= s))
    return [fieldError('deadlineDate', 'accommodation.deadlineAfterStart')]
  return []
}

export interface DailyRate {
  date: string
  value: number
}

/** "A daily value is needed for every date, once per date" — every night of the stay, no other. */
export function dailyRateErrors(
  start: string,
  end: string,
  rates: DailyRate[] | undefined,
  at: string,
): FieldError[] {
  const wanted = new Set(nights(start, end))
  const seen = new Set<string>()
  for (const [i, r] of (rates ?? []).entries()) {
    if (seen.has(r.date)) return [fieldError(`${at}dailyRates[${i}].date`, 'accommodation.dailyRateRepeated')]
    if (!wanted.has(r.date))
      return [fieldError(`${at}dailyRates[${i}].date`, 'accommodation.dailyRateOutsideStay')]
    seen.add(r.date)
  }
  return seen.size === wanted.size ? [] : [fieldError(`${at}dailyRates`, 'accommodation.dailyRateMissing')]
}

export interface Guest {
  name: string
  document?: string
}

const guestKey = (g: Guest) =>
  `${g.name.trim().toLowerCase().replace(/\s+/g, ' ')}|${(g.document ?? '').replace(/\W/g, '').toLowerCase()}`

/** "Pax count not lower than guest count; guests not duplicated." */
export function guestErrors(
  guests: Guest[] | undefined,
  roomQuantity: number,
  paxPerRoom: number,
  at: string,
): FieldError[] {
  const list = guests ?? []
  if (list.length > roomQuantity * paxPerRoom)
    return [fieldError(`${at}guests`, 'accommodation.guestsOverPax')]
  const seen = new Set<string>()
  for (const [i, g] of list.entries()) {
    const key = guestKey(g)
    if (seen.has(key)) return [fieldError(`${at}guests[${i}].name`, 'accommodation.guestRepeated')]
    seen.add(key)
  }
  return []
}

export interface BlockSettings {
  accommodationReservationBlock: boolean
  newSituationBlock: boolean
  negotiationSituationBlock: boolean
}

/**
 * platform.md §4 / event-domain §4: editing is refused while the event is NEW (with
 * NEW_SITUATION_BLOCK) or NEGOTIATION (with NEGOTIATION_SITUATION_BLOCK) and
 * ACCOMMODATION_RESERVATION_BLOCK is on, unless the event has been confirmed or the channel
 * reservation has a confirmation id.
 */
export function editingBlocked(
  situation: string,
  s: BlockSettings,
  confirmedBefore: boolean,
  cmConfirmationId: string | null | undefined,
): boolean {
  if (!s.accommodationReservationBlock || confirmedBefore || cmConfirmationId) return false
  return (
    (situation === 'NEW' && s.newSituationBlock) ||
    (situation === 'NEGOTIATION' && s.negotiationSituationBlock)
  )
}
