/**
 * The colour of a situation, in one place for the calendar, the diary, the charts, the chips and
 * the configuration's defaults (issue 49): a tenant's `<SITUATION>_COLOR` entry when it holds a
 * hex colour, else the default below.
 *
 * The defaults are the Okabe–Ito palette (designed to stay apart for people with red–green colour
 * blindness) with Tol's indigo and a dark grey for the eighth and ninth: the former defaults (Material
 * orange, red, green, teal…) ran together under deuteranopia (ΔE 7.7 between two of them; these
 * keep ΔE ≥ 17 under protanopia and deuteranopia, situationColors.test.ts).
 */
import { SITUATIONS, type Situation } from './situations.js'

export const DEFAULT_SITUATION_COLORS: Record<Situation, string> = {
  NEW: '#56b4e9', // sky blue
  NEGOTIATION: '#e69f00', // orange
  CONFIRMED: '#009e73', // bluish green
  IN_PROGRESS: '#0072b2', // blue
  RELEASED_FOR_CLOSING: '#f0e442', // yellow
  END: '#555555', // dark grey: the event is over
  REOPEN: '#cc79a7', // reddish purple
  WAIT_LIST: '#332288', // indigo
  CANCELED: '#d55e00', // vermilion
}

/** A situation the screens do not know (an older or newer server): neutral grey. */
export const UNKNOWN_SITUATION_COLOR = '#9e9e9e'

export const isHexColor = (value: unknown): value is string =>
  typeof value === 'string' && /^#[0-9a-f]{3,8}$/i.test(value.trim())

/** Every situation's colour from the configuration's entries (missing, blank or not a colour: the default). */
export function situationColors(
  entries: readonly { name: string; value?: unknown }[] | undefined,
): Record<Situation, string> {
  const colors = { ...DEFAULT_SITUATION_COLORS }
  for (const s of SITUATIONS) {
    const value = entries?.find((e) => e.name === `${s}_COLOR`)?.value
    if (isHexColor(value)) colors[s] = value.trim()
  }
  return colors
}

/** One situation's colour from a map made by `situationColors` (unknown ones in grey). */
export const colorOfSituation = (colors: Partial<Record<string, string>>, situation: string): string =>
  colors[situation] ?? UNKNOWN_SITUATION_COLOR
