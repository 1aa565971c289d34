import { describe, expect, it } from 'vitest'
import {
  addDays,
  clockOf,
  daysBetween,
  nextDay,
  wireAt,
  dayEnd,
  dayStart,
  isWireDate,
  isWireDateTime,
  isWireDay,
  looksLikeWireDate,
  parseWireDay,
  wireDateTime,
  wireDateTimeOf,
  wireDay,
  wireDayOf,
  wireMoment,
} from './wire-dates.js'
import { createAjv } from '../server/schemas/ajv.js'

describe('wire dates', () => {
  it('takes real calendar dates in 1900–2199 only', () => {
    expect(isWireDate('2024-02-29')).toBe(true)
    expect(isWireDate('2023-02-29')).toBe(false)
    expect(isWireDate('0000-01-01')).toBe(false)
    expect(isWireDate('2026-11-25T10:00:00')).toBe(true)
    expect(isWireDateTime('2026-11-25T24:00:00')).toBe(false)
    expect(isWireDateTime('2026-11-25')).toBe(false)
  })

  it('tells a date-looking text from text that merely contains a date', () => {
    expect(looksLikeWireDate('2026-2-30')).toBe(true)
    expect(looksLikeWireDate('meeting on 2026-02-03')).toBe(false)
  })

  it('tells a bare day from a date-time', () => {
    expect(isWireDay('2024-02-29')).toBe(true)
    expect(isWireDay('2026-12-01T00:00:00')).toBe(false)
    expect(isWireDay('2026-02-30')).toBe(false)
    expect(isWireDay(20261201)).toBe(false)
  })

  it("schemas: a day takes both forms, a date-time only the spec's, a moment either", () => {
    const ajv = createAjv()
    const day = ajv.compile(wireDay())
    const dateTime = ajv.compile(wireDateTime())
    const moment = ajv.compile(wireMoment())
    expect(['2026-12-01', '2026-12-01T00:00:00'].map((v) => day(v))).toEqual([true, true])
    expect(['2026-12-32', '2026-12-01T00:00', '2026-12-01x'].map((v) => day(v))).toEqual([
      false,
      false,
      false,
    ])
    expect(['2026-12-01T10:30:00', '2026-12-01'].map((v) => dateTime(v))).toEqual([true, false])
    expect(['2026-12-01T10:30:00', '2026-12-01', '2026-12-01T25:00:00'].map((v) => moment(v))).toEqual([
      true,
      true,
      false,
    ])
    expect(wireDay({ description: 'x' })).toEqual({ type: 'string', format: 'date', description: 'x' })
  })

  it('parses either form into what the code compares', () => {
    expect(wireDayOf('2026-12-01T23:59:59')).toBe('2026-12-01')
    expect(wireDayOf('2026-12-01')).toBe('2026-12-01')
    expect(parseWireDay('2026-12-01T10:00:00')).toBe('2026-12-01')
    expect(parseWireDay('2026-02-30')).toBeUndefined()
    expect(parseWireDay(undefined)).toBeUndefined()
    expect(wireDateTimeOf('2026-12-01')).toBe('2026-12-01T00:00:00')
    expect(wireDateTimeOf('2026-12-01T10:00:00')).toBe('2026-12-01T10:00:00')
    expect([dayStart('2026-12-01T10:00:00'), dayEnd('2026-12-01T00:00:00')]).toEqual([
      '2026-12-01T00:00:00',
      '2026-12-01T23:59:59',
    ])
  })
})

describe('day and clock arithmetic on wire values', () => {
  it('counts calendar days across months, leap days and the summer-time change', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-12-31T22:00:00', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(nextDay('2026-10-31')).toBe('2026-11-01')
    expect(daysBetween('2026-12-01', '2026-12-03T08:00:00')).toBe(2)
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2)
  })

  it('reads and writes date-times on a clock without zones', () => {
    expect(wireAt(clockOf('2026-12-01T10:30:00') + 90 * 60_000)).toBe('2026-12-01T12:00:00')
    expect(wireAt(clockOf('2026-12-01'))).toBe('2026-12-01T00:00:00')
    expect(wireAt(clockOf('0999-01-01T00:00:00'))).toBe('0999-01-01T00:00:00')
  })
})
