import { CompiledQuery, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { pageOf, type Page } from '../http/page.js'
import { pageAndCountSql, SqlParams } from '../db/page-query.js'
import { tenantOf } from '../db/tenant.js'
import { assertSafeField } from './indexes.js'
import type { RegistryModel } from './model.js'
import { withLabels, type Row } from './labels.js'
import { recordJsonSql } from './record-json.js'
import { PREPARED } from '../db/prepared.js'
import { toRow } from './repository.js'

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

const likeTerm = (s: string) =>
  `%${s
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`

/**
 * The list's WHERE, written by hand (issue 15: the Kysely build, wall and compile cost more than
 * the statement's run). The registry name is a literal from the schema, not a parameter: the list
 * is a prepared statement, and only a literal lets its generic plan use the registry's partial
 * indexes. Field names are checked (assertSafeField); values are parameters; the tenant is named
 * as tenantPredicate would (the second wall).
 */
function filtered(tenantId: number, model: RegistryModel, q: Omit<ListQuery, 'page' | 'size' | 'sort'>) {
  const params = new SqlParams()
  const where = [`"registry" = ${literal(model.name)}`]
  const fields = q.searchFields ?? model.search
  if (q.search?.trim() && fields.length) {
    const term = params.param(likeTerm(q.search))
    const matches = fields.map((f) => (assertSafeField(f), `lower(data->>'${f}') like ${term}`))
    where.push(matches.length > 1 ? `(${matches.join(' or ')})` : matches[0])
  }
  for (const [name, value] of Object.entries(q.filters)) {
    const path = q.filterPaths?.get(name) ?? [name]
    path.forEach(assertSafeField)
    // A missing boolean reads as false, so `?employee=false` also finds records without the flag.
    const expr =
      value === 'false'
        ? `coalesce(data #>> '{${path.join(',')}}', 'false')`
        : `data #>> '{${path.join(',')}}'`
    where.push(`${expr} = ${params.param(value)}`)
  }
  if (q.activeOnly && model.hasActive) where.push(`coalesce(data->>'active', 'true') = 'true'`)
  const tenant = params.param(tenantId)
  where.push(`"registry_record"."tenant_id" = ${tenant}`)
  return { where: where.join(' and '), params, tenant }
}

function orderOf(model: RegistryModel, sort: ListQuery['sort']) {
  const { field, desc } = sort
  let orderBy = ''
  if (field !== 'id') {
    assertSafeField(field)
    const expr =
      model.scalars.get(field) === 'number' ? `(data->>'${field}')::numeric` : `lower(data->>'${field}')`
    orderBy = `${expr} ${desc ? 'desc' : 'asc'} nulls last, `
  }
  return orderBy + `"id" ${desc || field !== 'id' ? 'desc' : 'asc'}`
}

function tenantIdOf(trx: Trx) {
  const tenantId = tenantOf(trx)
  if (tenantId === undefined) throw new Error('a registry list needs the transaction withTenant handed out')
  return tenantId
}

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
    q.page * q.size,
  )
  const content = rows.map(toRow)
  return pageOf(models ? await withLabels(trx, model, models, content) : content, total, q.page, q.size)
}

/**
 * listRecords with `models`, as the JSON text of the answer. `byDatabase`: made by the database in
 * the same one statement (recordJsonSql: the records, labelled, their labels looked up once for
 * the page), so the server neither parses the records nor serialises the page (issue 15); the
 * page's shape and order are pageOf's, records the same JSON as listRecords', in jsonb's spelling.
 * Otherwise, and for a schema recordJsonSql leaves to the server, listRecords' page serialised.
 */
export async function listRecordsJson(
  trx: Trx,
  model: RegistryModel,
  q: ListQuery,
  models: Map<string, RegistryModel>,
  byDatabase: boolean,
): Promise<string> {
  const json = byDatabase && recordJsonSql(models, model)
  if (!json) return JSON.stringify(await listRecords(trx, model, q, models))
  const { where, params, tenant } = filtered(tenantIdOf(trx), model, q)
  const page = `select "id", "data", "version" from "registry_record" where ${where} order by ${orderOf(model, q.sort)} limit ${params.param(q.size)} offset ${params.param(q.page * q.size)}`
  const lookup = json.lookup ? `, lm as materialized (${json.lookup(tenant)})` : ''
  const text = `${PREPARED}with p as materialized (${page})${lookup} select c.page_total, j.json from (select count(*) as "page_total" from "registry_record" where ${where}) c left join lateral (select ${json.record} as "json" from p${lookup ? ' cross join lm' : ''}) j on true`
  const { rows } = await trx.executeQuery<{ page_total: number; json: string | null }>(
    CompiledQuery.raw(text, params.values),
  )
  const total = Number(rows[0]?.page_total ?? 0)
  const content = rows[0]?.json === null ? [] : rows.map((r) => r.json)
  return `{"content":[${content.join(',')}],"totalElements":${total},"totalPages":${Math.ceil(total / q.size)},"size":${q.size},"number":${q.page},"numberOfElements":${content.length}}`
}
