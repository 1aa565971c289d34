import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import type { RegistryModel } from './model.js'
import type { Row } from './labels.js'
import { afterRegistryWrite, hasWriteListeners } from './listeners.js'
import type { RegistryHooks } from './hooks.js'

type Trx = Transaction<Database>

export const toRow = (r: { id: number; data: Record<string, unknown>; version: number }): Row => ({
  ...r.data,
  id: r.id,
  version: r.version,
})

export async function getRecord(trx: Trx, model: RegistryModel, id: number, lock?: 'update' | 'share') {
  let q = trx
    .selectFrom('registry_record')
    .select(['id', 'data', 'version'])
    .where('registry', '=', model.name)
    .where('id', '=', id)
  if (lock === 'update') q = q.forUpdate()
  if (lock === 'share') q = q.forShare()
  const row = await q.executeTakeFirst()
  return row ? toRow(row) : undefined
}

/** `hooks`: the app's rules and listeners (`app.registries.hooks`); a write runs its listeners. */
export async function insertRecord(
  trx: Trx,
  hooks: RegistryHooks,
  tenantId: number,
  model: RegistryModel,
  data: Record<string, unknown>,
  userId: number | null,
) {
  const { id } = await trx
    .insertInto('registry_record')
    .values({
      tenant_id: tenantId,
      registry: model.name,
      data: JSON.stringify(data) as never,
      created_by: userId,
      updated_by: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await afterRegistryWrite(hooks, trx, model, id, data)
  return id
}

/** Writes a new version; returns false when `expectedVersion` is stale. */
export async function updateRecord(
  trx: Trx,
  hooks: RegistryHooks,
  model: RegistryModel,
  id: number,
  data: Record<string, unknown>,
  userId: number | null,
  expectedVersion?: number,
) {
  // Listeners may need what the record was (a maintenance moved frees its old period).
  const previous = hasWriteListeners(hooks, model)
    ? (
        await trx
          .selectFrom('registry_record')
          .select('data')
          .where('registry', '=', model.name)
          .where('id', '=', id)
          .executeTakeFirst()
      )?.data
    : undefined
  let q = trx
    .updateTable('registry_record')
    .set({
      data: JSON.stringify(data) as never,
      version: sql`version + 1`,
      updated_at: sql`localtimestamp(0)`,
      updated_by: userId,
    })
    .where('registry', '=', model.name)
    .where('id', '=', id)
  if (expectedVersion !== undefined) q = q.where('version', '=', expectedVersion)
  const res = await q.executeTakeFirst()
  const ok = Number(res.numUpdatedRows) === 1
  if (ok)
    await afterRegistryWrite(hooks, trx, model, id, data, previous as Record<string, unknown> | undefined)
  return ok
}

export async function deleteRecord(trx: Trx, hooks: RegistryHooks, model: RegistryModel, id: number) {
  const row = await trx
    .deleteFrom('registry_record')
    .where('registry', '=', model.name)
    .where('id', '=', id)
    .returning('data')
    .executeTakeFirst()
  await afterRegistryWrite(hooks, trx, model, id, undefined, row?.data as Record<string, unknown> | undefined)
}

/** Ids among `ids` that exist in `registry` (locked for share so a racing delete waits). */
export async function existingIds(trx: Trx, registry: string, ids: number[]) {
  if (!ids.length) return new Set<number>()
  const rows = await trx
    .selectFrom('registry_record')
    .select('id')
    .where('registry', '=', registry)
    .where('id', 'in', ids)
    .forShare()
    .execute()
  return new Set(rows.map((r) => r.id))
}
