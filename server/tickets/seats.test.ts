import { describe, expect, it } from 'vitest'
import { allSeats, parseSeat, rowLetter, rowNumber, seatExists, seatedCapacity } from './seats.js'

describe('seat map', () => {
  const map = { rows: 3, seatsPerRow: 4, missingSeats: ['B-2', 'Z-9'] }

  it('letters rows from A and goes on with AA after Z', () => {
    expect([1, 26, 27, 52].map(rowLetter)).toEqual(['A', 'Z', 'AA', 'AZ'])
    expect(['A', 'Z', 'AA', 'a', 'A1'].map(rowNumber)).toEqual([1, 26, 27, null, null])
  })
  it('names seats <row>-<number>, numbers from 1', () => {
    expect(parseSeat('C-12')).toEqual({ row: 3, number: 12 })
    for (const bad of ['C-0', 'C12', '3-C', 'c-1', 'C-01', '']) expect(parseSeat(bad), bad).toBeNull()
  })
  it('a seat exists when it is on the grid and not missing', () => {
    expect(seatExists(map, 'A-1')).toBe(true)
    expect(seatExists(map, 'C-4')).toBe(true)
    expect(seatExists(map, 'B-2')).toBe(false)
    expect(seatExists(map, 'D-1')).toBe(false)
    expect(seatExists(map, 'A-5')).toBe(false)
  })
  it('capacity is the grid less the missing seats on it', () => {
    expect(seatedCapacity(map)).toBe(11)
    expect(allSeats(map)).toHaveLength(11)
    expect(allSeats(map)).not.toContain('B-2')
  })
})
