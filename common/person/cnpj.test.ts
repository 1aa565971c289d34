import { describe, expect, it } from 'vitest'
import { cnpjCheckDigits, formatCnpj, isValidCnpj } from './cnpj.js'

describe('CNPJ', () => {
  it('accepts valid numeric CNPJs with or without punctuation', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true)
    expect(isValidCnpj('11222333000181')).toBe(true)
    expect(isValidCnpj('45.723.174/0001-10')).toBe(true)
    // Branch numbers other than 0001 are valid too.
    expect(isValidCnpj('11.222.333/0002-62')).toBe(true)
  })

  it('accepts alphanumeric CNPJs (Receita Federal, July 2026), bare, punctuated or in lower case', () => {
    // The example of Receita Federal's technical note and of DESIGN.md.
    expect(isValidCnpj('12ABC34501DE35')).toBe(true)
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true)
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true)
    expect(isValidCnpj('GQD7MA00Z54N38')).toBe(true)
    expect(isValidCnpj('GQ.D7M.A00/Z54N-38')).toBe(true)
  })

  it('computes check digits from ASCII values minus 48, worked by hand', () => {
    // 1 2 A B C 3 4 5 0 1 D E → values 1 2 17 18 19 3 4 5 0 1 20 21
    // × 5 4 3 2 9 8 7 6 5 4 3 2 = 5+8+51+36+171+24+28+30+0+4+60+42 = 459; 459 mod 11 = 8 → 3
    // second: 6 5 4 3 2 9 8 7 6 5 4 3 2 over …,3: 6+10+68+54+38+27+32+35+0+5+80+63+6 = 424;
    // 424 mod 11 = 6 → 5
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35')
    expect(cnpjCheckDigits('12abc34501de')).toBe('35')
    expect(cnpjCheckDigits('GQD7MA00Z54N')).toBe('38')
  })

  it('refuses a wrong check digit (either of the two), alphanumeric too', () => {
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false)
    expect(isValidCnpj('11.222.333/0001-91')).toBe(false)
    expect(isValidCnpj('12ABC34501DE36')).toBe(false)
    expect(isValidCnpj('12ABC34501DE45')).toBe(false)
    expect(isValidCnpj('GQD7MA00Z54N83')).toBe(false)
  })

  it('refuses repeated characters', () => {
    for (let d = 0; d <= 9; d++) expect(isValidCnpj(String(d).repeat(14)), String(d)).toBe(false)
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false)
    const base = 'A'.repeat(12)
    expect(isValidCnpj(`${base}${cnpjCheckDigits(base)}`)).toBe(false)
  })

  it('refuses other lengths, letters in the check digits, other characters and a CPF', () => {
    expect(isValidCnpj('1122233300018')).toBe(false)
    expect(isValidCnpj('112223330001811')).toBe(false)
    expect(isValidCnpj('11.222.333/0001-8X')).toBe(false)
    expect(isValidCnpj('12ABC34501DEAB')).toBe(false)
    expect(isValidCnpj('12ÁBC34501DE35')).toBe(false)
    expect(isValidCnpj('12*BC34501DE35')).toBe(false)
    expect(isValidCnpj('529.982.247-25')).toBe(false)
  })

  it('formats numeric and alphanumeric CNPJs, upper-casing what was typed', () => {
    expect(cnpjCheckDigits('112223330001')).toBe('81')
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81')
    expect(formatCnpj('11.222.333/0001-81')).toBe('11.222.333/0001-81')
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35')
    expect(formatCnpj('12.ABC.345/01DE-35')).toBe('12.ABC.345/01DE-35')
    expect(formatCnpj('12')).toBe('12')
  })
})
