import { describe, expect, it } from 'vitest'
import { formatZipCode, isValidZipCode } from './zipCode.js'

describe('zip code', () => {
  it('a Brazilian CEP has 8 digits, with or without the hyphen', () => {
    expect(isValidZipCode('01310-100', 'BR')).toBe(true)
    expect(isValidZipCode('01310100', undefined)).toBe(true)
    expect(isValidZipCode('1310-100', 'BR')).toBe(false)
    expect(isValidZipCode('01310-10A', 'BR')).toBe(false)
    expect(formatZipCode('01310100', 'BR')).toBe('01310-100')
  })

  it('elsewhere, the shape of a postal code', () => {
    expect(isValidZipCode('11000', 'UY')).toBe(true)
    expect(isValidZipCode('C1425ABC', 'AR')).toBe(true)
    expect(isValidZipCode('SW1A 1AA', 'GB')).toBe(true)
    expect(isValidZipCode('1', 'UY')).toBe(false)
    expect(isValidZipCode('12345678901', 'US')).toBe(false)
    expect(formatZipCode(' sw1a 1aa ', 'GB')).toBe('SW1A 1AA')
  })
})
