/**
 * The diary's colours (platform.md §3): situations from the configuration, plus the shading of
 * holidays, weekends and maintenance; each falls back to the catalogue's default.
 */
import { useMemo } from 'react'
import { useConfigurationValue } from '../../providers/useConfigurationValue'
import { textOn } from '../events/situations'
import { useSituationColors } from '../events/useSituationColors'
import type { Situation } from '../../../common/events/situations'

export interface Palette {
  situations: Record<Situation, string>
  holiday: string
  weekend: string
  maintenanceBlock: string
  houseUse: string
}

export const FALLBACK_SHADES = {
  holiday: '#e91e63',
  weekend: '#eeeeee',
  maintenanceBlock: '#424242',
  houseUse: '#8bc34a',
}

const hex = (value: unknown, fallback: string) =>
  typeof value === 'string' && /^#[0-9a-f]{3,8}$/i.test(value.trim()) ? value.trim() : fallback

/** The same object while the colours stay the same, so drawings that depend on it are not redone. */
export function usePalette(): Palette {
  const situations = useSituationColors()
  const palette = {
    situations,
    holiday: hex(useConfigurationValue('HOLIDAY_COLOR'), FALLBACK_SHADES.holiday),
    weekend: hex(useConfigurationValue('WEEKEND_COLOR'), FALLBACK_SHADES.weekend),
    maintenanceBlock: hex(useConfigurationValue('MAINTENANCE_BLOCK_COLOR'), FALLBACK_SHADES.maintenanceBlock),
    houseUse: hex(useConfigurationValue('HOUSE_USE_COLOR'), FALLBACK_SHADES.houseUse),
  }
  const key = JSON.stringify(palette)
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => palette, [key])
}

/** `color` mixed with white (`amount` 0…1 of white): the lighter ends of assembly and disassembly. */
export function lighten(color: string, amount: number): string {
  const m = /^#?([0-9a-f]{6}|[0-9a-f]{3})/i.exec(color.trim())
  if (!m) return color
  const full = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1]
  const mixed = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16)
    return Math.round(c + (255 - c) * amount)
      .toString(16)
      .padStart(2, '0')
  })
  return `#${mixed.join('')}`
}

/**
 * A shading band's style (maintenance, holidays): its colour at `alpha` over the white diary as
 * the background, and a label in black or white, whichever contrasts more with that blend. An
 * `opacity` on the item would fade its label too (a maintenance label read 1.91:1, issue 35).
 */
export function shadeStyle(color: string, alpha: number): string {
  const full = lighten(color, 0) // #rrggbb, whatever hex form was configured
  const rgb = /^#[0-9a-f]{6}$/i.test(full)
    ? [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16)).join(',')
    : undefined
  // The band stays see-through (grid lines and weekend shading show under it); its label is
  // chosen for what the eye sees there: the colour blended over white.
  const background = rgb ? `rgba(${rgb},${alpha})` : color
  return `background-color:${background};color:${textOn(lighten(color, 1 - alpha))}`
}
