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

/** Up to `limit` records that refer to `registry` #id, over every schema's x-ref and the finders. */
export async function findDependents(
  trx: Transaction<Database>,
  models: Iterable<RegistryModel>,
  finders: readonly DependencyFinder[],
  registry: string,
  id: number,
  limit = 5,
): Promise<Dependent[]> {
  const out: Dependent[] = []
  for (const m of models) {
    for (const ref of m.refs.filter((r) => r.target === registry)) {
      if (out.length >= limit) return out
      const match = ref.sub
        ? sql<boolean>`data->${ref.field} @> ${JSON.stringify([{ [ref.sub]: { id } }])}::jsonb`
        : ref.many
          ? sql<boolean>`data->${ref.field} @> ${JSON.stringify([{ id }])}::jsonb`
          : sql<boolean>`data->${ref.field}->>'id' = ${String(id)}`
      const rows = await trx
        .selectFrom('registry_record')
        .select(['id', sql<string>`data->>${m.label}`.as('label')])
        .where('registry', '=', m.name)
        .where(match)
        .limit(limit - out.length)
        .execute()
      // A record that refers twice (e.g. as kind and as a part) is listed once.
      for (const r of rows)
        if (!out.some((d) => d.registry === m.name && d.id === r.id))
          out.push({ registry: m.name, id: r.id, label: r.label })
    }
  }
  for (const find of finders) {
    if (out.length >= limit) break
    out.push(...(await find(trx, registry, id)).slice(0, limit - out.length))
  }
  return out
}
