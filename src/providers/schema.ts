/**
 * Reading registry schemas (schemas/registries/*.schema.json) for the generic screens. Nothing
 * here names a registry: every answer comes from the schema's keywords (docs/how-to/add-a-registry.md).
 */
import { registrySchemas } from '../generated/resources'

/**
 * `"x-ui": {"defaultFrom": …}` on an event item's field: where a new value comes from, so the form
 * shows what the server would otherwise fill in: the event's `start` or `end`, or a `property` of
 * the record picked in the sibling reference `field` (the equipment's daily rate).
 */
export interface DefaultFrom {
  event?: 'start' | 'end'
  field?: string
  property?: string
}

export interface Prop {
  type?: string | string[]
  format?: string
  enum?: unknown[]
  readOnly?: boolean
  default?: unknown
  items?: Prop
  properties?: Record<string, Prop>
  required?: string[]
  'x-ref'?: string
  'x-immutable'?: boolean
  /** Form hints: `widget`/`field` name an entry of src/widgets/index.ts (custom ones included). */
  'x-ui'?: {
    widget?: string
    field?: string
    /** Handed to the widget as its RJSF `ui:options` (plain JSON, e.g. which sibling it follows). */
    options?: Record<string, string | number | boolean | object | null>
    placeholder?: string
    order?: string[]
    shownWhen?: Record<string, unknown>
    defaultFrom?: DefaultFrom
  }
  [key: string]: unknown
}

/**
 * `"x-ui": {"shownWhen": {"type": "BY_AREA"}}`: the field belongs to the form only while its
 * siblings hold those values (one value, or any of a list). Hidden fields are not sent.
 */
export function isShown(prop: Prop | undefined, siblings: unknown): boolean {
  const when = prop?.['x-ui']?.shownWhen
  if (!when) return true
  const values = (siblings ?? {}) as Record<string, unknown>
  return Object.entries(when).every(([name, wanted]) =>
    Array.isArray(wanted) ? wanted.includes(values[name]) : values[name] === wanted,
  )
}

export interface ResourceMeta {
  name: string
  endpoint: string
  feature?: string
  menu?: { group?: string; contexts?: string[]; icon?: string; order?: number }
  list?: string[]
  search?: string[]
  label?: string
  /** How a picker shows a record: its words joined (`name surname`) and a detail after them (a document). */
  option?: { text: string[]; detail?: string }
  sort?: string
}

export interface RegistrySchema extends Prop {
  $id?: string
  'x-resource': ResourceMeta
  'x-ui'?: { order?: string[]; field?: string }
  properties: Record<string, Prop>
}

const schemas = registrySchemas as unknown as Record<string, RegistrySchema>

export const registryNames = (): string[] => Object.keys(schemas)
export const isRegistry = (name: string): boolean => Object.prototype.hasOwnProperty.call(schemas, name)

export function registryOf(name: string): RegistrySchema {
  const schema = schemas[name]
  if (!schema) throw new Error(`unknown registry ${name}`)
  return schema
}

/** The field a registry shows in references and autocompletes (x-resource.label, else name, else id). */
export function labelFieldOf(name: string): string {
  const schema = registryOf(name)
  return schema['x-resource'].label ?? (schema.properties.name ? 'name' : 'id')
}

/** The default list order, `id,desc` unless the schema says otherwise. */
export function defaultSortOf(name: string): { field: string; order: 'ASC' | 'DESC' } {
  const [field, dir] = (registryOf(name)['x-resource'].sort ?? 'id,desc').split(',')
  return { field: field.trim(), order: (dir ?? 'asc').trim().toLowerCase() === 'desc' ? 'DESC' : 'ASC' }
}

/** How a property is shown and edited. */
export type Kind =
  | 'reference'
  | 'references'
  | 'boolean'
  | 'enum'
  | 'money'
  | 'percent'
  | 'date'
  | 'datetime'
  | 'color'
  | 'image'
  | 'number'
  | 'text'
  | 'list'
  | 'object'

export function kindOf(prop: Prop): Kind {
  const widget = prop['x-ui']?.widget
  if (prop['x-ref']) return 'reference'
  if (prop.type === 'array') {
    if (prop.items?.['x-ref']) return 'references'
    return widget === 'image' ? 'image' : 'list'
  }
  if (prop.enum) return 'enum'
  if (
    widget === 'money' ||
    widget === 'percent' ||
    widget === 'color' ||
    widget === 'date' ||
    widget === 'datetime'
  )
    return widget
  if (prop.format === 'date') return 'date'
  if (prop.format === 'local-date-time') return 'datetime'
  if (prop.format === 'color') return 'color'
  if (prop.type === 'boolean') return 'boolean'
  if (prop.type === 'integer' || prop.type === 'number') return 'number'
  if (prop.type === 'object') return 'object'
  return 'text'
}

/** Whether the field at `path` (`['items', '0', 'value']`) is in the form: it and every object around it shown. */
export function isShownAt(schema: Prop, data: unknown, path: string[]): boolean {
  let node: Prop | undefined = schema
  let value = data as Record<string, unknown> | undefined
  for (const segment of path) {
    if (!node) return true
    if (/^\d+$/.test(segment)) {
      node = node.items
      value = (value as unknown as unknown[] | undefined)?.[Number(segment)] as
        Record<string, unknown> | undefined
      continue
    }
    const child: Prop | undefined = node.properties?.[segment]
    if (child && !isShown(child, value)) return false
    node = child
    value = value?.[segment] as Record<string, unknown> | undefined
  }
  return true
}

/** Server filters and sorts only scalar properties (server/registries/model.ts). */
export const isScalar = (prop: Prop | undefined): boolean =>
  !!prop &&
  !prop['x-ref'] &&
  (prop.type === 'string' || prop.type === 'integer' || prop.type === 'number' || prop.type === 'boolean')

/** The registry a reference property (or array of references) points to. */
export const refTarget = (prop: Prop | undefined): string | undefined =>
  prop?.['x-ref'] ?? prop?.items?.['x-ref']

/**
 * The locale key of a field's label for an error path such as `formats[0].format.id`: the last
 * named segment, skipping the `id` inside a reference (the person sees the reference, not its id).
 */
export const fieldKeyOf = (resource: string, path: string): string =>
  fieldKeyIn(`resources.${resource}`, path)

/** The same for any form whose words live under `prefix` (an event item's `events.<kind>`). */
export function fieldKeyIn(prefix: string, path: string): string {
  const parts = path.split(/[.[\]]/).filter((p) => p && !/^\d+$/.test(p))
  if (parts.length > 1 && parts[parts.length - 1] === 'id') parts.pop()
  return `${prefix}.fields.${parts[parts.length - 1] ?? path}`
}

/** `formats[0].format.id` → `formats[0].format`: errors on a reference's id belong to the reference. */
export const errorPathOf = (path: string): string => (/\.id$/.test(path) ? path.slice(0, -3) : path)
