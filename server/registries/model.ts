import crypto from 'node:crypto'
import type { RegistrySchema, ResourceMeta } from '../schemas/load.js'

type Prop = Record<string, unknown>

export interface RefField {
  field: string
  target: string
  many: boolean
}

/** Everything the engine needs from a schema, worked out once at start-up. */
export interface RegistryModel {
  name: string
  schema: RegistrySchema
  resource: ResourceMeta
  /** Properties a client may write (declared, not readOnly). */
  writable: string[]
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

export function parseSort(sort: string | undefined, fallback: { field: string; desc: boolean }) {
  if (!sort) return fallback
  const [field, dir] = sort.split(',')
  return { field: field.trim(), desc: (dir ?? 'asc').trim().toLowerCase() === 'desc' }
}

export function buildModel(schema: RegistrySchema): RegistryModel {
  const resource = schema['x-resource']
  const props = schema.properties ?? {}
  const scalars = new Map<string, 'string' | 'number' | 'boolean'>()
  const refs: RefField[] = []
  const unique: string[][] = []
  const immutable: string[] = []
  const writable: string[] = []

  for (const [field, p] of Object.entries(props)) {
    if (field !== 'id' && !p.readOnly) writable.push(field)
    const st = scalarType(p)
    if (st) scalars.set(field, st)
    if (typeof p['x-ref'] === 'string') refs.push({ field, target: p['x-ref'], many: false })
    const items = p.items as Prop | undefined
    if (p.type === 'array' && items && typeof items['x-ref'] === 'string') refs.push({ field, target: items['x-ref'], many: true })
    if (p['x-unique'] === true) unique.push([field])
    if (p['x-immutable'] === true) immutable.push(field)
  }
  const rootUnique = schema['x-unique']
  if (Array.isArray(rootUnique)) for (const combo of rootUnique) if (Array.isArray(combo)) unique.push(combo.map(String))

  const label = resource.label ?? (props.name ? 'name' : 'id')
  return {
    name: resource.name,
    schema,
    resource,
    writable,
    scalars,
    refs,
    unique,
    immutable,
    search: resource.search ?? (scalars.get(label) === 'string' ? [label] : []),
    label,
    hasActive: scalars.get('active') === 'boolean',
    rules: Array.isArray(schema['x-rules']) ? (schema['x-rules'] as string[]) : [],
    defaultSort: parseSort((resource as { sort?: string }).sort, { field: 'id', desc: true }),
  }
}

/** Deterministic, short index names (PostgreSQL allows 63 bytes). */
export function indexName(kind: string, registry: string, fields: string[]) {
  const hash = crypto.createHash('sha1').update(`${registry}|${fields.join(',')}`).digest('hex').slice(0, 10)
  const slug = registry.replace(/[^a-z0-9]/g, '_').slice(0, 30)
  return `rr_${kind}_${slug}_${hash}`
}
