import { describe, expect, it } from 'vitest'
import { axisFormat } from './axisLabels'

describe('timeline axis labels', () => {
  const day = new Date('2026-11-25T14:30:00')
  it('names days and months in the person language', () => {
    expect(axisFormat('pt-BR').minorLabels(day, 'weekday')).toMatch(/qua/)
    expect(axisFormat('pt-BR').majorLabels(day, 'day')).toMatch(/novembro de 2026/)
    expect(axisFormat('es').majorLabels(day, 'day')).toMatch(/noviembre de 2026/)
    expect(axisFormat('en-US').minorLabels(day, 'weekday')).toMatch(/Wed/)
  })
  it('reads moment-like dates too, and shows hours on the hour scale', () => {
    expect(axisFormat('pt-BR').minorLabels({ toDate: () => day }, 'hour')).toBe('14:30')
    expect(axisFormat('pt-BR').majorLabels(day, 'year')).toBe('')
  })
})

describe('timeline axis labels on a narrow diary (issue 49: "2026" and "." at 390 px)', () => {
  const day = new Date('2026-12-25T14:30:00')
  const scales = ['minute', 'hour', 'weekday', 'day', 'week', 'month', 'year']
  it.each(['pt-BR', 'es', 'en-US'])('%s: minor labels of at most 5 characters, major of at most 12', (l) => {
    const axis = axisFormat(l, true)
    for (const scale of scales) {
      expect(axis.minorLabels(day, scale).length, scale).toBeLessThanOrEqual(5)
      expect(axis.majorLabels(day, scale).length, scale).toBeLessThanOrEqual(12)
    }
    expect(axisFormat('pt-BR', true).minorLabels(day, 'weekday')).toBe('25')
    expect(axisFormat('pt-BR', true).majorLabels(day, 'day')).toBe('dez. de 2026')
  })
})
