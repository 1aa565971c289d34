import { SqlParams } from '../db/page-query.js'
import { assertSafeField } from './indexes.js'
import type { RegistryModel } from './model.js'

export interface ListQuery {
  page: number
  size: number
  /** Rows skipped, when it is no multiple of size (react-admin's `range`); else page × size. */
  offset?: number
  sort: { field: string; desc: boolean }
  search?: string
  /** Equality filters on scalar properties. */
  filters: Record<string, string>
  /** Only these ids (react-admin's getMany, `filter={"id":[…]}`). */
  ids?: number[]
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
 * `data->'a'->>'b'` for the path a.b: the spelling of the reference indexes (indexes.ts), so a
 * filter on a reference's id (`environmentType.id`) is answered from its index.
 */
const textAt = (path: string[]) =>
  `data${path.map((f, i) => (assertSafeField(f), `${i === path.length - 1 ? '->>' : '->'}'${f}'`)).join('')}`

/**
 * The list's WHERE, written by hand (issue 15: the Kysely build, wall and compile cost more than
 * the statement's run). The registry name is a literal from the schema, not a parameter: the list
 * is a prepared statement, and only a literal lets its generic plan use the registry's partial
 * indexes. Field names are checked (assertSafeField); values are parameters; the tenant is named
 * as tenantPredicate would (the second wall).
 */
export function filtered(
  tenantId: number,
  model: RegistryModel,
  q: Omit<ListQuery, 'page' | 'size' | 'sort'>,
) {
  const params = new SqlParams()
  const where = [`"registry" = ${literal(model.name)}`]
  const fields = q.searchFields ?? model.search
  if (q.search?.trim() && fields.length) {
    const term = params.param(likeTerm(q.search))
    const matches = fields.map((f) => (assertSafeField(f), `lower(data->>'${f}') like ${term}`))
    where.push(matches.length > 1 ? `(${matches.join(' or ')})` : matches[0])
  }
  for (const [name, value] of Object.entries(q.filters)) {
    const expr = textAt(q.filterPaths?.get(name) ?? [name])
    // A missing boolean reads as false, so `?employee=false` also finds records without the flag.
    where.push(`${value === 'false' ? `coalesce(${expr}, 'false')` : expr} = ${params.param(value)}`)
  }
  // One parameter, an array, whatever the number of ids: one statement text (prepared.ts).
  if (q.ids) where.push(`"id" = any(${params.param(`{${q.ids.join(',')}}`)}::bigint[])`)
  if (q.activeOnly && model.hasActive) where.push(`coalesce(data->>'active', 'true') = 'true'`)
  const tenant = params.param(tenantId)
  where.push(`"registry_record"."tenant_id" = ${tenant}`)
  return { where: where.join(' and '), params, tenant }
}

export function orderOf(model: RegistryModel, sort: ListQuery['sort']) {
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
