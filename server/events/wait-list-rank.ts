import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { tenantPredicate } from '../db/tenant.js'
import type { EventRow } from './model.js'

/**
 * Keeps the event's place in its waiting-list group after a put or a remove, in the action's
 * transaction: a new arrival goes last; a removed event leaves no place behind. The group's row
 * order is decided under the event row lock the executor holds, and two arrivals at once get the
 * same last place at worst (ties read by id), never a lost event.
 */
export async function placeOnWaitList(trx: Transaction<Database>, event: EventRow) {
  if (!event.wait_list) {
    await trx.updateTable('event').set({ wait_list_rank: null }).where('id', '=', event.id).execute()
    return
  }
  await sql`
    update event set wait_list_rank = (
      select coalesce(max(o.wait_list_rank), 0) + 1 from event o
      where ${tenantPredicate(trx, 'o')} and o.wait_list and o.id <> ${event.id}
        and o.wait_list_group_id is not distinct from ${event.wait_list_group_id})
    where ${tenantPredicate(trx, 'event')} and id = ${event.id}`.execute(trx)
}
