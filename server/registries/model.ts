import crypto from 'node:crypto'
import type { RegistrySchema, ResourceMeta } from '../schemas/load.js'
import { badRequest, fieldError } from '../http/errors.js'
import { writeFields, type RefField } from './validate.js'

type Prop = Record<string, unknown>

/** Everything the engine needs from a schema, worked out once at start-up. */
export interface RegistryModel {
  name: string
  schema: RegistrySchema
  resource: ResourceMeta
  /** Features that open this registry: the events one and, when it is shared, the tickets one. */
  features: string[]
  /** Properties a client may write (declared, not readOnly). */
  writable: string[]
  /**
   * Query filters: scalar properties by name, a reference's id as `<field>.id`, plus
   * x-resource.filters (name → path in the record).
   */
  filterPaths: Map<string, string[]>
  onlyTrueFilters: Set<string>
  /** Who may use the autocomplete: this registry's features and those of forms that refer to it. */
  autocompleteFeatures: string[]
  /** Scalar properties: filterable with `?field=value` and sortable. */
  scalars: Map<string, 'string' | 'number' | 'boolean'>
  refs: RefField[]
  unique: string[][]
  immutable: string[]
  search: string[]
  label: string
  hasActive: boolean
  rules: string[]
  defaultSort: { field: string; desc: boolean }
}

const scalarType = (p: Prop): 'string' | 'number' | 'boolean' | undefined => {
  const t = p.type
  if (t === 'string') return 'string'
  if (t === 'integer' || t === 'number') return 'number'
  if (t === 'boolean') return 'boolean'
  return undefined
}

/**
 * `field[,asc|desc]`. A field that is no plain name, or names a property every object has
 * (`__proto__`, `constructor`), is refused here: callers look the field up in plain objects.
 */
export function parseSort(sort: string | undefined, fallback: { field: string; desc: boolean }) {
  if (!sort) return fallback
  const [field, dir] = sort.split(',').map((s) => s.trim())
  if (!/^[A-Za-z][A-Za-z0-9_.]{0,99}$/.test(field) || field in Object.prototype)
    throw badRequest([fieldError('sort', 'error.invalidValue')])
  return { field, desc: (dir ?? 'asc').toLowerCase() === 'desc' }
}

export function buildModel(schema: RegistrySchema): RegistryModel {
  const resource = schema['x-resource']
  const props = schema.properties ?? {}
  const scalars = new Map<string, 'string' | 'number' | 'boolean'>()
  const unique: string[][] = []
  // The fields the write path reads are worked out where it works (validate.ts), for every schema.
  const { writable, refs, immutable, rules } = writeFields(schema)

  for (const [field, p] of Object.entries(props)) {
    const st = scalarType(p)
    if (st) scalars.set(field, st)
    if (p['x-unique'] === true) unique.push([field])
  }
  const rootUnique = schema['x-unique']
  if (Array.isArray(rootUnique))
    for (const combo of rootUnique) if (Array.isArray(combo)) unique.push(combo.map(String))

  const label = resource.label ?? (props.name ? 'name' : 'id')
  return {
    name: resource.name,
    schema,
    resource,
    features: [resource.feature, resource.ticketsFeature].filter((f): f is string => typeof f === 'string'),
    writable,
    scalars,
    refs,
    unique,
    immutable,
    search: resource.search ?? (scalars.get(label) === 'string' ? [label] : []),
    label,
    hasActive: scalars.get('active') === 'boolean',
    rules,
    defaultSort: parseSort((resource as { sort?: string }).sort, { field: 'id', desc: true }),
    filterPaths: new Map([
      ...[...scalars.keys()].map((f) => [f, [f]] as [string, string[]]),
      // A reference by its id (`environmentType.id=3`): react-admin's getManyReference target.
      ...refs.filter((r) => !r.many).map((r) => [`${r.field}.id`, [r.field, 'id']] as [string, string[]]),
      ...Object.entries(resource.filters ?? {}).map(
        ([name, f]) => [name, (typeof f === 'string' ? f : f.path).split('.')] as [string, string[]],
      ),
    ]),
    // Filters where `false` means "do not filter" (the spec's `customer=false&employee=true`).
    onlyTrueFilters: new Set(
      Object.entries(resource.filters ?? {})
        .filter(([, f]) => typeof f === 'object' && f.onlyTrue)
        .map(([n]) => n),
    ),
    autocompleteFeatures: [],
  }
}

/** Deterministic, short index names (PostgreSQL allows 63 bytes). */
export function indexName(kind: string, registry: string, fields: string[]) {
  const hash = crypto
    .createHash('sha1')
    .update(`${registry}|${fields.join(',')}`)
    .digest('hex')
    .slice(0, 10)
  const slug = registry.replace(/[^a-z0-9]/g, '_').slice(0, 30)
  return `rr_${kind}_${slug}_${hash}`
}
