import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { findRecords } from '../registries/reader.js'

/** The symbol money is shown with when no currency is flagged main (spec §3), as in the app. */
export const DEFAULT_SYMBOL = 'R$'

/** A currency as money is shown with it: the record's id (null: none registered), ISO code and symbol. */
export interface Currency {
  id: number | null
  isoCode: string | null
  symbol: string
}

/** The tenant's active main currency (spec §3), or the app's default symbol when none is flagged. */
export async function mainCurrency(trx: Transaction<Database>): Promise<Currency> {
  const [main] = await findRecords(trx, 'currency-company', {
    where: { main: true },
    activeOnly: true,
    limit: 1,
  })
  return main
    ? { id: main.id, isoCode: main.isoCode ?? null, symbol: main.symbol || DEFAULT_SYMBOL }
    : { id: null, isoCode: null, symbol: DEFAULT_SYMBOL }
}

/** The symbol of the tenant's active main currency, which the app's money fields show too. */
export async function mainCurrencySymbol(trx: Transaction<Database>): Promise<string> {
  return (await mainCurrency(trx)).symbol
}
