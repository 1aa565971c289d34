import type { Kysely } from 'kysely'
import { lock } from '../../db/locks.js'
import type { Database } from '../../db/types.js'
import { insertRecord, partyGuid, partyId, partyOperation } from '../local-store.js'
import { PartyError } from '../party-error.js'
import type { BillingPort } from './port.js'
import { roundMoney } from '../../../common/money.js'

/** A billing system on our own database: every account sent gets a new account id and the next invoice number. */
export function localBilling(db: Kysely<Database>, tenantId: number): BillingPort {
  return {
    sendAccount: (a) =>
      partyOperation(db, tenantId, 'billing', 'sendAccount', async (trx) => {
        if (!a.customer?.document)
          throw new PartyError(
            'INVALID',
            'customer document is required',
            partyGuid(),
            'integration.billing.customerDocumentRequired',
          )
        if (!a.items?.length)
          throw new PartyError('INVALID', 'an account needs at least one item', partyGuid())
        const total = roundMoney(a.items.reduce((sum, i) => sum + i.quantity * i.unitValue, 0))
        // Numbers follow each other per tenant, as a fiscal series would; the lock keeps two sends apart.
        await lock(trx, 'localBilling')
        const count = await trx
          .selectFrom('local_party_record')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('port', '=', 'billing')
          .executeTakeFirstOrThrow()
        const invoiceNumber = String(Number(count.n) + 1).padStart(6, '0')
        const accountId = partyId('ACC')
        const guid = await insertRecord(trx, tenantId, {
          port: 'billing',
          kind: 'ACCOUNT',
          externalId: accountId,
          state: { ...a, total, invoiceNumber },
        })
        return { accountId, invoiceNumber, guid, total }
      }),
  }
}
