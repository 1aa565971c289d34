import type { Transaction } from 'kysely'
import type { Database } from '../../db/types.js'
import type { AuthContext } from '../../auth/context.js'
import { filteredEvents, type EventFilter } from './list.js'
import type { Situation } from '../../../common/events/situations.js'

/**
 * The situation balloons' counts: the events the filter and the user's wall leave, per situation
 * of `shown`, in that order and 0 where none. The filter's own situations are set aside (the
 * balloons are the situations); nothing is asked of the database when no situation is shown.
 */
export async function situationTotals(
  trx: Transaction<Database>,
  auth: AuthContext,
  filter: EventFilter,
  shown: Situation[],
) {
  const rows = shown.length
    ? await filteredEvents(trx, auth, { ...filter, situations: undefined })
        .where('situation', 'in', shown)
        .select(['situation', (eb) => eb.fn.countAll<number>().as('total')])
        .groupBy('situation')
        .execute()
    : []
  const totals = new Map(rows.map((r) => [r.situation, Number(r.total)]))
  return shown.map((situation) => ({ situation, total: totals.get(situation) ?? 0 }))
}
