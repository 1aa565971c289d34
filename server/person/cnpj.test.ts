import { describe, expect, it } from 'vitest'
import { cnpjCheckDigits, formatCnpj, isValidCnpj } from './cnpj.js'

describe('CNPJ', () => {
  it('accepts valid numbers with or without punctuation', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true)
    expect(isValidCnpj('11222333000181')).toBe(true)
    expect(isValidCnpj('45.723.174/0001-10')).toBe(true)
    // Branch numbers other than 0001 are valid too.
    expect(isValidCnpj('11.222.333/0002-62')).toBe(true)
  })

  it('refuses a wrong check digit (either of the two)', () => {
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false)
    expect(isValidCnpj('11.222.333/0001-91')).toBe(false)
  })

  it('refuses the repeated digits', () => {
    for (let d = 0; d <= 9; d++) expect(isValidCnpj(String(d).repeat(14)), String(d)).toBe(false)
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false)
  })

  it('refuses other lengths, letters and a CPF', () => {
    expect(isValidCnpj('1122233300018')).toBe(false)
    expect(isValidCnpj('112223330001811')).toBe(false)
    expect(isValidCnpj('11.222.333/0001-8X')).toBe(false)
    expect(isValidCnpj('529.982.247-25')).toBe(false)
  })

  it('computes check digits and formats', () => {
    expect(cnpjCheckDigits('112223330001')).toBe('81')
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81')
    expect(formatCnpj('11.222.333/0001-81')).toBe('11.222.333/0001-81')
    expect(formatCnpj('12')).toBe('12')
  })
})
