import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { pageOf, type Page } from '../http/page.js'
import { pageAndCount } from '../db/page-query.js'
import { assertSafeField } from './indexes.js'
import type { RegistryModel } from './model.js'
import type { Row } from './labels.js'
import { afterRegistryWrite, hasWriteListeners } from './listeners.js'

type Trx = Transaction<Database>

export interface ListQuery {
  page: number
  size: number
  sort: { field: string; desc: boolean }
  search?: string
  /** Equality filters on scalar properties. */
  filters: Record<string, string>
  /** Only records whose `active` is not false (autocompletes). */
  activeOnly?: boolean
  /** Fields matched by `search` (default: the schema's search fields). */
  searchFields?: string[]
  /** Where each filter name reads in the record (default: the top-level field of that name). */
  filterPaths?: Map<string, string[]>
}

const toRow = (r: { id: number; data: Record<string, unknown>; version: number }): Row => ({
  ...r.data,
  id: r.id,
  version: r.version,
})
const likeTerm = (s: string) =>
  `%${s
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function filtered(trx: Trx, model: RegistryModel, q: Omit<ListQuery, 'page' | 'size' | 'sort'>) {
  // The registry name is a literal from the schema (escaped by Kysely), not a parameter: the list
  // is a prepared statement, and only a literal lets its generic plan use the registry's partial
  // indexes.
  let query = trx.selectFrom('registry_record').where('registry', '=', sql.lit(model.name))
  const fields = q.searchFields ?? model.search
  if (q.search?.trim() && fields.length) {
    const term = likeTerm(q.search)
    query = query.where((eb) =>
      eb.or(fields.map((f) => (assertSafeField(f), eb(sql.raw(`lower(data->>'${f}')`), 'like', term)))),
    )
  }
  for (const [name, value] of Object.entries(q.filters)) {
    const path = q.filterPaths?.get(name) ?? [name]
    path.forEach(assertSafeField)
    // A missing boolean reads as false, so `?employee=false` also finds records without the flag.
    const expr =
      value === 'false'
        ? `coalesce(data #>> '{${path.join(',')}}', 'false')`
        : `data #>> '{${path.join(',')}}'`
    query = query.where(sql.raw(expr), '=', value)
  }
  if (q.activeOnly && model.hasActive)
    query = query.where(sql.raw(`coalesce(data->>'active', 'true')`), '=', 'true')
  return query
}

/** A page of records and their count, in one statement (see pageAndCount). */
export async function listRecords(trx: Trx, model: RegistryModel, q: ListQuery): Promise<Page<Row>> {
  const base = filtered(trx, model, q)
  let rows = base.select(['id', 'data', 'version'])
  const { field, desc } = q.sort
  if (field !== 'id') {
    assertSafeField(field)
    const expr =
      model.scalars.get(field) === 'number' ? `(data->>'${field}')::numeric` : `lower(data->>'${field}')`
    rows = rows.orderBy(sql.raw(expr), (ob) => (desc ? ob.desc().nullsLast() : ob.asc().nullsLast()))
  }
  rows = rows.orderBy('id', desc || field !== 'id' ? 'desc' : 'asc')
  const page = rows.limit(q.size).offset(q.page * q.size)
  const { rows: content, total } = await pageAndCount(trx, page, base, true)
  return pageOf(content.map(toRow), total, q.page, q.size)
}

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

export async function insertRecord(
  trx: Trx,
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
  await afterRegistryWrite(trx, model, id, data)
  return id
}

/** Writes a new version; returns false when `expectedVersion` is stale. */
export async function updateRecord(
  trx: Trx,
  model: RegistryModel,
  id: number,
  data: Record<string, unknown>,
  userId: number | null,
  expectedVersion?: number,
) {
  // Listeners may need what the record was (a maintenance moved frees its old period).
  const previous = hasWriteListeners(model)
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
  if (ok) await afterRegistryWrite(trx, model, id, data, previous as Record<string, unknown> | undefined)
  return ok
}

export async function deleteRecord(trx: Trx, model: RegistryModel, id: number) {
  const row = await trx
    .deleteFrom('registry_record')
    .where('registry', '=', model.name)
    .where('id', '=', id)
    .returning('data')
    .executeTakeFirst()
  await afterRegistryWrite(trx, model, id, undefined, row?.data as Record<string, unknown> | undefined)
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
