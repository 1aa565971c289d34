import path from 'node:path'
import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { readSchemaFile, schemasDir } from '../schemas/load.js'
import { prepareRecord, writeFields, type WriteModel } from '../registries/validate.js'
import { writePath, type WriteOptions } from '../registries/write-path.js'

const cache = new Map<string, WriteModel & { schema: Record<string, any> }>()

/**
 * A schema of schemas/event/ as the write path sees it (defs.json shapes inlined, writable fields,
 * references, rules), worked out once.
 */
export function eventModel(name: string) {
  let hit = cache.get(name)
  if (!hit) {
    const schema = readSchemaFile<Record<string, any>>(path.join(schemasDir, 'event', `${name}.schema.json`))
    hit = { name: `event:${name}`, schema, ...writeFields(schema) }
    cache.set(name, hit)
  }
  return hit
}

/** The (dereferenced) schema of schemas/event/<name>.schema.json. */
export const eventSchema = (name: string) => ({ schema: eventModel(name).schema })

/**
 * Keeps the declared, writable properties of a body (references reduced to `{id}`, blanks
 * dropped), applies defaults and validates; returns the data and the field errors. For bodies
 * whose references the caller checks itself (the summary); the others use `validBody`.
 */
export const prepare = (name: string, body: unknown) => prepareRecord(eventModel(name), body)

/**
 * An event or event-item body through the one write path (server/registries/write-path.ts):
 * 400 with every field error, references checked in the tenant (also inside lists, `employees[1]`).
 */
export async function validBody(
  ctx: { trx: Transaction<Database>; tenantId: number },
  name: string,
  body: unknown,
  opts?: WriteOptions,
) {
  return (await writePath(ctx, eventModel(name), body, opts)).record
}
