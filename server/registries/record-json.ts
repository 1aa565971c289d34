import type { RegistryModel } from './model.js'
import { assertSafeField } from './indexes.js'

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`

/** `jsonb_path_query` ids no int8 cast can refuse (ids are positive integers below 2^53). */
const idPath = `lax $.**.id ? (@.type() == "number" && @ >= 1 && @ <= 9007199254740991 && @ == @.floor())`

/** What a field's references are: the field itself (or its items), or properties of its items. */
type FieldRefs = { target?: RegistryModel; subs: { sub: string; target: RegistryModel }[] }

export interface RecordJsonSql {
  /** The labels' map `lm."m"` (`<registry>:<id>` → label), over the page's rows `p`; none without references. */
  lookup?: (tenantParam: string) => string
  /** A row of `p` (`id`, `data`, `version`) as the JSON text of the record, labelled from `lm`. */
  record: string
}

const built = new WeakMap<RegistryModel, RecordJsonSql | null>()

/**
 * A registry record as PostgreSQL writes it for the list (issue 15: parsing the records, copying
 * them to label them and serialising the page were a fifth of the registry list's CPU). The same
 * JSON as toRow + labelReferences, but jsonb's spelling (a space after `:` and `,`, keys in jsonb's
 * order, numbers as stored): `id` and `version` over the data, and every reference labelled as
 * labelReferences does:
 * - a reference whose `id` is a number gets `"<label field>": <label>` (null when the tenant has
 *   no such record); anything else stays as it is;
 * - a list of references is labelled item by item (`composition`);
 * - a list of objects has the reference property of each object item labelled (`formats[].format`);
 *   an item without that property, and an item that is no object, stay as they are.
 * Registry names, label fields and fields are literals from the schemas (checked). Undefined for
 * a schema whose field is both a reference list and a list of objects with references (the list
 * then labels the parsed rows).
 */
export function recordJsonSql(
  models: Map<string, RegistryModel>,
  model: RegistryModel,
): RecordJsonSql | undefined {
  if (built.has(model)) return built.get(model) ?? undefined
  const sql = build(models, model)
  built.set(model, sql ?? null)
  return sql
}

function build(models: Map<string, RegistryModel>, model: RegistryModel): RecordJsonSql | undefined {
  const fields = new Map<string, FieldRefs>()
  for (const ref of model.refs) {
    const target = models.get(ref.target)
    if (!target) continue
    assertSafeField(ref.field)
    assertSafeField(target.label)
    if (target.label === 'id') throw new Error(`registry ${target.name}: a label field named id`)
    const refs = fields.get(ref.field) ?? fields.set(ref.field, { subs: [] }).get(ref.field)!
    if (ref.sub) {
      assertSafeField(ref.sub)
      refs.subs.push({ sub: ref.sub, target })
    } else if (!refs.target) refs.target = target
  }
  if ([...fields.values()].some((f) => f.target && f.subs.length)) return undefined
  const own = `jsonb_build_object('id', p."id", 'version', p."version")`
  if (!fields.size) return { record: `(p."data" || ${own})::text` }

  const label = (v: string, target: RegistryModel) =>
    `case when jsonb_typeof(${v} -> 'id') = 'number' then ${v} || jsonb_build_object(${literal(target.label)}, lm."m" -> (${literal(`${target.name}:`)} || (${v} ->> 'id'))) else ${v} end`
  const eachItem = (v: string, item: (e: string) => string) =>
    `(select coalesce(jsonb_agg(${item('x.e')} order by x.i), '[]'::jsonb) from jsonb_array_elements(${v}) with ordinality x(e, i))`
  const value = (v: string, refs: FieldRefs) => {
    if (refs.target)
      return `case jsonb_typeof(${v}) when 'array' then ${eachItem(v, (e) => label(e, refs.target!))} else ${label(v, refs.target)} end`
    const item = (e: string) =>
      `case when jsonb_typeof(${e}) = 'object' then ${e}${refs.subs
        .map(
          ({ sub, target }) =>
            ` || case when ${e} ? ${literal(sub)} then jsonb_build_object(${literal(sub)}, ${label(`(${e} -> ${literal(sub)})`, target)}) else '{}'::jsonb end`,
        )
        .join('')} else ${e} end`
    return `case jsonb_typeof(${v}) when 'array' then ${eachItem(v, item)} else ${v} end`
  }
  const labelled = [...fields].map(
    ([field, refs]) =>
      ` || case when p."data" ? ${literal(field)} then jsonb_build_object(${literal(field)}, ${value(`(p."data" -> ${literal(field)})`, refs)}) else '{}'::jsonb end`,
  )

  const targets = new Set<RegistryModel>()
  for (const refs of fields.values())
    for (const t of [refs.target, ...refs.subs.map((s) => s.target)]) if (t) targets.add(t)
  const cases = [...targets].map((t) => `when ${literal(t.name)} then ${literal(t.label)}`).join(' ')
  // Any `id` under the reference fields, at any depth (a superset of the ids labelled above), as
  // one array the primary key is probed with; a record of one target found by another's id only
  // adds a key nobody reads (ids are unique across registries).
  const ids = `array(select v::int8 from p, jsonb_path_query(jsonb_build_array(${[...fields.keys()].map((f) => `p."data" -> ${literal(f)}`).join(', ')}), '${idPath}') v)`
  return {
    lookup: (tenantParam) =>
      `select coalesce(jsonb_object_agg(t."registry" || ':' || t."id", t."data" ->> (case t."registry" ${cases} end)), '{}'::jsonb) as "m" from "registry_record" t where t."tenant_id" = ${tenantParam} and t."id" = any(${ids}) and t."registry" in (${[...targets].map((t) => literal(t.name)).join(', ')})`,
    record: `(p."data"${labelled.join('')} || ${own})::text`,
  }
}
