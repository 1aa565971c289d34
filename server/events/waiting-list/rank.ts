import { sql, type Transaction } from 'kysely'
import type { Database } from '../../db/types.js'
import { lock } from '../../db/locks.js'
import { tenantPredicate } from '../../db/tenant.js'
import type { EventRow } from '../model.js'

type Trx = Transaction<Database>

/**
 * Serialises every change of one waiting-list group's order (an arrival, a removal, a reorder)
 * until the transaction ends: two arrivals at once would otherwise both read the same last place.
 */
export async function lockWaitListGroup(trx: Trx, groupId: number) {
  await lock(trx, 'waitListGroup', groupId)
}

/**
 * Keeps the event's place in its waiting-list group after a put or a remove, in the action's
 * transaction: a new arrival goes last; a removed event leaves no place behind.
 */
export async function placeOnWaitList(trx: Trx, event: EventRow) {
  if (!event.wait_list) {
    await trx.updateTable('event').set({ wait_list_rank: null }).where('id', '=', event.id).execute()
    return
  }
  if (event.wait_list_group_id) await lockWaitListGroup(trx, event.wait_list_group_id)
  await sql`
    update event set wait_list_rank = (
      select coalesce(max(o.wait_list_rank), 0) + 1 from event o
      where ${tenantPredicate(trx, 'o')} and o.wait_list and o.id <> ${event.id}
        and o.wait_list_group_id is not distinct from ${event.wait_list_group_id})
    where ${tenantPredicate(trx, 'event')} and id = ${event.id}`.execute(trx)
}
