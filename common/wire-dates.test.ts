import { describe, expect, it } from 'vitest'
import { isWireDate, isWireDateTime, looksLikeWireDate } from './wire-dates.js'

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
})
