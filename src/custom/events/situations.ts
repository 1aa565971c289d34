/**
 * The event lifecycle as the screens show it (event-domain.md §4; the situations and priorities
 * themselves are common/events/situations.ts): the colours to fall back on when the configuration
 * is not readable, and the readable text colour on a coloured chip (white or black, whichever contrasts more: one of them always reaches WCAG
 * AA's 4.5:1, which near-black does not on mid tones such as the default blue-grey of END).
 */
import type { Situation } from '../../../common/events/situations'
import { DEFAULT_SITUATION_COLORS } from '../../../common/events/situationColors'

/** The defaults when the configuration gives none (the one list: common/events/situationColors.ts). */
export const FALLBACK_COLORS: Record<Situation, string> = DEFAULT_SITUATION_COLORS

export const situationKey = (s: string) => `events.situations.${s}`
export const priorityKey = (p: string) => `events.priorities.${p}`

function luminance(hex: string): number | null {
  const m = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim())
  if (!m) return null
  const full = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1]
  const [r, g, b] = [0, 2, 4]
    .map((i) => parseInt(full.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)

/** The WCAG contrast ratio of two colours, or null when one is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const [la, lb] = [luminance(a), luminance(b)]
  return la === null || lb === null ? null : contrast(la, lb)
}

/** The text colour with the higher contrast on `background` (configured colours can be anything). */
export function textOn(background: string): '#ffffff' | '#000000' {
  const l = luminance(background)
  if (l === null) return '#000000'
  return contrast(l, 1) >= contrast(l, 0) ? '#ffffff' : '#000000'
}
