import type { Transaction } from 'kysely'
import type { Database } from '../../db/types.js'

type Trx = Transaction<Database>

/** A member's saved list filters, by name. */
export const savedFiltersOf = (trx: Trx, eventsUserId: number) =>
  trx
    .selectFrom('event_saved_filter')
    .select(['id', 'name', 'filter'])
    .where('events_user_id', '=', eventsUserId)
    .orderBy('name')
    .execute()

/** Saves a filter under its name; saving a name again replaces that filter rather than adding one. */
export function saveFilter(
  trx: Trx,
  owner: { tenantId: number; eventsUserId: number },
  name: string,
  filter: Record<string, unknown>,
) {
  const values = {
    tenant_id: owner.tenantId,
    events_user_id: owner.eventsUserId,
    name,
    filter: JSON.stringify(filter) as never,
  }
  return trx
    .insertInto('event_saved_filter')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'events_user_id', 'name']).doUpdateSet({ filter: values.filter }),
    )
    .returning(['id', 'name', 'filter'])
    .executeTakeFirstOrThrow()
}

/** Deletes one of the member's own filters; the result counts none for anyone else's. */
export const deleteSavedFilter = (trx: Trx, id: number, eventsUserId: number) =>
  trx
    .deleteFrom('event_saved_filter')
    .where('id', '=', id)
    .where('events_user_id', '=', eventsUserId)
    .executeTakeFirst()
