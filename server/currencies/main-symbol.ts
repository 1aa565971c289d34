import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'

/** The symbol money is shown with when no currency is flagged main (spec §3), as in the app. */
export const DEFAULT_SYMBOL = 'R$'

/** The symbol of the tenant's active main currency, which the app's money fields show too. */
export async function mainCurrencySymbol(trx: Transaction<Database>): Promise<string> {
  const main = await trx
    .selectFrom('registry_record')
    .select(sql<string | null>`data->>'symbol'`.as('symbol'))
    .where('registry', '=', 'currency-company')
    .where(sql`data->>'main'`, '=', 'true')
    .where(sql`coalesce(data->>'active', 'true')`, '=', 'true')
    .orderBy('id')
    .executeTakeFirst()
  return main?.symbol || DEFAULT_SYMBOL
}
