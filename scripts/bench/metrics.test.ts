import { describe, expect, it } from 'vitest'
import { cpuMsPerRequest, cpuTicksFromStat, percentile, sqlRatio } from './metrics.js'

describe('bench metrics', () => {
  it('reads utime + stime from /proc/<pid>/stat, even with a command name holding ") "', () => {
    const stat =
      '4242 (node ) weird) S 1 4242 4242 0 -1 4194560 9054 0 0 0 1234 56 0 0 20 0 11 0 1523 1240539136 24104'
    expect(cpuTicksFromStat(stat)).toBe(1290)
    expect(() => cpuTicksFromStat('garbage')).toThrow()
  })

  it('divides the server CPU of a case by its requests', () => {
    // 10 s of which the server used 3.2 s CPU over 4,000 requests: 0.8 ms each.
    expect(cpuMsPerRequest(10_000, 13_200, 4000)).toBe(0.8)
    expect(cpuMsPerRequest(10_000, 10_000, 0)).toBeUndefined()
  })

  it('gives the API ÷ raw SQL ratio, and none without a replay', () => {
    expect(sqlRatio(372, 1330)).toBe(0.28)
    expect(sqlRatio(900, 1286)).toBe(0.7)
    expect(sqlRatio(372, undefined)).toBeUndefined()
    expect(sqlRatio(372, 0)).toBeUndefined()
  })

  it('takes percentiles by nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1)
    expect(percentile(sorted, 50)).toBe(50)
    expect(percentile(sorted, 99)).toBe(99)
    expect(percentile([7], 99)).toBe(7)
    expect(percentile([], 50)).toBe(0)
  })
})
