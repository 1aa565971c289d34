/** Pure rules of the channel stock screen: the month shown, how a night reads, the price list as runs. */
import { addDays } from '../../../common/wire-dates'
import { daysInMonth } from '../accommodation/nights'
import type { RateNight, StockNight, UnitType } from './api'

export interface Month {
  /** First day, YYYY-MM-01. */
  start: string
  /** Last day of that month. */
  end: string
}

/** The calendar month `day` is in, both days included (the longest period the API takes). */
export function monthOf(day: string): Month {
  const start = `${day.slice(0, 8)}01`
  return { start, end: addDays(start, daysInMonth(start) - 1) }
}

/** The month `n` months after (or before) the one starting at `start`. */
export function shiftMonth(start: string, n: number): Month {
  const y = Number(start.slice(0, 4))
  const m = Number(start.slice(5, 7)) - 1 + n
  const year = y + Math.floor(m / 12)
  const month = ((m % 12) + 12) % 12
  return monthOf(`${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-01`)
}

/** What a night of a type is: fewer rooms than already sold (a warning), nothing left, or open. */
export type NightState = 'oversold' | 'soldOut' | 'open'

export function nightState(n: Pick<StockNight, 'rooms' | 'sold' | 'available'>): NightState {
  if (n.rooms < n.sold) return 'oversold'
  return n.available <= 0 ? 'soldOut' : 'open'
}

/** The types a period's rows name, in the server's order (by name). */
export function typesOf(rows: { hostingUnitType: UnitType }[]): UnitType[] {
  return [...new Map(rows.map((r) => [r.hostingUnitType.id, r.hostingUnitType])).values()]
}

/** Consecutive nights of one type, pax amount and pax type at the same currency and value. */
export interface RateRun {
  hostingUnitType: UnitType
  paxAmount: number
  paxType: RateNight['paxType']
  currency: string
  value: number
  from: string
  to: string
}

/**
 * The month's price list as an administrator reads it: one line per type, pax and run of nights
 * with the same price, rather than one line per night (a month of 4 prices is 120 rows otherwise).
 */
export function rateRuns(rows: RateNight[]): RateRun[] {
  const sorted = [...rows].sort(
    (a, b) =>
      a.hostingUnitType.name.localeCompare(b.hostingUnitType.name) ||
      a.hostingUnitType.id - b.hostingUnitType.id ||
      a.paxAmount - b.paxAmount ||
      a.paxType.localeCompare(b.paxType) ||
      a.date.localeCompare(b.date),
  )
  const runs: RateRun[] = []
  for (const r of sorted) {
    const last = runs[runs.length - 1]
    if (
      last &&
      last.hostingUnitType.id === r.hostingUnitType.id &&
      last.paxAmount === r.paxAmount &&
      last.paxType === r.paxType &&
      last.currency === r.currency &&
      last.value === r.value &&
      addDays(last.to, 1) === r.date
    )
      last.to = r.date
    else
      runs.push({
        hostingUnitType: r.hostingUnitType,
        paxAmount: r.paxAmount,
        paxType: r.paxType,
        currency: r.currency,
        value: r.value,
        from: r.date,
        to: r.date,
      })
  }
  return runs
}
