import type { Transaction } from 'kysely'
import type { Database } from '../../db/types.js'
import { mainCurrency } from '../../currencies/main-symbol.js'
import { CONFIRMED_LIKE, OPEN_ENQUIRY_SITUATIONS } from '../../../common/events/situations.js'
import type { EventRow } from '../../events/model.js'
import { moneyOfEvents } from '../../events/money/money.js'
import { roundMoney } from '../../../common/money.js'

/**
 * The dashboard's revenue widget: the events starting in the next 30 days the person may see, split
 * into confirmed-like (on the books) and open enquiries (pipeline), each with its count and the
 * sum of the summaries' totals in the main currency (events/money/money.ts, the one reckoning).
 */
export async function revenueAhead(trx: Transaction<Database>, events: EventRow[]) {
  const money = await moneyOfEvents(trx, events)
  const part = (situations: readonly string[]) => {
    const own = events.filter((e) => situations.includes(e.situation))
    return {
      events: own.length,
      total: roundMoney(own.reduce((sum, e) => sum + money.get(e.id)!.mainTotal, 0)),
    }
  }
  return {
    currency: await mainCurrency(trx),
    confirmed: part(CONFIRMED_LIKE),
    pipeline: part(OPEN_ENQUIRY_SITUATIONS),
  }
}

/** The situations whose events the widget reads. */
export const revenueSituations = [...CONFIRMED_LIKE, ...OPEN_ENQUIRY_SITUATIONS]
