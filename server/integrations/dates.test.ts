import { describe, expect, it } from 'vitest'
import { days, isDay, nights } from './dates.js'

describe('integration dates', () => {
  it('counts the nights of a stay without the departure day, across a month end', () => {
    expect(nights('2027-02-27', '2027-03-02')).toEqual(['2027-02-27', '2027-02-28', '2027-03-01'])
    expect(nights('2027-03-02', '2027-03-02')).toEqual([])
    expect(nights('2027-03-05', '2027-03-01')).toEqual([])
  })
  it('reads days inclusively and checks the wire format', () => {
    expect(days('2027-03-05', '2027-03-06')).toEqual(['2027-03-05', '2027-03-06'])
    expect(isDay('2027-03-05')).toBe(true)
    expect(isDay('05/03/2027')).toBe(false)
    expect(isDay('2027-13-45')).toBe(false)
  })
})
