import { describe, expect, it } from 'vitest'
import { SITUATIONS } from './situations'
import { DEFAULT_SITUATION_COLORS, colorOfSituation, situationColors } from './situationColors'

// Machado et al. (2009) full-severity simulations, on linear RGB.
const SIMULATIONS: Record<string, number[][]> = {
  normal: [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
}
const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
/** CIELAB of `hex` as seen with the given simulation. */
function seen(hex: string, matrix: number[][]): number[] {
  const rgb = [1, 3, 5].map((i) => linear(parseInt(hex.slice(i, i + 2), 16) / 255))
  const [r, g, b] = matrix.map((row) =>
    Math.min(1, Math.max(0, row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2])),
  )
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116)
  const [x, y, z] = [
    (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047,
    0.2126 * r + 0.7152 * g + 0.0722 * b,
    (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883,
  ]
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))]
}

describe('situation colours', () => {
  it('keeps the nine defaults apart, also under protanopia and deuteranopia (ΔE ≥ 15)', () => {
    for (const [name, matrix] of Object.entries(SIMULATIONS))
      for (const [i, a] of SITUATIONS.entries())
        for (const b of SITUATIONS.slice(i + 1)) {
          const [p, q] = [
            seen(DEFAULT_SITUATION_COLORS[a], matrix),
            seen(DEFAULT_SITUATION_COLORS[b], matrix),
          ]
          const distance = Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2])
          expect(distance, `${a} / ${b} with ${name}`).toBeGreaterThanOrEqual(15)
        }
  })

  it("takes each situation's configured colour, and the default for a missing, blank or invalid one", () => {
    const colors = situationColors([
      { name: 'CANCELED_COLOR', value: ' #123456 ' },
      { name: 'END_COLOR', value: '' },
      { name: 'NEW_COLOR', value: 'red' },
    ])
    expect(colors.CANCELED).toBe('#123456')
    expect(colors.END).toBe(DEFAULT_SITUATION_COLORS.END)
    expect(colors.NEW).toBe(DEFAULT_SITUATION_COLORS.NEW)
    expect(situationColors(undefined)).toEqual(DEFAULT_SITUATION_COLORS)
    expect(colorOfSituation(colors, 'SOMETHING_NEW')).toBe('#9e9e9e')
  })
})
