import fs from 'node:fs'
import path from 'node:path'
import type { Transaction } from 'kysely'
import type { ValidateFunction } from 'ajv'
import type { Database } from '../db/types.js'
import { createAjv } from '../schemas/ajv.js'
import { schemasDir } from '../schemas/load.js'
import { ajvToFieldErrors, fieldError, type FieldError } from '../http/errors.js'
import { existingIds } from '../registries/repository.js'

const ajv = createAjv()
const cache = new Map<string, { schema: Record<string, any>; validate: ValidateFunction }>()

/** A schema of schemas/event/ compiled once (draft-07 + our keywords). */
export function eventSchema(name: string) {
  let hit = cache.get(name)
  if (!hit) {
    const schema = JSON.parse(fs.readFileSync(path.join(schemasDir, 'event', `${name}.schema.json`), 'utf8'))
    hit = { schema, validate: ajv.compile({ ...schema, $id: `event:${name}` }) }
    cache.set(name, hit)
  }
  return hit
}

/**
 * Keeps the declared, writable properties of a body (references reduced to `{id}`, blanks
 * dropped), applies defaults and validates; returns the data and the field errors.
 */
export function prepare(name: string, body: unknown) {
  const { schema, validate } = eventSchema(name)
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
  const data: Record<string, unknown> = {}
  for (const [field, p] of Object.entries(schema.properties as Record<string, Record<string, unknown>>)) {
    if (p.readOnly || input[field] === undefined || input[field] === null) continue
    const v = input[field]
    if (typeof v === 'string' && v.trim() === '') continue
    data[field] = p['x-ref'] && typeof v === 'object' ? { id: (v as { id: unknown }).id } : v
  }
  const ok = validate(data)
  return { data, errors: ok ? [] : ajvToFieldErrors(validate.errors) }
}

/** References of a prepared body must exist in the tenant (locked for share against deletes). */
export async function referenceErrors(
  trx: Transaction<Database>,
  name: string,
  data: Record<string, unknown>,
) {
  const { schema } = eventSchema(name)
  const errors: FieldError[] = []
  for (const [field, p] of Object.entries(schema.properties as Record<string, Record<string, unknown>>)) {
    const target = p['x-ref'] as string | undefined
    const id = (data[field] as { id?: number } | undefined)?.id
    if (!target || typeof id !== 'number') continue
    if (!(await existingIds(trx, target, [id])).has(id))
      errors.push(fieldError(field, 'error.invalidReference'))
  }
  return errors
}
