import { describe, expect, it } from 'vitest'
import { dailies } from './items/checks.js'

describe('dailies', () => {
  it('counts the calendar days a period touches; an end at midnight opens no day', () => {
    expect(dailies('2027-01-10T08:00:00', '2027-01-12T18:00:00')).toBe(3)
    expect(dailies('2027-01-10T08:00:00', '2027-01-10T09:00:00')).toBe(1)
    expect(dailies('2027-01-10T08:00:00', '2027-01-12T00:00:00')).toBe(2)
    expect(dailies('2027-01-31T20:00:00', '2027-02-01T10:00:00')).toBe(2)
  })
})
