import { sql } from 'kysely'
import type { DependencyFinder, Dependent } from '../registries/dependencies.js'
import { eventRefs } from './model.js'

/** Where event data keeps registry ids: the event's own references and its items'. */
const itemRefs = [
  { target: 'person', table: 'event_requester', column: 'person_id' },
  { target: 'environment', table: 'event_environment', column: 'environment_id' },
  { target: 'environment-format', table: 'event_environment', column: 'format_id' },
] as const

/**
 * Registry records used by events cannot be deleted or deactivated (409 error.hasDependencies).
 * Added with `app.registries.onDependency` by server/events/index.ts.
 */
export const eventDependents: DependencyFinder = async (trx, registry, id) => {
  const out: Dependent[] = []
  for (const ref of eventRefs.filter((r) => r.target === registry)) {
    const rows = await trx
      .selectFrom('event')
      .select(['id', 'name'])
      .where(sql.ref(ref.column), '=', id)
      .orderBy('id')
      .limit(5)
      .execute()
    out.push(...rows.map((r) => ({ registry: 'event', id: r.id, label: r.name })))
  }
  for (const ref of itemRefs.filter((r) => r.target === registry)) {
    const rows = await trx
      .selectFrom('event as e')
      .select(['e.id', 'e.name'])
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom(sql.table(ref.table).as('x'))
            .select(sql`1`.as('one'))
            .where(sql.ref(`x.${ref.column}`), '=', id)
            .whereRef(sql.ref('x.event_id') as never, '=', 'e.id'),
        ),
      )
      .orderBy('e.id')
      .limit(5)
      .execute()
    out.push(...rows.map((r) => ({ registry: 'event', id: r.id, label: r.name })))
  }
  return out
}
