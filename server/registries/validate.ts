import type { ValidateFunction } from 'ajv'
import { createAjv } from '../schemas/ajv.js'
import { ajvToFieldErrors, fieldError, type FieldError } from '../http/errors.js'
import type { RegistryModel } from './model.js'

const ajv = createAjv()
const compiled = new Map<string, ValidateFunction>()

function validatorFor(model: RegistryModel) {
  let v = compiled.get(model.name)
  if (!v) {
    v = ajv.compile({ ...model.schema, $id: `registry:${model.name}` })
    compiled.set(model.name, v)
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
  model: RegistryModel,
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
  return { data, errors: ok ? [] : ajvToFieldErrors(validate.errors) }
}

/** x-immutable: the stored value cannot change. */
export function immutableErrors(
  model: RegistryModel,
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
