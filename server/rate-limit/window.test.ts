import { describe, expect, it } from 'vitest'
import { batchOf, resetSecondsAt, windowStartOf } from './window.js'

describe('rate-limit windows', () => {
  it('aligns windows on multiples of their length and counts the reset in whole seconds', () => {
    expect(windowStartOf(125_400, 60)).toBe(120)
    expect(resetSecondsAt(125_400, 60)).toBe(55)
    expect(resetSecondsAt(120_000, 60)).toBe(60)
    expect(resetSecondsAt(179_999, 60)).toBe(1)
    expect([batchOf(1), batchOf(1200), batchOf(6000)]).toEqual([1, 24, 120])
  })
})
