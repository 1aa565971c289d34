/**
 * The shape of a configuration entry and the builders the catalogue is written with. The
 * builders keep each name and option as a literal type, so `Settings` (settings.ts) is derived
 * from the catalogue and the catalogue stays the only place an entry is defined.
 */
import { MAIN_SITUATIONS, SITUATIONS, type Situation } from '../../common/events/situations.js'

export type EntryType = 'GENERAL' | 'SPECIFIC'
export type EntryKind = 'boolean' | 'number' | 'text' | 'color' | 'enum'

/**
 * The situations a situation entry offers, as the configuration has always listed them: the
 * working set first, then the others in the spec's order.
 */
const SITUATION_OPTIONS: readonly Situation[] = [
  ...MAIN_SITUATIONS,
  ...SITUATIONS.filter((s) => !MAIN_SITUATIONS.includes(s)),
]

interface Base<N extends string> {
  name: N
  type: EntryType
  group: string
}
export interface BooleanEntry<N extends string = string> extends Base<N> {
  kind: 'boolean'
  default: boolean
}
export interface NumberEntry<N extends string = string> extends Base<N> {
  kind: 'number'
  default: number
  min: number
  max: number
  integer: boolean
}
export interface TextEntry<N extends string = string> extends Base<N> {
  kind: 'text' | 'color'
  default: string
  maxLength: number
}
/** One option, or with `multiple` a list of options of which at least `minItems` are marked. */
export interface EnumEntry<
  N extends string = string,
  O extends string = string,
  M extends boolean = boolean,
> extends Base<N> {
  kind: 'enum'
  options: readonly O[]
  multiple: M
  minItems: number
  default: M extends true ? readonly O[] : O
}
export type Entry = BooleanEntry | NumberEntry | TextEntry | EnumEntry

export const bool = <N extends string>(
  name: N,
  group: string,
  dflt = false,
  type: EntryType = 'SPECIFIC',
): BooleanEntry<N> => ({
  name,
  type,
  group,
  kind: 'boolean',
  default: dflt,
})

export const num = <N extends string>(
  name: N,
  group: string,
  dflt: number,
  range: { min?: number; max?: number; integer?: boolean } = {},
  type: EntryType = 'SPECIFIC',
): NumberEntry<N> => ({
  name,
  type,
  group,
  kind: 'number',
  default: dflt,
  min: range.min ?? 0,
  max: range.max ?? 999_999_999,
  integer: range.integer ?? true,
})

export const text = <N extends string>(name: N, group: string, dflt = '', maxLength = 200): TextEntry<N> => ({
  name,
  type: 'SPECIFIC',
  group,
  kind: 'text',
  default: dflt,
  maxLength,
})

/** Colours are GENERAL entries in the `#rrggbb` wire format of the registries. */
export const color = <N extends string>(name: N, dflt: string): TextEntry<N> => ({
  name,
  type: 'GENERAL',
  group: 'colors',
  kind: 'color',
  default: dflt,
  maxLength: 7,
})

export const oneOf = <N extends string, const O extends string>(
  name: N,
  group: string,
  options: readonly O[],
  dflt: NoInfer<O>,
): EnumEntry<N, O, false> => ({
  name,
  type: 'SPECIFIC',
  group,
  kind: 'enum',
  options,
  multiple: false,
  minItems: 1,
  default: dflt,
})

export const situations = <N extends string>(
  name: N,
  group: string,
  dflt: readonly Situation[],
  minItems: number,
): EnumEntry<N, Situation, true> => ({
  name,
  type: 'SPECIFIC',
  group,
  kind: 'enum',
  options: SITUATION_OPTIONS,
  multiple: true,
  minItems,
  default: dflt,
})
