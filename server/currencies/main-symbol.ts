import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { findRecords } from '../registries/reader.js'

/** The symbol money is shown with when no currency is flagged main (spec §3), as in the app. */
export const DEFAULT_SYMBOL = 'R$'

/** The symbol of the tenant's active main currency, which the app's money fields show too. */
export async function mainCurrencySymbol(trx: Transaction<Database>): Promise<string> {
  const [main] = await findRecords(trx, 'currency-company', {
    where: { main: true },
    activeOnly: true,
    limit: 1,
  })
  return main?.symbol || DEFAULT_SYMBOL
}
