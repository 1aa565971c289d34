import { describe, expect, it } from 'vitest'
import { ticketCode } from './sale.js'

describe('ticketCode', () => {
  it('gives 16 characters a door clerk can type, none mistaken for another (no I, O, 0 or 1)', () => {
    for (let i = 0; i < 50; i++) expect(ticketCode()).toMatch(/^[A-HJ-NP-Z2-9]{16}$/)
  })

  it('never repeats a code across many refills of its random pool', () => {
    // 256 codes per pool: 5,000 codes cross the refill about twenty times.
    const codes = Array.from({ length: 5000 }, ticketCode)
    expect(new Set(codes).size).toBe(codes.length)
    // Every letter of the alphabet turns up: the bytes are spread, not stuck on a part of the pool.
    expect(new Set(codes.join('')).size).toBe(32)
  })
})
