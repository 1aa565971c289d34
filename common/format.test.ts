import { describe, expect, it } from 'vitest'
import { formatMoney, formatPercent, maskDate, parseNumber, parseShownDate, showDate } from './format.js'

describe('formats', () => {
  it('shows wire dates as DD/MM/YYYY [HH:mm] and reads typed ones back', () => {
    expect(showDate('2026-12-25')).toBe('25/12/2026')
    expect(showDate('2026-12-25T09:30:00', true)).toBe('25/12/2026 09:30')
    expect(parseShownDate('25/12/2026')).toBe('2026-12-25')
    expect(parseShownDate('25/12/2026 09:30', true)).toBe('2026-12-25T09:30:00')
    expect(parseShownDate('31/02/2026')).toBeNull()
    expect(parseShownDate('25/12')).toBeNull()
    expect(parseShownDate('25/12/2026 24:00', true)).toBeNull()
  })

  it('takes either shape unless told which, and shows anything else as it came', () => {
    expect(showDate('2026-12-25T09:30:00')).toBe('25/12/2026 09:30')
    expect(showDate('2026-12-25 09:30')).toBe('25/12/2026 09:30')
    expect(showDate('2026-12-25T09:30:00', false)).toBe('2026-12-25T09:30:00')
    expect(showDate('2026-12-25', true)).toBe('2026-12-25')
    expect(showDate('2026-02-30')).toBe('2026-02-30')
    expect(showDate('soon')).toBe('soon')
    expect(showDate(null)).toBe('')
  })

  it('inserts separators while typing digits', () => {
    expect(maskDate('2512')).toBe('25/12')
    expect(maskDate('25122026')).toBe('25/12/2026')
    expect(maskDate('251220260930', true)).toBe('25/12/2026 09:30')
  })

  it('money in the language with the currency symbol; numbers typed in the language', () => {
    expect(formatMoney(1250.5, 'pt-BR').replace(/\s/g, ' ')).toBe('R$ 1.250,50')
    expect(formatMoney(1250.5, 'en-us', 'US$')).toBe('US$ 1,250.50')
    expect(parseNumber('1.250,5', 'pt-BR')).toBe(1250.5)
    expect(parseNumber('1,250.5', 'en-us')).toBe(1250.5)
    expect(parseNumber('12a', 'pt-BR')).toBeNull()
  })

  it("money is the reports' one formatter: the currency's symbol and the amount in the reader's language", () => {
    const plain = (s: string) => s.replace(/\s/g, ' ')
    // Issue 49: the event tabs wrote `R$ 206,957.00` where the reports wrote `R$29,850.00` (en-us),
    // and es read `29.850,00 BRL`: one way now, the symbol, a space, the amount.
    expect(formatMoney(206957, 'en-us', 'BRL')).toBe('R$ 206,957.00')
    expect(plain(formatMoney(3600, 'pt-BR', 'BRL'))).toBe('R$ 3.600,00')
    expect(plain(formatMoney(29850, 'es', 'BRL'))).toBe('R$ 29.850,00')
    expect(formatMoney(null, 'pt-BR', 'BRL')).toBe('')
  })

  it("a share in the reader's language, not with a dot everywhere", () => {
    const plain = (s: string) => s.replace(/\s/g, ' ')
    expect(plain(formatPercent(73.33, 'pt-BR'))).toBe('73,3%')
    expect(plain(formatPercent(73.33, 'es'))).toBe('73,3 %')
    expect(formatPercent(73.33, 'en-us')).toBe('73.3%')
  })
})
