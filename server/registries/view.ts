import { sql, type RawBuilder, type SelectQueryBuilder, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { assertSafeField } from './indexes.js'
import type { FieldOf, RegistryName } from './record-types.js'

/** How a property is read as a column. */
export type ColumnKind = 'text' | 'number' | 'boolean' | 'ref' | 'timestamp' | 'json'
interface KindTypes {
  text: string | null
  number: number | null
  boolean: boolean | null
  /** The referenced record's id. */
  ref: number | null
  /** `YYYY-MM-DDTHH:mm:ss`, compared as a timestamp in SQL. */
  timestamp: string | null
  json: unknown
}

type Columns<R extends RegistryName> = Partial<Record<FieldOf<R>, ColumnKind>>
export type ViewRow<C> = { id: number; version: number; data: Record<string, unknown> } & {
  [K in keyof C]: C[K] extends ColumnKind ? KindTypes[C[K]] : never
}

function column(kind: ColumnKind, field: string): RawBuilder<unknown> {
  assertSafeField(field)
  const f = sql.lit(field)
  // Literal field names: the same expressions as the indexes the engine makes (indexes.ts).
  switch (kind) {
    case 'text':
      return sql`data->>${f}`
    case 'number':
      return sql`(data->>${f})::numeric`
    case 'boolean':
      return sql`(data->>${f})::boolean`
    case 'ref':
      return sql`(data->${f}->>'id')::bigint`
    case 'timestamp':
      return sql`(data->>${f})::timestamp`
    case 'json':
      return sql`data->${f}`
  }
}

/**
 * A registry as a table for set-wise SQL (joins, ranges, distinct-on): `id`, `version`, the whole
 * record as `data` (turn a row into a record with `toRecord`) and the named properties as typed
 * columns. Use it as a subquery, `trx.selectFrom(recordView(trx, 'environment-maintenance',
 * {type: 'text'}).as('m'))`; PostgreSQL flattens it, so the engine's indexes still apply.
 */
export function recordView<R extends RegistryName, C extends Columns<R>>(
  trx: Transaction<Database>,
  registry: R,
  columns: C,
  opts: { activeOnly?: boolean } = {},
): SelectQueryBuilder<Database, 'registry_record', ViewRow<C>> {
  let q = trx
    .selectFrom('registry_record')
    .select(['id', 'version', 'data'])
    .select(Object.entries(columns).map(([field, kind]) => column(kind as ColumnKind, field).as(field)))
    .where('registry', '=', registry)
  if (opts.activeOnly) q = q.where(sql<string>`coalesce(data->>'active', 'true')`, '=', 'true')
  return q as unknown as SelectQueryBuilder<Database, 'registry_record', ViewRow<C>>
}
