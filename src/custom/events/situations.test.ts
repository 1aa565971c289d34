import { describe, expect, it } from 'vitest'
import { SITUATIONS_IN_FLOW } from '../../../common/events/situations'
import { contrastRatio, FALLBACK_COLORS, textOn } from './situations'

describe('textOn', () => {
  it('gives every default situation colour text of at least 4.5:1 (the END chip was 4.37:1)', () => {
    for (const s of SITUATIONS_IN_FLOW) {
      const bg = FALLBACK_COLORS[s]
      expect(contrastRatio(bg, textOn(bg)), `${s} ${bg}`).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('reaches 4.5:1 on any configured colour, mid greys included', () => {
    for (let v = 0; v < 256; v += 5) {
      const hex = v.toString(16).padStart(2, '0')
      const bg = `#${hex}${hex}${hex}`
      expect(contrastRatio(bg, textOn(bg)), bg).toBeGreaterThanOrEqual(4.5)
    }
    expect(textOn('#607d8b')).toBe('#000000')
    expect(textOn('#123456')).toBe('#ffffff')
  })
})
