import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { AppError, badRequest, conflict, fieldError, notFound } from '../http/errors.js'
import { uniqueIndexes } from './indexes.js'
import { withLabels } from './labels.js'
import type { RegistryModel } from './model.js'
import { deleteRecord, getRecord, insertRecord, updateRecord } from './repository.js'
import { findDependents, type DependencyFinder } from './dependencies.js'
import { writePath } from './write-path.js'
import type { RegistryHooks } from './hooks.js'

type Trx = Transaction<Database>

export interface WriteContext {
  trx: Trx
  tenantId: number
  userId: number | null
  models: Map<string, RegistryModel>
  /** Other domains' references to registry records (`app.registries.dependencyFinders`). */
  finders: readonly DependencyFinder[]
  /** The rules and write listeners other domains registered (`app.registries.hooks`). */
  hooks: RegistryHooks
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
  const { record: data } = await writePath(ctx, model, body)
  const id = await insertRecord(ctx.trx, ctx.hooks, ctx.tenantId, model, data, ctx.userId).catch(
    translateDbError,
  )
  return readRecord(ctx, model, id)
}

export async function changeRecord(ctx: WriteContext, model: RegistryModel, id: number, body: unknown) {
  const previous = await getRecord(ctx.trx, model, id, 'update')
  if (!previous) throw notFound()
  // A change needs the version the client read (issue 49, 3): absence first (404, also for another
  // tenant's id), then a missing version (400), then a stale one (409), as an event item's write.
  const version = (body as { version?: unknown } | null)?.version
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 1)
    throw badRequest([fieldError('version', 'error.required')])
  if (version !== previous.version) throw conflict('error.changedInAnotherSession')
  const { record: data } = await writePath(ctx, model, body, { previous })
  if (model.hasActive && previous.active !== false && data.active === false)
    await assertNoDependents(ctx, model, id)
  const ok = await updateRecord(
    ctx.trx,
    ctx.hooks,
    model,
    id,
    data,
    ctx.userId,
    previous.version as number,
  ).catch(translateDbError)
  if (!ok) throw conflict('error.changedInAnotherSession')
  return readRecord(ctx, model, id)
}

export async function removeRecord(ctx: WriteContext, model: RegistryModel, id: number) {
  // Lock first: a writer that is adding a reference to this record holds a share lock until it
  // commits, so the dependency check below sees its row.
  const row = await getRecord(ctx.trx, model, id, 'update')
  if (!row) throw notFound()
  await assertNoDependents(ctx, model, id)
  await deleteRecord(ctx.trx, ctx.hooks, model, id)
}
