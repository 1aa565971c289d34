import { describe, expect, it } from 'vitest'
import { cpfCheckDigits, formatCpf, isValidCpf } from './cpf.js'

describe('CPF', () => {
  it('accepts valid numbers with or without punctuation', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true)
    expect(isValidCpf('52998224725')).toBe(true)
    expect(isValidCpf(' 123.456.789-09 ')).toBe(true)
    // A remainder below 2 gives check digit 0 (both digits here).
    expect(isValidCpf('987.654.321-00')).toBe(true)
  })

  it('refuses a wrong check digit (either of the two)', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false)
    expect(isValidCpf('529.982.247-35')).toBe(false)
  })

  it('refuses the repeated digits that pass the arithmetic', () => {
    for (let d = 0; d <= 9; d++) expect(isValidCpf(String(d).repeat(11)), String(d)).toBe(false)
    expect(isValidCpf('111.111.111-11')).toBe(false)
  })

  it('refuses other lengths, letters and foreign punctuation', () => {
    expect(isValidCpf('5299822472')).toBe(false)
    expect(isValidCpf('529982247250')).toBe(false)
    expect(isValidCpf('529.982.247-2a')).toBe(false)
    expect(isValidCpf('529/982/247-25')).toBe(false)
    expect(isValidCpf('')).toBe(false)
  })

  it('computes check digits and formats', () => {
    expect(cpfCheckDigits('529982247')).toBe('25')
    expect(formatCpf('52998224725')).toBe('529.982.247-25')
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25')
    expect(formatCpf('123')).toBe('123')
  })
})
