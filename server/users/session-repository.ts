import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'

type Trx = Transaction<Database>

/** The tenant's company: its first row, so the session and the sidebar always show the same one. */
export const tenantCompany = (trx: Trx) =>
  trx.selectFrom('company').selectAll().orderBy('id').executeTakeFirstOrThrow()

/** The code of the transaction's tenant (row security leaves only that one). */
export const tenantCode = (trx: Trx) => trx.selectFrom('tenant').select('code').executeTakeFirstOrThrow()

/** The member with this e-mail, compared lower-cased as sign-in compares it. */
export const memberByEmail = (trx: Trx, email: string) =>
  trx
    .selectFrom('events_user')
    .select(['id', 'email', 'type', 'active'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .executeTakeFirst()

/** A member's type and features: an admin's features are all of them, whatever is stored. */
export const memberFeatures = (trx: Trx, id: number) =>
  trx.selectFrom('events_user').select(['type', 'features']).where('id', '=', id).executeTakeFirst()
