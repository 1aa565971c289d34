import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import type { RegistryModel } from './model.js'
import { PREPARED } from '../db/prepared.js'

export type Row = Record<string, unknown> & { id: number }

const idsOf = (value: unknown): number[] => {
  if (Array.isArray(value)) return value.flatMap(idsOf)
  const id = (value as { id?: unknown } | null)?.id
  return typeof id === 'number' ? [id] : []
}

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
 * The same for any rows (events, sub-items) whose fields hold references to registries. All the
 * page's references are looked up in one query, whatever registries they point to.
 */
export async function labelReferences<T extends Record<string, unknown>>(
  trx: Transaction<Database>,
  models: Map<string, RegistryModel>,
  rows: T[],
  refs: { field: string; target: string; sub?: string }[],
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
  const targets = [...wanted.keys()].map((name) => models.get(name)!)
  // A named prepared statement (server/db/prepared.ts): registry names are literals from the
  // schemas and the ids one array parameter, so the text is the same for any page of a registry
  // and its generic plan keeps the per-registry indexes (planning cost more than the lookup).
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
        targets.map((t) =>
          eb.and([
            eb('registry', '=', sql.lit(t.name)),
            eb('id', '=', sql<number>`any(${[...wanted.get(t.name)!]}::int8[])`),
          ]),
        ),
      ),
    )
  const { rows: found } = await sql<{
    registry: string
    id: number
    label: string
  }>`${sql.raw(PREPARED)}${query}`.execute(trx)
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
