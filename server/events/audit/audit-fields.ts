/**
 * What an audited field is, read from the schema of its origin (schemas/event/<origin>.schema.json):
 * where its words live (`x-labels`), its enumeration words (`x-enum-labels`), whether it holds
 * references (`x-ref`, or `x-ui.field: eventEnvironment` for one of the event's rooms), money
 * (`x-ui.widget: money`), a percentage or a date. No origin or registry is named here.
 */
import fs from 'node:fs'
import path from 'node:path'
import { schemasDir, loadRegistrySchemas } from '../../schemas/load.js'
import { buildModel, type RegistryModel } from '../../registries/model.js'
import { labelReferences } from '../../registries/labels.js'
import { labelsOf } from '../../registries/reader.js'
import { eventSchema } from '../validate.js'
import type { Trx } from '../items/types.js'

export type Prop = Record<string, unknown> & { properties?: Record<string, Prop>; items?: Prop }

export interface AuditField {
  /** Locale prefix of the origin's words: `<prefix>.fields.<field>`, `<prefix>.enums.<field>.<value>`. */
  prefix: string | undefined
  prop: Prop | undefined
}

const known = new Set(
  fs
    .readdirSync(path.join(schemasDir, 'event'))
    .filter((f) => f.endsWith('.schema.json'))
    .map((f) => f.replace('.schema.json', '')),
)

/** The schema property behind an audit row's origin and field (none for `copiedFrom` and the like). */
export function auditField(origin: string, field: string | null): AuditField {
  if (!known.has(origin)) return { prefix: undefined, prop: undefined }
  const { schema } = eventSchema(origin)
  return {
    prefix: schema['x-labels'] as string | undefined,
    prop: field ? (schema.properties as Record<string, Prop>)[field] : undefined,
  }
}

/** A reference found in a value: a registry record, or an item of the event (`x-ui.field`). */
export interface FoundRef {
  target: string
  id: number
}

const idOf = (v: unknown) =>
  v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'number'
    ? (v as { id: number }).id
    : undefined
const uiField = (p: Prop | undefined) => (p?.['x-ui'] as { field?: string } | undefined)?.field
export const refTarget = (p: Prop | undefined): string | undefined =>
  (p?.['x-ref'] as string | undefined) ??
  (uiField(p) === 'eventEnvironment' ? 'event-environment' : undefined)

/**
 * The words that stand for a value: a reference's label, or for an object or a list the labels of
 * what it holds (a responsible's person, else its `name`; a menu item's `description`). `label`
 * answers a found reference; undefined when the value names nothing.
 */
export function describe(
  prop: Prop | undefined,
  value: unknown,
  label: (ref: FoundRef) => string | undefined,
): string | undefined {
  if (!prop || value === null || value === undefined) return undefined
  const target = refTarget(prop)
  if (target) {
    const id = idOf(value)
    return id === undefined ? undefined : (label({ target, id }) ?? `#${id}`)
  }
  if (Array.isArray(value)) {
    const parts = value.map((v) => describe(prop.items, v, label)).filter((t): t is string => !!t)
    return parts.length ? parts.join(', ') : undefined
  }
  if (typeof value === 'object') {
    const props = prop.properties ?? {}
    for (const [name, sub] of Object.entries(props)) {
      if (refTarget(sub) && (value as Record<string, unknown>)[name])
        return describe(sub, (value as Record<string, unknown>)[name], label)
    }
    for (const name of ['name', 'description']) {
      const text = (value as Record<string, unknown>)[name]
      if (typeof text === 'string' && text) return text
    }
  }
  return undefined
}

/** Every reference a value holds, by the schema property it was written under. */
export function refsIn(prop: Prop | undefined, value: unknown): FoundRef[] {
  const found: FoundRef[] = []
  describe(prop, value, (ref) => {
    found.push(ref)
    return undefined
  })
  return found
}

let models: Map<string, RegistryModel> | undefined
/** The registries' label fields, from the same schemas the engine reads. */
const registryModels = () =>
  (models ??= new Map(
    loadRegistrySchemas()
      .map((s) => buildModel(s))
      .map((m) => [m.name, m]),
  ))

/** The names of the references, in one query per kind: `target:id` → label. */
export async function lookUpLabels(trx: Trx, refs: FoundRef[]): Promise<Map<string, string>> {
  const out = new Map<string, string>()
  const rooms = [...new Set(refs.filter((r) => r.target === 'event-environment').map((r) => r.id))]
  if (rooms.length) {
    // An event environment is named by its room.
    const rows = await trx
      .selectFrom('event_environment')
      .select(['id', 'environment_id'])
      .where('id', 'in', rooms)
      .execute()
    const names = await labelsOf(
      trx,
      'environment',
      rows.map((r) => r.environment_id),
    )
    for (const r of rows) {
      const name = names.get(r.environment_id)
      if (name) out.set(`event-environment:${r.id}`, name)
    }
  }
  const registry = refs.filter((r) => registryModels().has(r.target))
  if (registry.length) {
    // One row per reference, under its target's name, so labelReferences reads them all in one query.
    const rows = registry.map(
      (r) => ({ [r.target]: { id: r.id } }) as Record<string, Record<string, unknown>>,
    )
    const targets = [...new Set(registry.map((r) => r.target))]
    await labelReferences(
      trx,
      registryModels(),
      rows,
      targets.map((target) => ({ field: target, target })),
    )
    rows.forEach((row, i) => {
      const { target, id } = registry[i]
      const text = row[target][registryModels().get(target)!.label]
      if (typeof text === 'string' && text) out.set(`${target}:${id}`, text)
    })
  }
  return out
}
