import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from './types.js'

export const APP_ROLE = 'eventdesk_app'

/**
 * Runs `work` in one transaction as the app role with `app.tenant_id` set, so row-level security
 * scopes every statement inside it to that tenant. Every repository call of a request goes
 * through here; pass the transaction on so several repository calls compose atomically.
 */
export async function withTenant<T>(
  db: Kysely<Database>,
  tenantId: number,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  if (!Number.isSafeInteger(tenantId) || tenantId <= 0) throw new Error(`invalid tenant id: ${tenantId}`)
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('role', ${APP_ROLE}, true), set_config('app.tenant_id', ${String(tenantId)}, true)`.execute(
      trx,
    )
    return work(trx)
  })
}
