import { describe, expect, it } from 'vitest'
import {
  bookingPrice,
  dailies,
  movedRates,
  optionalDailies,
  periodEstimate,
  rateQuestion,
  startingRates,
} from './booking-price.js'

describe('dailies', () => {
  it('counts the calendar days a period touches; an end at midnight opens no day', () => {
    expect(dailies('2027-01-10T08:00:00', '2027-01-12T18:00:00')).toBe(3)
    expect(dailies('2027-01-10T08:00:00', '2027-01-10T09:00:00')).toBe(1)
    expect(dailies('2027-01-10T08:00:00', '2027-01-12T00:00:00')).toBe(2)
    expect(dailies('2027-01-31T20:00:00', '2027-02-01T10:00:00')).toBe(2)
  })

  it('gives an optional period one day for one end and none for none', () => {
    expect(optionalDailies('2027-01-09T08:00:00', '2027-01-09T20:00:00')).toBe(1)
    expect(optionalDailies('2027-01-09T08:00:00', undefined)).toBe(1)
    expect(optionalDailies(null, null)).toBe(0)
  })
})

describe('a booking price', () => {
  it('charges the days, the assembly and disassembly days, and gives the courtesy days back', () => {
    const price = bookingPrice({
      startDateHour: '2027-03-10T08:00:00',
      endDateHour: '2027-03-12T18:00:00',
      assemblyStart: '2027-03-09T08:00:00',
      assemblyEnd: '2027-03-09T20:00:00',
      disassemblyStart: '2027-03-12T18:00:00',
      dailyRate: 1000,
      assemblyRate: 300,
      disassemblyRate: 200,
      courtesyDailies: 5,
      assemblyCourtesyDailies: 1,
    })
    expect(price).toEqual({ days: 3, unitRate: 1000, courtesyDays: 3, gross: 3500, courtesy: 3300 })
  })

  it('starts from the room and the establishment where no rate is sent, a sent one winning', () => {
    expect(startingRates({}, { dailyRate: 8500 }, { assemblyRate: '120.5', disassemblyRate: null })).toEqual({
      dailyRate: 8500,
      assemblyRate: 120.5,
      disassemblyRate: 0,
    })
    expect(startingRates({ dailyRate: 0 }, { dailyRate: 8500 }, {}).dailyRate).toBe(0)
    expect(startingRates({}, { dailyRate: 'x' }, {}).dailyRate).toBe(0)
  })

  it('keeps the agreed rates on a move, or takes the new room’s daily rate', () => {
    const agreed = { dailyRate: 900, assemblyRate: 50 }
    expect(movedRates(agreed, { dailyRate: 1200 }, 'KEEP')).toEqual(agreed)
    expect(movedRates(agreed, { dailyRate: 1200 }, 'NEW_ROOM')).toEqual({ dailyRate: 1200, assemblyRate: 50 })
    expect(movedRates(agreed, {}, 'NEW_ROOM')).toEqual(agreed)
  })

  it('asks between two rates only for another room whose known rate differs', () => {
    expect(rateQuestion(false, 900, 1200)).toEqual({ agreed: 900, room: 1200 })
    expect(rateQuestion(true, 900, 1200)).toBeUndefined()
    expect(rateQuestion(false, 900, 900)).toBeUndefined()
    expect(rateQuestion(false, null, 1200)).toBeUndefined()
  })

  it('estimates a period at a daily rate to the cent', () => {
    expect(periodEstimate(333.335, '2027-03-10T08:00:00', '2027-03-11T10:00:00')).toBe(666.67)
  })
})
