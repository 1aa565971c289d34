import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { AppError, badRequest, conflict, fieldError, notFound, type FieldError } from '../http/errors.js'
import { uniqueIndexes } from './indexes.js'
import { withLabels, type Row } from './labels.js'
import type { RegistryModel } from './model.js'
import { deleteRecord, existingIds, getRecord, insertRecord, updateRecord } from './repository.js'
import { findDependents, type DependencyFinder } from './dependencies.js'
import { immutableErrors, prepareRecord, refIdsOf } from './validate.js'
import { registryRules } from './rules/index.js'
import { rulesReader } from './reader.js'

type Trx = Transaction<Database>

export interface WriteContext {
  trx: Trx
  tenantId: number
  userId: number | null
  models: Map<string, RegistryModel>
  /** Other domains' references to registry records (`app.registries.dependencyFinders`). */
  finders: readonly DependencyFinder[]
}

async function referenceErrors(ctx: WriteContext, model: RegistryModel, data: Record<string, unknown>) {
  const errors: FieldError[] = []
  for (const ref of model.refs) {
    const wanted = refIdsOf(data, ref)
    const found = await existingIds(
      ctx.trx,
      ref.target,
      wanted.map((w) => w.id),
    )
    for (const w of wanted)
      if (!found.has(w.id)) errors.push(fieldError(`${ref.field}${w.path}`, 'error.invalidReference'))
  }
  return errors
}

async function ruleErrors(
  ctx: WriteContext,
  model: RegistryModel,
  record: Record<string, unknown>,
  previous?: Row,
) {
  const errors: FieldError[] = []
  for (const name of model.rules) {
    errors.push(
      ...(await registryRules[name]({
        trx: ctx.trx,
        tenantId: ctx.tenantId,
        schema: model.schema,
        record,
        previous,
        id: previous?.id,
        reader: rulesReader(ctx.trx),
      })),
    )
  }
  return errors
}

async function assertNoDependents(ctx: WriteContext, model: RegistryModel, id: number) {
  const dependents = await findDependents(ctx.trx, ctx.models.values(), ctx.finders, model.name, id)
  if (dependents.length) {
    throw new AppError(
      409,
      'error.hasDependencies',
      dependents.map((d) => ({
        field: d.registry,
        message: 'error.hasDependencies',
        target: d.label ?? String(d.id),
      })),
      undefined,
      { dependencies: dependents },
    )
  }
}

/** Maps a unique-index violation to 409 error.unique on its field(s). */
export function translateDbError(err: unknown): never {
  const e = err as { code?: string; constraint?: string }
  if (e.code === '23505' && e.constraint && uniqueIndexes.has(e.constraint)) {
    const { fields } = uniqueIndexes.get(e.constraint)!
    throw conflict(
      'error.unique',
      fields.map((f) => fieldError(f, 'error.unique')),
    )
  }
  throw err
}

export async function readRecord(
  ctx: Pick<WriteContext, 'trx' | 'models'>,
  model: RegistryModel,
  id: number,
) {
  const row = await getRecord(ctx.trx, model, id)
  if (!row) throw notFound()
  return (await withLabels(ctx.trx, model, ctx.models, [row]))[0]
}

export async function createRecord(ctx: WriteContext, model: RegistryModel, body: unknown) {
  const { data, errors } = prepareRecord(model, body)
  if (errors.length) throw badRequest(errors)
  const more = [...(await referenceErrors(ctx, model, data)), ...(await ruleErrors(ctx, model, data))]
  if (more.length) throw badRequest(more)
  const id = await insertRecord(ctx.trx, ctx.tenantId, model, data, ctx.userId).catch(translateDbError)
  return readRecord(ctx, model, id)
}

export async function changeRecord(ctx: WriteContext, model: RegistryModel, id: number, body: unknown) {
  const previous = await getRecord(ctx.trx, model, id, 'update')
  if (!previous) throw notFound()
  const version = (body as { version?: unknown } | null)?.version
  if (typeof version === 'number' && version !== previous.version)
    throw conflict('error.changedInAnotherSession')
  const { data, errors } = prepareRecord(model, body)
  errors.push(...immutableErrors(model, previous, data))
  if (errors.length) throw badRequest(errors)
  const more = [
    ...(await referenceErrors(ctx, model, data)),
    ...(await ruleErrors(ctx, model, data, previous)),
  ]
  if (more.length) throw badRequest(more)
  if (model.hasActive && previous.active !== false && data.active === false)
    await assertNoDependents(ctx, model, id)
  const ok = await updateRecord(ctx.trx, model, id, data, ctx.userId, previous.version as number).catch(
    translateDbError,
  )
  if (!ok) throw conflict('error.changedInAnotherSession')
  return readRecord(ctx, model, id)
}

export async function removeRecord(ctx: WriteContext, model: RegistryModel, id: number) {
  // Lock first: a writer that is adding a reference to this record holds a share lock until it
  // commits, so the dependency check below sees its row.
  const row = await getRecord(ctx.trx, model, id, 'update')
  if (!row) throw notFound()
  await assertNoDependents(ctx, model, id)
  await deleteRecord(ctx.trx, model, id)
}
