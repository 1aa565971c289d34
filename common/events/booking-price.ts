/**
 * The price of a room booking, in one home (issue 50): the days a period is charged, the rates a
 * booking starts from, what a move to another room does to them, the booking's money and what a
 * room would have earned. The summary (the one reckoning), the item write, the move, the booking
 * form, the diary's rate question and lost business all read it here, so a change to how a room
 * is charged is made once and none of them shows another figure.
 */
import { roundMoney } from '../money.js'
import { clockOf, DAY_MS, wireDayOf } from '../wire-dates.js'

const dayNumber = (ts: string) => clockOf(wireDayOf(ts)) / DAY_MS

/**
 * Dailies of a period: the calendar days it touches (08:00 on the 10th to 18:00 on the 12th is
 * 3); an end at midnight does not open another day.
 */
export function dailies(start: string, end: string): number {
  const last =
    end.slice(11) === '00:00:00' && dayNumber(end) > dayNumber(start) ? dayNumber(end) - 1 : dayNumber(end)
  return Math.max(1, last - dayNumber(start) + 1)
}

/** Dailies of an optional period (assembly, disassembly): both ends → its days, one end → one day, none → none. */
export const optionalDailies = (a?: string | null, b?: string | null) =>
  a && b ? dailies(a, b) : a || b ? 1 : 0

/** The three rates of a room booking: the room's days, its assembly days and its disassembly days. */
export const ROOM_RATE_FIELDS = ['dailyRate', 'assemblyRate', 'disassemblyRate'] as const
export type RoomRateField = (typeof ROOM_RATE_FIELDS)[number]
export type RoomRates = Record<RoomRateField, number>

/** The room's own daily rate (registry `environment.dailyRate`), when it has one. */
export const roomDailyRate = (room: { dailyRate?: unknown } | null | undefined): number | undefined =>
  typeof room?.dailyRate === 'number' ? room.dailyRate : undefined

/**
 * The rates a booking takes when it names none: the room's daily rate, the establishment's
 * default assembly and disassembly rates (0 where neither has one). A rate sent wins.
 */
export function startingRates(
  sent: Partial<Record<RoomRateField, unknown>>,
  room: { dailyRate?: unknown } | null | undefined,
  establishment: { assemblyRate?: unknown; disassemblyRate?: unknown },
): RoomRates {
  const given = (f: RoomRateField, fallback: unknown) =>
    typeof sent[f] === 'number' ? (sent[f] as number) : Number(fallback ?? 0)
  return {
    dailyRate: given('dailyRate', roomDailyRate(room)),
    assemblyRate: given('assemblyRate', establishment.assemblyRate),
    disassemblyRate: given('disassemblyRate', establishment.disassemblyRate),
  }
}

/** KEEP the agreed rate on a move, or take the NEW_ROOM's from the environment registry. */
export const MOVE_RATES = ['KEEP', 'NEW_ROOM'] as const
export type MoveRate = (typeof MOVE_RATES)[number]

/**
 * The rates a moved booking carries: as agreed (KEEP), or the new room's where the registry has
 * one (NEW_ROOM; rooms carry only a daily rate today, so assembly and disassembly stay as agreed).
 */
export function movedRates(
  agreed: Partial<Record<RoomRateField, unknown>>,
  room: Partial<Record<RoomRateField, unknown>>,
  rate: MoveRate,
): Partial<Record<RoomRateField, unknown>> {
  if (rate === 'KEEP') return { ...agreed }
  const out = { ...agreed }
  for (const f of ROOM_RATE_FIELDS) if (typeof room[f] === 'number') out[f] = room[f]
  return out
}

/**
 * The two daily rates a move to another room must ask between (the diary's question): none when
 * the room is the same, either rate is unknown, or both are equal.
 */
export function rateQuestion(
  sameRoom: boolean,
  agreed: number | null | undefined,
  room: number | null | undefined,
): { agreed: number; room: number } | undefined {
  if (sameRoom || typeof agreed !== 'number' || typeof room !== 'number' || agreed === room) return undefined
  return { agreed, room }
}

/** A room booking as the price reads it (the event-environment item's fields). */
export interface PricedBooking {
  startDateHour: string
  endDateHour: string
  assemblyStart?: string | null
  assemblyEnd?: string | null
  disassemblyStart?: string | null
  disassemblyDeadline?: string | null
  dailyRate?: number | null
  assemblyRate?: number | null
  disassemblyRate?: number | null
  courtesyDailies?: number | null
  assemblyCourtesyDailies?: number | null
  disassemblyCourtesyDailies?: number | null
}

/**
 * A room booking's money before taxes and discounts: daily rate × days plus assembly and
 * disassembly rates × their days (gross); the courtesy dailies given back, each capped at its days.
 * Not rounded: the summary rounds the event's lines once.
 */
export function bookingPrice(b: PricedBooking) {
  const n = (v: unknown) => Number(v ?? 0)
  const days = dailies(b.startDateHour, b.endDateHour)
  const aDays = optionalDailies(b.assemblyStart, b.assemblyEnd)
  const dDays = optionalDailies(b.disassemblyStart, b.disassemblyDeadline)
  const [rate, aRate, dRate] = [n(b.dailyRate), n(b.assemblyRate), n(b.disassemblyRate)]
  const courtesyDays = Math.min(n(b.courtesyDailies), days)
  return {
    days,
    unitRate: rate,
    courtesyDays,
    gross: rate * days + aRate * aDays + dRate * dDays,
    courtesy:
      rate * courtesyDays +
      aRate * Math.min(n(b.assemblyCourtesyDailies), aDays) +
      dRate * Math.min(n(b.disassemblyCourtesyDailies), dDays),
  }
}

/** What a room would have earned over a period at a daily rate (lost business's estimate), in cents. */
export const periodEstimate = (dailyRate: number, start: string, end: string) =>
  roundMoney(dailyRate * dailies(start, end))
