import type { JoinBuilder, StringReference } from 'kysely'

/**
 * The join of a row to the row one of its columns points at: `onTenantKey(j, 'e.id', 'd.event_id')`
 * is `e.tenant_id = d.tenant_id and e.id = d.event_id`. Tables are keyed by (tenant_id, id)
 * (server/db/migrations/parts.ts), so a reference is followed with its tenant, as the foreign keys are.
 */
export function onTenantKey<DB, TB extends keyof DB>(
  join: JoinBuilder<DB, TB>,
  id: StringReference<DB, TB> & `${string}.id`,
  reference: StringReference<DB, TB> & `${string}.${string}`,
): JoinBuilder<DB, TB> {
  const tenantOf = (ref: string) => `${ref.slice(0, ref.indexOf('.'))}.tenant_id` as StringReference<DB, TB>
  return join.onRef(tenantOf(id), '=', tenantOf(reference)).onRef(id, '=', reference)
}
