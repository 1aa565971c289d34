import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { pageOf, type Page } from '../http/page.js'
import { pageAndCountSql, SqlParams } from '../db/page-query.js'
import { tenantOf } from '../db/tenant.js'
import { assertSafeField } from './indexes.js'
import type { RegistryModel } from './model.js'
import { pageLabelsSql, withLabels, type PageLabel, type Row } from './labels.js'
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

/**
 * A page of records and their count, in one statement (see pageAndCountSql). With `models`, the
 * same statement fetches the labels of the records the page refers to, and the rows come back
 * labelled (withLabels, without a round trip of its own).
 */
export async function listRecords(
  trx: Trx,
  model: RegistryModel,
  q: ListQuery,
  models?: Map<string, RegistryModel>,
): Promise<Page<Row>> {
  const tenantId = tenantOf(trx)
  if (tenantId === undefined) throw new Error('listRecords needs the transaction withTenant handed out')
  const { where, params, tenant } = filtered(tenantId, model, q)
  const { field, desc } = q.sort
  let orderBy = ''
  if (field !== 'id') {
    assertSafeField(field)
    const expr =
      model.scalars.get(field) === 'number' ? `(data->>'${field}')::numeric` : `lower(data->>'${field}')`
    orderBy = `${expr} ${desc ? 'desc' : 'asc'} nulls last, `
  }
  orderBy += `"id" ${desc || field !== 'id' ? 'desc' : 'asc'}`
  const labels = models && pageLabelsSql(models, model.refs, tenant)
  const {
    rows,
    total,
    labels: found,
  } = await pageAndCountSql<{
    id: number
    data: Record<string, unknown>
    version: number
  }>(
    trx,
    {
      table: 'registry_record',
      columns: '"id", "data", "version"',
      where,
      orderBy,
      params,
      prepared: true,
      labels,
    },
    q.size,
    q.page * q.size,
  )
  const content = rows.map(toRow)
  return pageOf(
    models
      ? await withLabels(trx, model, models, content, labels ? (found as PageLabel[] | null) : undefined)
      : content,
    total,
    q.page,
    q.size,
  )
}
