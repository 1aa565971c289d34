import { afterEach, describe, expect, it, vi } from 'vitest'
import { FRESH_MS, Liveness } from './liveness.js'

describe('Liveness', () => {
  afterEach(() => vi.useRealTimers())

  it('counts a success as an answer for FRESH_MS only', () => {
    vi.useFakeTimers({ now: 10_000 })
    const l = new Liveness()
    expect(l.recentlyAnswered()).toBe(false)
    l.succeeded()
    expect(l.recentlyAnswered()).toBe(true)
    vi.advanceTimersByTime(FRESH_MS)
    expect(l.recentlyAnswered()).toBe(false)
  })

  it('a connection that broke after the last success makes the check ask the database', () => {
    vi.useFakeTimers({ now: 10_000 })
    const l = new Liveness()
    l.succeeded()
    vi.advanceTimersByTime(10)
    l.broke()
    expect(l.recentlyAnswered()).toBe(false)
    vi.advanceTimersByTime(10)
    l.succeeded()
    expect(l.recentlyAnswered()).toBe(true)
  })
})
