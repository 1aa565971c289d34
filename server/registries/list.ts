import { CompiledQuery, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { pageOf, type Page } from '../http/page.js'
import { pageAndCountSql } from '../db/page-query.js'
import { tenantOf } from '../db/tenant.js'
import type { RegistryModel } from './model.js'
import { withLabels, type Row } from './labels.js'
import { recordJsonSql } from './record-json.js'
import { PREPARED } from '../db/prepared.js'
import { toRow } from './repository.js'
import { filtered, orderOf, type ListQuery } from './list-sql.js'

export type { ListQuery }

type Trx = Transaction<Database>

function tenantIdOf(trx: Trx) {
  const tenantId = tenantOf(trx)
  if (tenantId === undefined) throw new Error('a registry list needs the transaction withTenant handed out')
  return tenantId
}

const offsetOf = (q: ListQuery) => q.offset ?? q.page * q.size

/**
 * A page of records and their count, in one statement (see pageAndCountSql). With `models`, the
 * rows come back labelled (withLabels).
 */
export async function listRecords(
  trx: Trx,
  model: RegistryModel,
  q: ListQuery,
  models?: Map<string, RegistryModel>,
): Promise<Page<Row>> {
  const { where, params } = filtered(tenantIdOf(trx), model, q)
  const { rows, total } = await pageAndCountSql<{
    id: number
    data: Record<string, unknown>
    version: number
  }>(
    trx,
    {
      table: 'registry_record',
      columns: '"id", "data", "version"',
      where,
      orderBy: orderOf(model, q.sort),
      params,
      prepared: true,
    },
    q.size,
    offsetOf(q),
  )
  const content = rows.map(toRow)
  return pageOf(models ? await withLabels(trx, model, models, content) : content, total, q.page, q.size)
}

/** The records of a list, each as its JSON text, and the count of every match. */
export interface ListedJson {
  content: string[]
  total: number
}

/**
 * listRecords with `models`, each record as the JSON text of the answer. `byDatabase`: made by
 * the database in the same one statement (recordJsonSql: the records, labelled, their labels
 * looked up once for the page), so the server neither parses the records nor serialises them
 * (issue 15); records the same JSON as listRecords', in jsonb's spelling. Otherwise, and for a
 * schema recordJsonSql leaves to the server, listRecords' records serialised.
 */
export async function listedJson(
  trx: Trx,
  model: RegistryModel,
  q: ListQuery,
  models: Map<string, RegistryModel>,
  byDatabase: boolean,
): Promise<ListedJson> {
  const json = byDatabase && recordJsonSql(models, model)
  if (!json) {
    const page = await listRecords(trx, model, q, models)
    return { content: page.content.map((r) => JSON.stringify(r)), total: page.totalElements }
  }
  const { where, params, tenant } = filtered(tenantIdOf(trx), model, q)
  const page = `select "id", "data", "version" from "registry_record" where ${where} order by ${orderOf(model, q.sort)} limit ${params.param(q.size)} offset ${params.param(offsetOf(q))}`
  const lookup = json.lookup ? `, lm as materialized (${json.lookup(tenant)})` : ''
  const text = `${PREPARED}with p as materialized (${page})${lookup} select c.page_total, j.json from (select count(*) as "page_total" from "registry_record" where ${where}) c left join lateral (select ${json.record} as "json" from p${lookup ? ' cross join lm' : ''}) j on true`
  const { rows } = await trx.executeQuery<{ page_total: number; json: string | null }>(
    CompiledQuery.raw(text, params.values),
  )
  const total = Number(rows[0]?.page_total ?? 0)
  return { content: rows[0]?.json === null ? [] : rows.map((r) => r.json!), total }
}

/** listedJson as the spec's page, its shape and order pageOf's. */
export async function listRecordsJson(
  trx: Trx,
  model: RegistryModel,
  q: ListQuery,
  models: Map<string, RegistryModel>,
  byDatabase: boolean,
): Promise<string> {
  const { content, total } = await listedJson(trx, model, q, models, byDatabase)
  return `{"content":[${content.join(',')}],"totalElements":${total},"totalPages":${Math.ceil(total / q.size)},"size":${q.size},"number":${q.page},"numberOfElements":${content.length}}`
}
