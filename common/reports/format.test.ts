import { describe, expect, it } from 'vitest'
import { moneyText, monthText } from '../format.js'
import { cellText } from './format.js'

const plain = (s: string) => s.replace(/\u00a0/g, ' ')

describe('report cells as a person reads them', () => {
  it('money is the symbol, a space and the amount in every language: never "29.850,00 BRL"', () => {
    expect(plain(moneyText(29850, 'pt-BR', 'BRL'))).toBe('R$ 29.850,00')
    expect(plain(moneyText(29850, 'es', 'BRL'))).toBe('R$ 29.850,00')
    expect(plain(moneyText(29850, 'en-us', 'BRL'))).toBe('R$ 29,850.00')
    expect(plain(moneyText(100, 'pt-BR', 'USD'))).toBe('US$ 100,00')
    expect(plain(moneyText(-15.5, 'es', 'EUR'))).toBe('€ -15,50')
    // A currency with no ISO code is its own symbol; no currency, no symbol.
    expect(moneyText(12.3, 'pt-BR', 'R$$')).toBe('R$$ 12,30')
    expect(moneyText(12.3, 'en-us', null)).toBe('12.30')
  })

  it('a month is named as the charts name it, not "2026-12"', () => {
    expect(monthText('2026-12', 'pt-BR')).toBe('dez. de 2026')
    expect(monthText('2026-12', 'en-us')).toBe('Dec 2026')
    expect(monthText('2026-12', 'es')).toMatch(/^dic\.? 2026$/)
    expect(cellText({ key: 'month', kind: 'month' }, '2026-06', {}, 'pt-BR', (k) => k)).toBe('jun. de 2026')
    expect(monthText('soon', 'pt-BR')).toBe('soon')
  })
})
