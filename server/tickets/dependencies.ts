import type { DependencyFinder } from '../registries/dependencies.js'
import { onTenantKey } from '../db/tenant-join.js'

/** Section types used by a box office's sections stay (409 error.hasDependencies names the box office). */
export const sectionTypeDependents: DependencyFinder = async (trx, registry, id) => {
  if (registry !== 'section-type') return []
  const rows = await trx
    .selectFrom('box_office_section as s')
    .innerJoin('box_office as b', (j) => onTenantKey(j, 'b.id', 's.box_office_id'))
    .select(['b.id', 'b.name'])
    .where('s.section_type_id', '=', id)
    .groupBy(['b.id', 'b.name'])
    .orderBy('b.id')
    .limit(5)
    .execute()
  return rows.map((r) => ({ registry: 'box-office', id: r.id, label: r.name }))
}
