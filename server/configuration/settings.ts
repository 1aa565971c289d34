import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { catalogue, type CatalogueEntry } from './catalogue.js'
import type { BooleanEntry, EnumEntry, NumberEntry } from './entry.js'
import { storedValues } from './repository.js'
import { storedOrDefault } from './validate.js'

/** `USE_KANBAN` → `useKanban`, as a type and as a function. */
type Pascal<S extends string> = S extends `${infer H}_${infer T}`
  ? `${Capitalize<Lowercase<H>>}${Pascal<T>}`
  : Capitalize<Lowercase<S>>
export type Camel<S extends string> = S extends `${infer H}_${infer T}`
  ? `${Lowercase<H>}${Pascal<T>}`
  : Lowercase<S>
export const camel = (name: string) =>
  name.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())

type ValueOf<E> = E extends BooleanEntry
  ? boolean
  : E extends NumberEntry
    ? number
    : E extends EnumEntry<string, infer O, infer M>
      ? M extends true
        ? O[]
        : O
      : string

/** Every configuration entry of the tenant, typed and camelCased: `settings.useKanban`. */
export type Settings = { [E in CatalogueEntry as Camel<E['name']>]: ValueOf<E> }

/** The value of each entry by name: the tenant's own where stored, else the catalogue default. */
export async function entryValues(trx: Transaction<Database>): Promise<Map<string, unknown>> {
  const stored = await storedValues(trx)
  return new Map(
    catalogue.map((e) => [e.name, stored.has(e.name) ? storedOrDefault(e, stored.get(e.name)) : e.default]),
  )
}

/**
 * The one accessor other modules use to read configuration; never look entries up by string.
 * Runs in the caller's transaction (behind its tenant wall).
 */
export async function getSettings(trx: Transaction<Database>): Promise<Settings> {
  const values = await entryValues(trx)
  const out: Record<string, unknown> = {}
  for (const [name, value] of values) out[camel(name)] = Array.isArray(value) ? [...value] : value
  return out as Settings
}
