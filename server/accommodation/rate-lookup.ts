import { badRequest, fieldError } from '../http/errors.js'
import type { ChannelRate } from '../integrations/channel/port.js'
import { lodgingDays } from '../integrations/channel/price-list.js'
import { roundMoney } from '../../common/money.js'

export interface RateWanted {
  rentalUnitTypeCode: string
  startDate: string
  endDate: string
  /** Guests per room the rate must hold. */
  paxAmount: number
  paxType?: 'ADULT' | 'CHILD' | 'BOTH' | null
}

/**
 * The entries of a rate answer that fit a room (event-domain §5): the unit type, the exact start
 * and end dates, a pax amount that is there, the pax type unless the wanted one is BOTH or empty,
 * and a pax amount at least the wanted one. The smallest fitting pax amount comes first: that is
 * the rate the room is sold at.
 */
export function matchingRates(entries: ChannelRate[], w: RateWanted): ChannelRate[] {
  return entries
    .filter(
      (e) =>
        e.rentalUnitTypeCode === w.rentalUnitTypeCode &&
        e.startDate === w.startDate &&
        e.endDate === w.endDate &&
        e.paxAmount !== null &&
        e.paxAmount !== undefined &&
        (!w.paxType || w.paxType === 'BOTH' || e.paxType === w.paxType) &&
        e.paxAmount >= w.paxAmount,
    )
    .sort((a, b) => a.paxAmount - b.paxAmount || a.id - b.id)
}

export interface LookedUpRate {
  currency: string
  symbol: string
  dailyRates: { date: string; value: number }[]
  totalRateValue: number
  averageDaily: number
}

/**
 * The daily rate of every lodging day from the fitting entries: per day the first entry's value
 * that is not 0 (a 0 is "no price", never merged into the running total). A day left without a
 * value is the spec's "no daily rate found for all lodging days" (400 on `dailyRates`).
 */
export function lookUpRate(entries: ChannelRate[], w: RateWanted): LookedUpRate {
  const fitting = matchingRates(entries, w)
  const byDay = new Map<string, number>()
  let currency: ChannelRate | undefined
  for (const e of fitting)
    for (const d of e.reservationDailies ?? [])
      if (d.value > 0 && !byDay.has(d.date)) {
        byDay.set(d.date, d.value)
        currency ??= e
      }
  const days = lodgingDays(w.startDate, w.endDate)
  if (!currency || days.some((d) => !byDay.has(d)))
    throw badRequest([fieldError('dailyRates', 'accommodation.noDailyRateForAllDays')])
  const dailyRates = days.map((date) => ({ date, value: byDay.get(date)! }))
  const total = dailyRates.reduce((a, d) => a + d.value, 0)
  return {
    currency: currency.currency,
    symbol: currency.symbol,
    dailyRates,
    totalRateValue: roundMoney(total),
    averageDaily: roundMoney(total / dailyRates.length),
  }
}
