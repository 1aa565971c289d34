import { sql, type RawBuilder } from 'kysely'
import type { DependencyFinder } from '../../registries/dependencies.js'

/** Where sub-items keep registry ids: a condition on an item row `x` per (registry, place). */
const places: { target: string; table: string; match: (id: number) => RawBuilder<boolean> }[] = [
  { target: 'equipment', table: 'event_equipment', match: (id) => sql`x.equipment_id = ${id}` },
  { target: 'person', table: 'event_payment', match: (id) => sql`x.data->'payer'->>'id' = ${String(id)}` },
  {
    target: 'cancellation-reason',
    table: 'event_payment',
    match: (id) => sql`x.data->'cancellationReason'->>'id' = ${String(id)}`,
  },
  ...(
    [
      ['environment', 'meal', 'mealPlace'],
      ['meal', 'meal', 'meal'],
      ['menu', 'menu', 'menu'],
      ['department', 'department', 'department'],
      ['person', 'department', 'manager'],
      ['person', 'commission', 'responsible'],
      ['environment', 'programming', 'environment'],
    ] as const
  ).map(([target, kind, field]) => ({
    target,
    table: 'event_item',
    match: (id: number) => sql<boolean>`x.kind = ${kind} and x.data->${field}->>'id' = ${String(id)}`,
  })),
  {
    target: 'person',
    table: 'event_item',
    match: (id) => sql`x.kind = 'department' and x.data->'employees' @> ${JSON.stringify([{ id }])}::jsonb`,
  },
  {
    target: 'person',
    table: 'event_summary',
    match: (id) =>
      sql`(x.data->'paymentResponsible'->'person'->>'id' = ${String(id)} or x.data->'summaryResponsibles' @> ${JSON.stringify([{ person: { id } }])}::jsonb)`,
  },
]

/**
 * Registry records that event sub-items use cannot be deleted or deactivated (409
 * error.hasDependencies). Added with `app.registries.onDependency` by server/events/items/index.ts.
 */
export const itemDependents: DependencyFinder = async (trx, registry, id) => {
  const out: { registry: string; id: number; label: string | null }[] = []
  for (const place of places.filter((p) => p.target === registry)) {
    const rows = await trx
      .selectFrom('event as e')
      .select(['e.id', 'e.name'])
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom(sql.table(place.table).as('x'))
            .select(sql`1`.as('one'))
            .where(sql<boolean>`x.event_id = e.id and ${place.match(id)}`),
        ),
      )
      .orderBy('e.id')
      .limit(5)
      .execute()
    out.push(...rows.map((r) => ({ registry: 'event', id: r.id, label: r.name })))
  }
  return out
}
