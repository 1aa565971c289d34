/**
 * Values an item form takes from elsewhere instead of leaving them to be retyped, as the item
 * schemas' `x-ui.defaultFrom` says: a new item's dates from the event, a rate from the record
 * picked in a reference (what the server would save when the field is left empty).
 */
import type { Prop } from '../../../providers/schema'

export interface Period {
  start: string
  end: string
}

/** A field that follows the record picked in `field` (a reference to registry `target`). */
export interface Follower {
  into: string
  field: string
  target: string
  property: string
}

const entries = (schema: Prop) => Object.entries(schema.properties ?? {})

/** A new item's values from the event's dates. */
export function eventDefaults(schema: Prop, period?: Period): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [name, prop] of entries(schema)) {
    const from = prop['x-ui']?.defaultFrom?.event
    if (from && period) out[name] = period[from]
  }
  return out
}

/** The fields whose value follows a picked reference. */
export function followers(schema: Prop): Follower[] {
  const props = schema.properties ?? {}
  return entries(schema).flatMap(([into, prop]) => {
    const { field, property } = prop['x-ui']?.defaultFrom ?? {}
    const target = field ? props[field]?.['x-ref'] : undefined
    return field && property && target ? [{ into, field, target, property }] : []
  })
}

export const refIdOf = (value: unknown) => (value as { id?: number } | null | undefined)?.id
