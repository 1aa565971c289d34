import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { loadRegistrySchemas } from '../schemas/load.js'
import { assertSafeField } from './indexes.js'
import { buildModel, type RegistryModel } from './model.js'
import type { FieldOf, RegistryFields, RegistryName, RegistryRecord } from './record-types.js'
import type { RegistryReader } from './rules/types.js'

export type { FieldOf, RegistryName, RegistryRecord } from './record-types.js'

/**
 * The one way domain code reads registry records (events, currencies, the seed…): typed by the
 * schemas' generated types. Records are JSON in `registry_record.data`; only server/registries
 * knows that (a lint rule keeps it so).
 */
type Trx = Transaction<Database>
type StoredRow = { id: number; data: Record<string, unknown>; version: number }

/** A stored row as the record domain code sees: the data with its id and version. */
export const toRecord = <R extends RegistryName>(r: StoredRow) =>
  ({ ...r.data, id: r.id, version: r.version }) as RegistryRecord<R>

let models: Map<string, RegistryModel> | undefined
/** The engine's model of a registry, built once from the same schemas the routes use. */
export function registryModel(name: string): RegistryModel | undefined {
  models ??= new Map(loadRegistrySchemas().map((s) => [s.$id, buildModel(s)]))
  return models.get(name)
}

const ofRegistry = (trx: Trx, registry: string) =>
  trx.selectFrom('registry_record').where('registry', '=', registry)

export async function getRecord<R extends RegistryName>(
  trx: Trx,
  registry: R,
  id: number,
): Promise<RegistryRecord<R> | undefined> {
  const row = await ofRegistry(trx, registry)
    .select(['id', 'data', 'version'])
    .where('id', '=', id)
    .executeTakeFirst()
  return row ? toRecord<R>(row) : undefined
}

export async function recordExists(trx: Trx, registry: RegistryName, id: number): Promise<boolean> {
  return !!(await ofRegistry(trx, registry).select('id').where('id', '=', id).executeTakeFirst())
}

export interface FindOptions<R extends RegistryName> {
  ids?: number[]
  /** Top-level fields equal to these values (JSON containment: `{type: 'BLOCK'}`). */
  where?: Partial<RegistryFields<R>>
  /** Records whose reference field (one reference or a list of them) points at one of `ids`. */
  referringTo?: { field: FieldOf<R>; ids: number[] }
  /** Leaves out records whose `active` is false. */
  activeOnly?: boolean
  /** Orders by this field's text, then by id (default: by id). */
  orderBy?: FieldOf<R>
  limit?: number
}

export async function findRecords<R extends RegistryName>(
  trx: Trx,
  registry: R,
  opts: FindOptions<R> = {},
): Promise<RegistryRecord<R>[]> {
  if (opts.ids && !opts.ids.length) return []
  let q = ofRegistry(trx, registry).select(['id', 'data', 'version'])
  if (opts.ids) q = q.where('id', 'in', opts.ids)
  if (opts.where && Object.keys(opts.where).length)
    q = q.where(sql<boolean>`data @> ${JSON.stringify(opts.where)}::jsonb`)
  if (opts.referringTo) {
    const { field, ids } = opts.referringTo
    if (!ids.length) return []
    assertSafeField(field)
    const many = registryModel(registry)?.refs.some((r) => r.field === field && r.many && !r.sub)
    // The same expressions as the reference indexes the engine makes (indexes.ts).
    q = many
      ? q.where((eb) =>
          eb.or(ids.map((id) => sql<boolean>`data->${sql.lit(field)} @> ${JSON.stringify([{ id }])}::jsonb`)),
        )
      : q.where(sql<string>`data->${sql.lit(field)}->>'id'`, 'in', ids.map(String))
  }
  if (opts.activeOnly) q = q.where(sql<string>`coalesce(data->>'active', 'true')`, '=', 'true')
  if (opts.orderBy) {
    assertSafeField(opts.orderBy)
    q = q.orderBy(sql`data->>${sql.lit(opts.orderBy)}`)
  }
  q = q.orderBy('id')
  if (opts.limit) q = q.limit(opts.limit)
  return (await q.execute()).map((r) => toRecord<R>(r))
}

/** The label (the schema's `x-resource.label`, else `name`) of each of `ids` that exists. */
export async function labelsOf(
  trx: Trx,
  registry: RegistryName,
  ids: number[],
): Promise<Map<number, string | null>> {
  if (!ids.length) return new Map()
  const label = registryModel(registry)?.label ?? 'name'
  assertSafeField(label)
  const rows = await ofRegistry(trx, registry)
    .select(['id', sql<string | null>`data->>${sql.lit(label)}`.as('label')])
    .where('id', 'in', [...new Set(ids)])
    .execute()
  return new Map(rows.map((r) => [r.id, r.label]))
}

/** The reader named rules get (rules/types.ts): untyped, over the writing transaction. */
export function rulesReader(trx: Trx): RegistryReader {
  return {
    async find(registry, where = {}, limit = 1000) {
      return findRecords(trx, registry as RegistryName, { where: where as never, limit })
    },
    get: (registry, id) => getRecord(trx, registry as RegistryName, id),
  }
}
