import { CompiledQuery, sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import type { RegistryModel } from './model.js'
import { PREPARED } from '../db/prepared.js'
import { tenantOf } from '../db/tenant.js'
import { assertSafeField } from './indexes.js'

export type Row = Record<string, unknown> & { id: number }

type Label = { registry: string; id: number; label: string }
type Target = Pick<RegistryModel, 'name' | 'label'>

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`
const lookupTexts = new Map<string, string>()

/**
 * The label lookup as a named prepared statement (server/db/prepared.ts), written by hand and kept
 * per set of registries: building it with Kysely and walling it through the plugin on every
 * request cost more than running it (issue 15). Registry names and label fields are literals from
 * the schemas, so its generic plan keeps the per-registry indexes; the ids are one array parameter
 * per registry and the tenant the last one (the second wall, written here as tenantPredicate would).
 */
function lookupText(targets: Target[]) {
  const key = targets.map((t) => `${t.name}\0${t.label}`).join('\0')
  let text = lookupTexts.get(key)
  if (!text) {
    const cases = targets.map((t) => `when ${literal(t.name)} then ${literal(t.label)}`).join(' ')
    const which = targets
      .map((t, i) => `("registry" = ${literal(t.name)} and "id" = any($${i + 1}::int8[]))`)
      .join(' or ')
    text = `${PREPARED}select "registry", "id", data ->> (case registry ${cases} end) as "label" from "registry_record" where (${which}) and "registry_record"."tenant_id" = $${targets.length + 1}`
    // Sets of registries are few (the refs of each schema); the bound only guards the map.
    if (lookupTexts.size < 500) lookupTexts.set(key, text)
  }
  return text
}

/** The same lookup through Kysely, for a transaction withTenant did not hand out (its plugin walls it). */
function builtLookup(trx: Transaction<Database>, targets: Target[], ids: number[][]) {
  const query = trx
    .selectFrom('registry_record')
    .select([
      'registry',
      'id',
      sql<string>`data ->> (case registry ${sql.join(
        targets.map((t) => sql`when ${sql.lit(t.name)} then ${sql.lit(t.label)}`),
        sql` `,
      )} end)`.as('label'),
    ])
    .where((eb) =>
      eb.or(
        targets.map((t, i) =>
          eb.and([eb('registry', '=', sql.lit(t.name)), eb('id', '=', sql<number>`any(${ids[i]}::int8[])`)]),
        ),
      ),
    )
  return sql<Label>`${sql.raw(PREPARED)}${query}`.execute(trx)
}

const idsOf = (value: unknown): number[] => {
  if (Array.isArray(value)) return value.flatMap(idsOf)
  const id = (value as { id?: unknown } | null)?.id
  return typeof id === 'number' ? [id] : []
}

/** Only a record id is looked up (a stored `1.5` would fail the int8 cast); any other number is labelled null. */
const recordId = (id: number) => Number.isSafeInteger(id) && id >= 1

type Ref = { field: string; target: string; sub?: string }

/**
 * Adds the target's label to every reference of the rows (`{"id": 4}` → `{"id": 4, "name": …}`),
 * with one query per referenced registry for the whole page.
 */
export function withLabels(
  trx: Transaction<Database>,
  model: RegistryModel,
  models: Map<string, RegistryModel>,
  rows: Row[],
) {
  return labelReferences(trx, models, rows, model.refs)
}

/**
 * For statements that write their rows as JSON (the event list, issue 15). `labels(idsSql,
 * tenantParam)`: the labels of `targets`' records among the ids of the subquery `idsSql`, as
 * `(key, label)` rows for one json map (`<registry>:<id>` → label), in ONE probe of registry_record's
 * primary key with the ids as an array (a lookup per reference, and a subquery each, cost the
 * planner milliseconds; `id in (subquery)` became a hash join over every record of the tenant); the tenant is
 * `tenantParam` (the second wall, as tenantPredicate would write it). `json(target, idSql, map)`:
 * one reference as labelReferences writes it, read from that map: null when `idSql` (a checked
 * column expression) is null, else `{"id":…,"<label field>":…}`, the label null when the tenant has
 * no such record, `{"id":…}` alone when the target is no registry; to_json escapes the label as
 * JSON.stringify does.
 */
export function refLabelsSql(models: Map<string, RegistryModel>, targets: string[]) {
  const found = [...new Set(targets)].flatMap((t) => models.get(t) ?? [])
  for (const m of found) {
    assertSafeField(m.label)
    if (m.label === 'id') throw new Error(`registry ${m.name}: a label field named id`)
  }
  const cases = found.map((t) => `when ${literal(t.name)} then ${literal(t.label)}`).join(' ')
  return {
    labels: (idsSql: string, tenantParam: string) =>
      found.length
        ? `select t."registry" || ':' || t."id" as "key", t."data" ->> (case t."registry" ${cases} end) as "label" from "registry_record" t where t."tenant_id" = ${tenantParam} and t."id" = any(array(${idsSql})) and t."registry" in (${found.map((t) => literal(t.name)).join(', ')})`
        : `select null::text as "key", null::text as "label" where false`,
    json(target: string, idSql: string, map: string) {
      const model = models.get(target)
      const label = model
        ? ` || ',"${model.label}":' || coalesce(to_json(${map} ->> (${literal(`${model.name}:`)} || ${idSql}))::text, 'null')`
        : ''
      return `case when ${idSql} is null then null else ('{"id":' || ${idSql}${label} || '}')::json end`
    },
  }
}

/**
 * The same for any rows (events, sub-items) whose fields hold references to registries. All the
 * page's references are looked up in one query, whatever registries they point to.
 */
export async function labelReferences<T extends Record<string, unknown>>(
  trx: Transaction<Database>,
  models: Map<string, RegistryModel>,
  rows: T[],
  refs: Ref[],
) {
  // A reference inside list items (`formats[].format`) is read from each item.
  const valuesOf = (r: Record<string, unknown>, ref: (typeof refs)[number]) =>
    ref.sub
      ? Array.isArray(r[ref.field])
        ? (r[ref.field] as Record<string, unknown>[]).map((i) => i?.[ref.sub!])
        : []
      : r[ref.field]
  const wanted = new Map<string, Set<number>>()
  for (const ref of refs) {
    if (!models.has(ref.target)) continue
    const ids = rows.flatMap((r) => idsOf(valuesOf(r, ref)))
    if (ids.length)
      ids.forEach((id) =>
        (wanted.get(ref.target) ?? wanted.set(ref.target, new Set()).get(ref.target)!).add(id),
      )
  }
  if (!wanted.size) return rows
  const targets = [...wanted.keys()]
    .filter((name) => [...wanted.get(name)!].some(recordId))
    .map((name) => models.get(name)!)
  const ids = targets.map((t) => [...wanted.get(t.name)!].filter(recordId))
  const tenantId = tenantOf(trx)
  const { rows: found } = await (!targets.length
    ? { rows: [] as Label[] }
    : tenantId === undefined
      ? builtLookup(trx, targets, ids)
      : trx.executeQuery<Label>(CompiledQuery.raw(lookupText(targets), [...ids, tenantId])))
  const labels = new Map(found.map((f) => [`${f.registry}:${f.id}`, f.label]))
  for (const ref of refs) {
    const target = models.get(ref.target)
    if (!target || !wanted.has(ref.target)) continue
    const label = (v: unknown) => {
      const id = (v as { id?: number } | null)?.id
      return typeof id === 'number'
        ? { ...(v as object), id, [target.label]: labels.get(`${target.name}:${id}`) ?? null }
        : v
    }
    for (const r of rows as Record<string, unknown>[]) {
      const v = r[ref.field]
      if (ref.sub) {
        if (Array.isArray(v))
          r[ref.field] = v.map((item: Record<string, unknown>) => ({
            ...item,
            [ref.sub!]: label(item?.[ref.sub!]),
          }))
      } else r[ref.field] = Array.isArray(v) ? v.map(label) : label(v)
    }
  }
  return rows
}
