import { CompiledQuery, type Transaction } from 'kysely'
import type { Database } from '../../db/types.js'
import type { AuthContext } from '../../auth/context.js'
import type { RegistryModel } from '../../registries/model.js'
import { refLabelsSql } from '../../registries/labels.js'
import { SqlParams } from '../../db/page-query.js'
import { PREPARED } from '../../db/prepared.js'
import { tenantOf } from '../../db/tenant.js'
import { eventFilterClauses, type EventFilter } from './list.js'
import { eventRefs, jsonFields, listColumns, toJson } from '../model.js'
import { eventListItem } from './list-response.js'

const columns = listColumns.map((c) => `"${c}"`).join(', ')

/** Timestamp columns of the list: written as the pg type parser writes them (connection.ts). */
const timestampColumns = new Set([
  'start_date',
  'end_date',
  'confirm_date',
  'started_at',
  'confirmed_at',
  'canceled_at',
  'created_at',
  'updated_at',
])
const ident = (s: string) => {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(s)) throw new Error(`unsafe name in the event list: ${s}`)
  return `"${s}"`
}

const rowSql = new WeakMap<Map<string, RegistryModel>, { labels: string; row: string }>()

/**
 * One event of the list as JSON text, made by PostgreSQL (issue 15: pg parsing the list's 36
 * columns, toJson, the label lookups and fast-json-stringify were a third of the list's CPU): the
 * text the route wrote before, byte for byte. Keys in the order stringifyEventPage writes them
 * (eventListItem's properties, then toJson's others); values as the pg type parsers give them
 * (a timestamp: its text, `T` for the space, 19 characters); a reference as labelReferences
 * labels it (`{"id":…,"<label field>":…}`, the label null when the tenant has no such record) and
 * the creator as labelEvents does (`{"id":…,"email":…}`). row_to_json escapes strings as
 * JSON.stringify does. Over the page's rows `e`; `$1` is the tenant (the second wall of the
 * label lookups, as tenantPredicate would write it).
 */
function eventJsonSql(models: Map<string, RegistryModel>) {
  let text = rowSql.get(models)
  if (text) return text
  const probe = toJson({})
  const keys = [
    ...Object.keys(eventListItem.properties).filter((k) => k in probe),
    ...Object.keys(probe).filter((k) => !(k in eventListItem.properties)),
  ]
  const columnOf = new Map(jsonFields.map(([json, column]) => [json, column as string]))
  const refOf = new Map(eventRefs.map((r) => [r.field, r]))
  const refs = refLabelsSql(
    models,
    eventRefs.map((r) => r.target),
  )
  const value = (key: string) => {
    if (key === 'id' || key === 'version') return `e.${ident(key)}`
    if (key === 'createdBy')
      return `case when e."created_by" is null then null when e."created_by" = 0 then '{"id":0}'::json else ('{"id":' || e."created_by" || ',"email":' || coalesce(to_json(lm."m" ->> ('user:' || e."created_by"))::text, 'null') || '}')::json end`
    const ref = refOf.get(key)
    if (ref) return refs.json(ref.target, `e.${ident(ref.column)}`, 'lm."m"')
    const column = columnOf.get(key)
    if (!column) throw new Error(`the event list has no column for ${key}`)
    return timestampColumns.has(column)
      ? `left(replace(e.${ident(column)}::text, ' ', 'T'), 19)`
      : `e.${ident(column)}`
  }
  const ids = `select x from e, unnest(array[${eventRefs.map((r) => `e.${ident(r.column)}`).join(', ')}]) x`
  // The creators' e-mails join the labels' map under `user:<id>` (no registry may be named so).
  if (models.has('user')) throw new Error("a registry named user would share the creators' keys")
  const creators = `select 'user:' || x."id", x."email" from "events_user" x where x."tenant_id" = $1 and x."id" = any(array(select e."created_by" from e))`
  text = {
    labels: `select json_object_agg(s."key", s."label") as "m" from (${refs.labels(ids, '$1')} union all ${creators}) s`,
    row: `select row_to_json(j)::text as "json" from e cross join lm cross join lateral (select ${keys.map((k) => `${value(k)} as ${ident(k)}`).join(', ')}) j`,
  }
  rowSql.set(models, text)
  return text
}

/**
 * A page of the event list as the JSON text the route answers, and its count, in one statement
 * (eventJsonSql): the page's rows are selected as the builder selected them (the filter's clauses,
 * list.ts; the situations; the tenant, the second wall; the order), then written as JSON
 * with their labels and creators by PostgreSQL, so the server parses one text column a row and
 * writes them out as they come.
 */
export async function eventPageJson(
  trx: Transaction<Database>,
  auth: AuthContext,
  models: Map<string, RegistryModel>,
  filter: EventFilter,
  q: { situations: string[]; column: string; desc: boolean; page: number; size: number },
): Promise<string> {
  const tenantId = tenantOf(trx)
  if (tenantId === undefined) throw new Error('eventPageJson needs the transaction withTenant handed out')
  const params = new SqlParams()
  // $1: the tenant, which the label lookups of eventJsonSql name too.
  const tenant = params.param(tenantId)
  const where = eventFilterClauses(tenantId, auth, filter).map((c) =>
    c.text.reduce((text, piece, i) => text + params.param(c.values[i - 1]) + piece),
  )
  where.push(`"situation" in (${q.situations.map((s) => params.param(s)).join(', ')})`)
  where.push(`"event"."tenant_id" = ${tenant}`)
  const all = where.join(' and ')
  // Limit and offset are written in the text (checked integers), and the first pages go as named
  // prepared statements: the JSON and the label lookup over registry_record's partial indexes made
  // the statement dear to plan (~1.5 ms), and only with a known limit and offset is a generic plan
  // no dearer than a custom one, so PostgreSQL keeps it after five runs. Deeper pages (each its
  // own text) stay unnamed, so they do not use up prepared.ts's names.
  const offset = q.page * q.size
  if (!Number.isSafeInteger(q.size) || q.size < 1 || !Number.isSafeInteger(offset) || offset < 0)
    throw new Error(`invalid event page: ${q.page} × ${q.size}`)
  const page = `select ${columns} from "event" where ${all} order by ${ident(q.column)} ${q.desc ? 'desc' : 'asc'}, "id" desc limit ${q.size} offset ${offset}`
  const { labels, row } = eventJsonSql(models)
  const text = `${q.page < 10 ? PREPARED : ''}with e as materialized (${page}), lm as materialized (${labels}) select c.page_total, p.json from (select count(*) as "page_total" from "event" where ${all}) c left join lateral (${row}) p on true`
  const { rows } = await trx.executeQuery<{ page_total: number; json: string | null }>(
    CompiledQuery.raw(text, params.values),
  )
  const total = Number(rows[0]?.page_total ?? 0)
  const content = rows[0]?.json === null ? [] : rows.map((r) => r.json)
  // pageOf's page, in stringifyEventPage's order.
  return `{"content":[${content.join(',')}],"totalElements":${total},"totalPages":${Math.ceil(total / q.size)},"size":${q.size},"number":${q.page},"numberOfElements":${content.length}}`
}
