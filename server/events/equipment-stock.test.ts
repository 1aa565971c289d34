import { describe, expect, it } from 'vitest'
import { peakHeld } from './equipment-stock.js'
import { dailies } from './items/checks.js'

describe('peakHeld', () => {
  const b = (start: string, end: string, amount: number) => ({ start, end, amount })
  it('counts what is held at once, not the sum of every overlapping booking', () => {
    const rows = [
      b('2027-01-10T08:00:00', '2027-01-10T18:00:00', 3),
      b('2027-01-12T08:00:00', '2027-01-12T18:00:00', 3),
    ]
    expect(peakHeld(rows, '2027-01-10T00:00:00')).toBe(3)
    expect(
      peakHeld([...rows, b('2027-01-09T00:00:00', '2027-01-13T00:00:00', 1)], '2027-01-10T00:00:00'),
    ).toBe(4)
  })
  it('a booking ending when another starts does not overlap it; none held is 0', () => {
    expect(
      peakHeld(
        [
          b('2027-01-10T08:00:00', '2027-01-10T12:00:00', 2),
          b('2027-01-10T12:00:00', '2027-01-10T18:00:00', 2),
        ],
        '2027-01-10T08:00:00',
      ),
    ).toBe(2)
    expect(peakHeld([], '2027-01-10T08:00:00')).toBe(0)
  })
})

describe('dailies', () => {
  it('counts the calendar days a period touches; an end at midnight opens no day', () => {
    expect(dailies('2027-01-10T08:00:00', '2027-01-12T18:00:00')).toBe(3)
    expect(dailies('2027-01-10T08:00:00', '2027-01-10T09:00:00')).toBe(1)
    expect(dailies('2027-01-10T08:00:00', '2027-01-12T00:00:00')).toBe(2)
    expect(dailies('2027-01-31T20:00:00', '2027-02-01T10:00:00')).toBe(2)
  })
})
