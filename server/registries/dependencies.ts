import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import type { RegistryModel } from './model.js'

export interface Dependent {
  registry: string
  id: number
  label: string | null
}

/**
 * Other domains (events, accommodation…) that keep references to registry records outside the
 * registry table add a finder with `app.registries.onDependency` (server/registries/index.ts), so
 * deleting or deactivating a record they use is refused the same way.
 */
export type DependencyFinder = (
  trx: Transaction<Database>,
  registry: string,
  id: number,
) => Promise<Dependent[]>

/** A record's field that holds `id`: one reference, a list of them, or a reference inside list items. */
const refersTo = (ref: RegistryModel['refs'][number], id: number) =>
  ref.sub
    ? sql<boolean>`data->${ref.field} @> ${JSON.stringify([{ [ref.sub]: { id } }])}::jsonb`
    : ref.many
      ? sql<boolean>`data->${ref.field} @> ${JSON.stringify([{ id }])}::jsonb`
      : sql<boolean>`data->${ref.field}->>'id' = ${String(id)}`

/**
 * Up to `limit` records that refer to `registry` #id, over every schema's x-ref and the finders.
 * The refused delete names the same ones every time: registry records first, by registry name
 * then id (a record that refers with several fields is named once), then the finders' in the order
 * they were added (each orders its own).
 */
export async function findDependents(
  trx: Transaction<Database>,
  models: Iterable<RegistryModel>,
  finders: readonly DependencyFinder[],
  registry: string,
  id: number,
  limit = 5,
): Promise<Dependent[]> {
  const out: Dependent[] = []
  const referring = [...models]
    .filter((m) => m.refs.some((r) => r.target === registry))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  for (const m of referring) {
    if (out.length >= limit) return out
    const rows = await trx
      .selectFrom('registry_record')
      .select(['id', sql<string>`data->>${m.label}`.as('label')])
      .where('registry', '=', m.name)
      .where((eb) => eb.or(m.refs.filter((r) => r.target === registry).map((r) => refersTo(r, id))))
      .orderBy('id')
      .limit(limit - out.length)
      .execute()
    out.push(...rows.map((r) => ({ registry: m.name, id: r.id, label: r.label })))
  }
  for (const find of finders) {
    if (out.length >= limit) break
    out.push(...(await find(trx, registry, id)).slice(0, limit - out.length))
  }
  return out
}
