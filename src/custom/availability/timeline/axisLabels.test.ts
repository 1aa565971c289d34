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
