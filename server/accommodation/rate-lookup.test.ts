import { describe, expect, it } from 'vitest'
import { AppError } from '../http/errors.js'
import type { ChannelRate } from '../integrations/channel/port.js'
import { lookUpRate, matchingRates, type RateWanted } from './rate-lookup.js'

const entry = (over: Partial<ChannelRate> = {}): ChannelRate => ({
  id: 1,
  rateCompanyId: 1,
  shortName: 'BAR',
  name: 'Best available rate',
  currency: 'BRL',
  symbol: 'R$',
  rentalUnitTypeCode: 'STD',
  paxAmount: 2,
  paxType: 'ADULT',
  startDate: '2030-03-01',
  endDate: '2030-03-03',
  totalRateValue: 500,
  averageDaily: 250,
  reservationDailies: [
    { date: '2030-03-01', value: 250 },
    { date: '2030-03-02', value: 250 },
  ],
  ...over,
})
const wanted: RateWanted = {
  rentalUnitTypeCode: 'STD',
  startDate: '2030-03-01',
  endDate: '2030-03-03',
  paxAmount: 2,
  paxType: 'ADULT',
}
const ids = (w: Partial<RateWanted>, entries: ChannelRate[]) =>
  matchingRates(entries, { ...wanted, ...w }).map((e) => e.id)

describe('rate lookup (event-domain §5)', () => {
  it('keeps only the unit type asked', () => {
    expect(ids({}, [entry({ id: 1 }), entry({ id: 2, rentalUnitTypeCode: 'LUX' })])).toEqual([1])
  })

  it('keeps only the exact start and end dates', () => {
    const entries = [
      entry({ id: 1 }),
      entry({ id: 2, startDate: '2030-02-28' }),
      entry({ id: 3, endDate: '2030-03-04' }),
    ]
    expect(ids({}, entries)).toEqual([1])
  })

  it('drops entries without a pax amount', () => {
    expect(ids({}, [entry({ id: 1, paxAmount: null as never }), entry({ id: 2 })])).toEqual([2])
  })

  it('filters by pax type unless the wanted one is BOTH or empty', () => {
    const entries = [entry({ id: 1, paxType: 'ADULT' }), entry({ id: 2, paxType: 'CHILD' })]
    expect(ids({ paxType: 'CHILD' }, entries)).toEqual([2])
    expect(ids({ paxType: 'BOTH' }, entries)).toEqual([1, 2])
    expect(ids({ paxType: null }, entries)).toEqual([1, 2])
  })

  it('keeps pax amounts at least the wanted one, the smallest first', () => {
    const entries = [
      entry({ id: 1, paxAmount: 1 }),
      entry({ id: 2, paxAmount: 4 }),
      entry({ id: 3, paxAmount: 3 }),
    ]
    expect(ids({ paxAmount: 3 }, entries)).toEqual([3, 2])
  })

  it('gives the daily rate of every lodging day and their total', () => {
    expect(lookUpRate([entry()], wanted)).toEqual({
      currency: 'BRL',
      symbol: 'R$',
      dailyRates: [
        { date: '2030-03-01', value: 250 },
        { date: '2030-03-02', value: 250 },
      ],
      totalRateValue: 500,
      averageDaily: 250,
    })
  })

  it('does not merge zero rates into the total: a zero night is priced by the next fitting entry', () => {
    const zero = entry({
      id: 1,
      reservationDailies: [
        { date: '2030-03-01', value: 0 },
        { date: '2030-03-02', value: 300 },
      ],
    })
    const bigger = entry({ id: 2, paxAmount: 3, reservationDailies: [{ date: '2030-03-01', value: 350 }] })
    expect(lookUpRate([zero, bigger], wanted)).toMatchObject({
      dailyRates: [
        { date: '2030-03-01', value: 350 },
        { date: '2030-03-02', value: 300 },
      ],
      totalRateValue: 650,
    })
  })

  const refused = (entries: ChannelRate[]) => {
    try {
      lookUpRate(entries, wanted)
    } catch (e) {
      return e as AppError
    }
    throw new Error('not refused')
  }

  it('a night without a daily rate is "no daily rate found for all lodging days" (400 on dailyRates)', () => {
    const e = refused([entry({ reservationDailies: [{ date: '2030-03-01', value: 250 }] })])
    expect(e.status).toBe(400)
    expect(e.key).toBe('accommodation.noDailyRateForAllDays')
    expect(e.errors).toEqual([
      { field: 'dailyRates', message: 'accommodation.noDailyRateForAllDays', target: 'dailyRates' },
    ])
  })

  it('only zero rates, or no fitting entry, is refused the same way', () => {
    const zeros = entry({
      reservationDailies: [
        { date: '2030-03-01', value: 0 },
        { date: '2030-03-02', value: 0 },
      ],
    })
    expect(refused([zeros]).key).toBe('accommodation.noDailyRateForAllDays')
    expect(refused([entry({ rentalUnitTypeCode: 'LUX' })]).key).toBe('accommodation.noDailyRateForAllDays')
  })
})
