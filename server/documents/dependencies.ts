import type { DependencyFinder } from '../registries/dependencies.js'
import { onTenantKey } from '../db/tenant-join.js'

/** Documents keep the template they were generated from: it cannot be deleted or deactivated. */
export const templateDependents: DependencyFinder = async (trx, registry, id) => {
  if (registry !== 'template') return []
  const rows = await trx
    .selectFrom('event_document as d')
    .innerJoin('event as e', (j) => onTenantKey(j, 'e.id', 'd.event_id'))
    .select(['e.id', 'e.name'])
    .where('d.template_id', '=', id)
    .distinct()
    .orderBy('e.id')
    .limit(5)
    .execute()
  return rows.map((r) => ({ registry: 'event', id: r.id, label: r.name }))
}
