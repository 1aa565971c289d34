import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { recordView } from '../registries/view.js'

type Trx = Transaction<Database>

/** A quotation in force: the official value of one unit in the main currency, and since when. */
export interface Quotation {
  value: number
  dateHour: string
}

/**
 * The quotation of each currency in force at a moment: the latest official value at or before it
 * (the earliest one when every quotation is later). One read for a batch of events.
 */
export async function quotationsOf(trx: Trx, currencyIds: number[]) {
  if (!currencyIds.length) return (): Quotation | null => null
  const rows = await trx
    .selectFrom(
      recordView(trx, 'currency-quotation', {
        currencyCompany: 'ref',
        dateHour: 'text',
        officialValue: 'number',
      }).as('q'),
    )
    .select(['q.currencyCompany', 'q.dateHour', 'q.officialValue'])
    .where('q.currencyCompany', 'in', currencyIds)
    .orderBy('q.dateHour')
    .execute()
  return (currencyId: number | null, at: string): Quotation | null => {
    const own = rows.filter((r) => Number(r.currencyCompany) === currencyId)
    const before = own.filter((r) => String(r.dateHour) <= at).at(-1) ?? own[0]
    return before ? { value: Number(before.officialValue), dateHour: String(before.dateHour) } : null
  }
}
