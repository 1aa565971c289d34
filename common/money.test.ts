import { describe, expect, it } from 'vitest'
import { roundMoney } from './money.js'

describe('roundMoney', () => {
  it('rounds to cents as people reckon, whatever the binary representation', () => {
    expect(roundMoney(1.005)).toBe(1.01)
    expect(roundMoney(0.1 + 0.2)).toBe(0.3)
    expect(roundMoney(1234.5649)).toBe(1234.56)
    expect(roundMoney(10)).toBe(10)
  })
})
