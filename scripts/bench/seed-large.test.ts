import { describe, expect, it } from 'vitest'
import { defaultLargeEvents, largeEventsOption } from './seed-large.js'

describe('BENCH_LARGE', () => {
  it('defaults to a million events, takes none or a size, and refuses anything else', () => {
    expect(largeEventsOption(undefined)).toBe(defaultLargeEvents)
    expect(largeEventsOption('')).toBe(1_000_000)
    expect(largeEventsOption('none')).toBe(0)
    expect(largeEventsOption('100000')).toBe(100_000)
    expect(() => largeEventsOption('12')).toThrow(/BENCH_LARGE/)
    expect(() => largeEventsOption('lots')).toThrow(/BENCH_LARGE/)
  })
})
