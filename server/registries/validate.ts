import type { ValidateFunction } from 'ajv'
import { wireDayOf } from '../../common/wire-dates.js'
import { createAjv } from '../schemas/ajv.js'
import { ajvToFieldErrors, fieldError, type FieldError } from '../http/errors.js'

/** A schema property that references another registry (its records' ids), one or a list. */
export interface RefField {
  field: string
  target: string
  many: boolean
  /** For a list of objects, the property of each item that holds the reference (`formats[].format`). */
  sub?: string
}

type Prop = Record<string, unknown>

/**
 * What the write path (write-path.ts) needs of a schema-described record: a registry's model,
 * an event's or an event item's (server/events/validate.ts) alike.
 */
export interface WriteModel {
  name: string
  schema: { properties?: Record<string, Prop>; [keyword: string]: unknown }
  /** Properties a client may write (declared, not readOnly, not `id`). */
  writable: string[]
  refs: RefField[]
  immutable: string[]
  /** Named rules (`x-rules`, server/registries/rules). */
  rules: string[]
}

/** The writable, reference, immutable and rule fields of a (dereferenced) schema. */
export function writeFields(schema: WriteModel['schema']): Omit<WriteModel, 'name' | 'schema'> {
  const out = { writable: [] as string[], refs: [] as RefField[], immutable: [] as string[] }
  for (const [field, p] of Object.entries(schema.properties ?? {})) {
    if (field !== 'id' && !p.readOnly) out.writable.push(field)
    if (typeof p['x-ref'] === 'string') out.refs.push({ field, target: p['x-ref'], many: false })
    const items = p.items as Prop | undefined
    if (p.type === 'array' && items && typeof items['x-ref'] === 'string')
      out.refs.push({ field, target: items['x-ref'], many: true })
    if (p.type === 'array' && items?.type === 'object') {
      for (const [sub, sp] of Object.entries((items.properties ?? {}) as Record<string, Prop>)) {
        if (typeof sp['x-ref'] === 'string') out.refs.push({ field, sub, target: sp['x-ref'], many: true })
      }
    }
    if (p['x-immutable'] === true) out.immutable.push(field)
  }
  const rules = Array.isArray(schema['x-rules']) ? (schema['x-rules'] as string[]) : []
  return { ...out, rules }
}

const ajv = createAjv()
// By schema object, not name: a registry and an event item may share a name (`environment`).
const compiled = new WeakMap<object, ValidateFunction>()

function validatorFor(model: WriteModel) {
  let v = compiled.get(model.schema)
  if (!v) {
    // Without its $id: the same file compiled for two apps (tests) must not clash in ajv's cache.
    const { $id: _id, ...schema } = model.schema
    v = ajv.compile(schema)
    compiled.set(model.schema, v)
  }
  return v
}

/** References are stored as `{id}` only; the label a client echoes back is not data. */
function normaliseRef(value: unknown): unknown {
  if (value === null || value === undefined) return value
  if (Array.isArray(value)) return value.map(normaliseRef)
  if (typeof value === 'object') {
    const id = (value as { id?: unknown }).id
    return { id: typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id }
  }
  return value
}

/**
 * The record a body describes: declared writable properties only (the envelope the app adds —
 * id, version, companyId, createdBy — and unknown keys are dropped), references reduced to ids,
 * defaults applied, then validated against the schema.
 */
export function prepareRecord(
  model: WriteModel,
  body: unknown,
): { data: Record<string, unknown>; errors: FieldError[] } {
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
  const data: Record<string, unknown> = {}
  for (const field of model.writable) {
    if (input[field] === undefined) continue
    const refs = model.refs.filter((r) => r.field === field)
    let value: unknown = input[field]
    for (const r of refs) {
      if (!r.sub) value = normaliseRef(value)
      else if (Array.isArray(value)) {
        value = value.map((item: Record<string, unknown> | null) =>
          item && typeof item === 'object' ? { ...item, [r.sub!]: normaliseRef(item[r.sub!]) } : item,
        )
      }
    }
    data[field] = value
  }
  // An empty text is "not informed": required checks should say so rather than accept ''.
  for (const [k, v] of Object.entries(data))
    if (v === null || (typeof v === 'string' && v.trim() === '')) delete data[k]
  const validate = validatorFor(model)
  const ok = validate(data)
  if (ok) storeDays(model.schema, data)
  return { data, errors: ok ? [] : ajvToFieldErrors(validate.errors) }
}

/**
 * A field that means a day (format `date`) takes the spec's date-time too (DESIGN.md "Wire
 * dates"), but is stored and answered as its day: rules, calendars and reports compare days as
 * text (a holiday's `…T00:00:00` once made the diary's day loop a 500).
 */
function storeDays(schema: Prop | undefined, value: unknown): unknown {
  if (!schema || value === null || value === undefined) return value
  if (schema.format === 'date' && typeof value === 'string') return wireDayOf(value)
  if (Array.isArray(value)) {
    value.forEach((item, i) => (value[i] = storeDays(schema.items as Prop | undefined, item)))
  } else if (typeof value === 'object') {
    const props = (schema.properties ?? {}) as Record<string, Prop>
    const record = value as Record<string, unknown>
    for (const k of Object.keys(record)) if (props[k]) record[k] = storeDays(props[k], record[k])
  }
  return value
}

/** x-immutable: the stored value cannot change. */
export function immutableErrors(
  model: WriteModel,
  previous: Record<string, unknown>,
  next: Record<string, unknown>,
) {
  return model.immutable
    .filter(
      (f) =>
        previous[f] !== undefined && JSON.stringify(normaliseRef(previous[f])) !== JSON.stringify(next[f]),
    )
    .map((f) => fieldError(f, 'error.immutable'))
}

/** The referenced ids of one reference field, with the path of each (for the error's field). */
export function refIdsOf(data: Record<string, unknown>, ref: { field: string; sub?: string }) {
  if (!ref.sub) return refIds(data[ref.field])
  const items = Array.isArray(data[ref.field]) ? (data[ref.field] as Record<string, unknown>[]) : []
  return items.flatMap((item, i) =>
    refIds(item?.[ref.sub!]).map((r) => ({ ...r, path: `[${i}].${ref.sub}` })),
  )
}

export const refIds = (value: unknown): { path: string; id: number }[] => {
  if (Array.isArray(value)) return value.flatMap((v, i) => refIds(v).map((r) => ({ ...r, path: `[${i}]` })))
  const id = (value as { id?: unknown } | null)?.id
  return typeof id === 'number' ? [{ path: '', id }] : []
}
