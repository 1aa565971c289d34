/**
 * The locale keys a registry schema needs, each with a first text made from the schema (its
 * `title`, else the name humanised). `npm run generate` adds the missing ones to the three locale
 * files and server/schemas/locales.test.ts fails while any is missing. The keys are the ones the
 * generic screens ask for (src/resources: formSchema.ts, RegistryList.tsx, menu.ts) and the
 * permission editor (`permissions.features.<FEATURE>`).
 */
import type { RegistrySchema } from './load.js'
import { placeholdersOf } from '../../common/documents/event-placeholders.js'

export interface LocaleKey {
  key: string
  /** The English-looking first text, to be translated. */
  text: string
}

type Prop = Record<string, unknown> & {
  properties?: Record<string, Prop>
  items?: Prop
  enum?: unknown[]
  title?: string
}

/** `startDateHour` → `Start date hour`, `HOUSE_USE` → `House use`, `environment-type` → `Environment type`. */
export function humanise(name: string): string {
  if (name === 'id') return 'ID'
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase())
  const text = words.join(' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** Fields, nested fields (objects and lists of objects, not references) and enum values under `prefix`. */
function fieldKeys(
  prefix: string,
  properties: Record<string, Prop>,
  top: boolean,
  out: LocaleKey[],
  skip = new Set<string>(),
) {
  for (const [name, prop] of Object.entries(properties)) {
    // Nested read-only values are never shown; top-level ones can be list columns (`id`).
    if ((!top && prop.readOnly) || skip.has(name)) continue
    out.push({ key: `${prefix}.fields.${name}`, text: prop.title ?? humanise(name) })
    // A widget of its own names the values itself (`country` uses the browser's country names).
    const ui = prop['x-ui'] as { widget?: string } | undefined
    const values = ui?.widget ? undefined : (prop.enum ?? prop.items?.enum)
    // `x-enum-labels` points the values at a shared list (`events.situations.NEW`).
    const labels = prop['x-enum-labels'] as string | undefined
    for (const v of values ?? [])
      out.push({
        key: labels ? `${labels}.${String(v)}` : `${prefix}.enums.${name}.${String(v)}`,
        text: humanise(String(v)),
      })
    const inner = prop['x-ref']
      ? undefined
      : (prop.properties ?? (prop.items?.['x-ref'] ? undefined : prop.items?.properties))
    if (inner) fieldKeys(prefix, inner, false, out, skip)
  }
}

/**
 * The keys an event form schema (schemas/event/*) needs under its `x-labels` prefix: its fields
 * and enum values, as the event screens ask for them (src/custom/events). Ids and the version the
 * client read are the route's business, never labelled.
 */
export function formLocaleKeys(schema: Record<string, unknown>): LocaleKey[] {
  const prefix = schema['x-labels'] as string | undefined
  if (!prefix) throw new Error(`${String(schema.$id)}: an event form schema needs x-labels`)
  const out: LocaleKey[] = []
  const skip = new Set(['id', 'eventId', 'version', 'eventVersion'])
  fieldKeys(prefix, schema.properties as Record<string, Prop>, true, out, skip)
  // A field that is a document placeholder (`x-placeholder`) is named in the template editor's menu.
  for (const p of placeholdersOf(schema as { properties: object }))
    out.push({ key: `documents.placeholders.${p.key}`, text: humanise(p.field) })
  // A column of the event report (`x-report`, server/events/report-columns.ts) is titled by its key.
  for (const c of (schema['x-report'] ?? []) as { field: string; key?: string; as?: string }[]) {
    const key = c.key ?? c.as ?? c.field
    out.push({ key: `report.column.${key}`, text: humanise(key) })
  }
  return out.filter((k, i) => out.findIndex((o) => o.key === k.key) === i)
}

export function registryLocaleKeys(schema: RegistrySchema): LocaleKey[] {
  const r = schema['x-resource']
  const prefix = `resources.${r.name}`
  const label = humanise(r.name)
  const out: LocaleKey[] = [{ key: `${prefix}.name`, text: label }]
  fieldKeys(prefix, schema.properties as Record<string, Prop>, true, out)
  if (r.menu?.group) out.push({ key: `menu.${r.menu.group}`, text: humanise(r.menu.group.split('.').pop()!) })
  if (r.feature) out.push({ key: `permissions.features.${r.feature}`, text: label })
  if (r.ticketsFeature)
    out.push({ key: `permissions.features.${r.ticketsFeature}`, text: `${label} (tickets)` })
  // Two nested objects can share a field name: the first text wins, the key is asked for once.
  return out.filter((k, i) => out.findIndex((o) => o.key === k.key) === i)
}

type Tree = { [key: string]: string | Tree }

const lookup = (tree: Tree, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined),
      tree,
    )

/** The keys of `keys` that `tree` lacks (or holds as an empty text). */
export function missingKeys(tree: Tree, keys: LocaleKey[]): LocaleKey[] {
  return keys.filter((k) => {
    const v = lookup(tree, k.key)
    return typeof v !== 'string' || !v.trim()
  })
}

/** `<locale>: missing <key>` for every key a schema needs and a locale lacks. */
export function localeProblems(
  schemas: RegistrySchema[],
  trees: Record<string, Tree>,
  forms: Record<string, unknown>[] = [],
): string[] {
  const keys = [...schemas.flatMap(registryLocaleKeys), ...forms.flatMap(formLocaleKeys)]
  return Object.entries(trees).flatMap(([locale, tree]) =>
    missingKeys(tree, keys).map((k) => `${locale}: missing ${k.key}`),
  )
}
