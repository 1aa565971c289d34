/**
 * The one write path of a schema-described record: a registry record (service.ts), an event and
 * its items (server/events/validate.ts) and the demo seed (server/seed/registries.ts) all go
 * through `writePath`, so a record the API refuses is refused the same way everywhere.
 *
 * Two stages, as the API has always answered: first what the body alone says (schema, defaults,
 * immutable fields, the caller's own checks), then what the database says (references exist in
 * the tenant, named rules). Each stage throws one 400 with every field error it found.
 */
import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { badRequest, fieldError, type FieldError } from '../http/errors.js'
import type { RegistrySchema } from '../schemas/load.js'
import { existingIds } from './repository.js'
import type { RegistryData } from './rules/types.js'
import type { RegistryHooks } from './hooks.js'
import { rulesReader } from './reader.js'
import { immutableErrors, prepareRecord, refIdsOf, type WriteModel } from './validate.js'

export type { WriteModel }

export interface WritePathContext {
  trx: Transaction<Database>
  /** From the caller's token (or the seed's tenant), never from the body. */
  tenantId: number
  /**
   * The named rules registered at boot (`app.registries.hooks`). Only schemas with `x-rules`
   * need them; such a schema written without them throws rather than skipping its rules.
   */
  hooks?: Pick<RegistryHooks, 'rule'>
}

export interface WriteOptions {
  /** The stored record on a change: immutable fields are compared with it, rules receive it. */
  previous?: RegistryData & { id: number }
  /** Checks of the caller on the prepared body, reported together with the schema's errors. */
  check?: (data: Record<string, unknown>) => FieldError[]
}

/** Every reference (also in lists and lists of objects) exists in the tenant; locked for share. */
export async function referenceErrors(
  trx: Transaction<Database>,
  model: WriteModel,
  data: Record<string, unknown>,
) {
  const errors: FieldError[] = []
  for (const ref of model.refs) {
    const wanted = refIdsOf(data, ref)
    const found = await existingIds(
      trx,
      ref.target,
      wanted.map((w) => w.id),
    )
    for (const w of wanted)
      if (!found.has(w.id)) errors.push(fieldError(`${ref.field}${w.path}`, 'error.invalidReference'))
  }
  return errors
}

async function ruleErrors(
  ctx: WritePathContext,
  model: WriteModel,
  record: Record<string, unknown>,
  previous?: WriteOptions['previous'],
) {
  const errors: FieldError[] = []
  for (const name of model.rules) {
    if (!ctx.hooks) throw new Error(`${model.name}: x-rules ${name} written without the registered rules`)
    const rule = ctx.hooks.rule(model, name)
    errors.push(
      ...(await rule({
        trx: ctx.trx,
        tenantId: ctx.tenantId,
        schema: model.schema as RegistrySchema,
        record,
        previous,
        id: previous?.id,
        reader: rulesReader(ctx.trx),
      })),
    )
  }
  return errors
}

/**
 * The record to store for `body`: declared writable fields only, references reduced to `{id}`,
 * defaults applied, validated; then references and named rules checked in the transaction.
 * Throws 400 (DESIGN.md's error shape) with every field error of the failing stage.
 */
export async function writePath(
  ctx: WritePathContext,
  model: WriteModel,
  body: unknown,
  opts: WriteOptions = {},
): Promise<{ record: Record<string, unknown> }> {
  const { data, errors } = prepareRecord(model, body)
  if (opts.previous) errors.push(...immutableErrors(model, opts.previous, data))
  if (opts.check) errors.push(...opts.check(data))
  if (errors.length) throw badRequest(errors)
  const more = [
    ...(await referenceErrors(ctx.trx, model, data)),
    ...(await ruleErrors(ctx, model, data, opts.previous)),
  ]
  if (more.length) throw badRequest(more)
  return { record: data }
}
