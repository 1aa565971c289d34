import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.js'
import { insertRecord, lockRecord, partyGuid, partyId, partyOperation, saveState } from '../local-store.js'
import { PartyError } from '../party-error.js'
import type { PmsEvent, PmsPort } from './port.js'

const KIND = 'GROUP'

/** A PMS on our own database. Sending the same event again updates its block (same PMS id), as a PMS keyed by our id would. */
export function localPms(db: Kysely<Database>, tenantId: number): PmsPort {
  return {
    sendEvent: (e) =>
      partyOperation(db, tenantId, 'pms', 'sendEvent', async (trx) => {
        if (!e.name?.trim() || !e.startDate || !e.endDate)
          throw new PartyError('INVALID', 'event name and dates are required', partyGuid())
        const existing = await trx
          .selectFrom('local_party_record')
          .select(['id', 'external_id', 'guid'])
          .where('port', '=', 'pms')
          .where('kind', '=', KIND)
          .where(({ eb, ref }) => eb(ref('state', '->>').key('eventId'), '=', String(e.eventId)))
          .where(({ eb, ref }) => eb(ref('state', '->>').key('status'), '=', 'ACTIVE'))
          .forUpdate()
          .executeTakeFirst()
        const state = { ...e, status: 'ACTIVE' as const }
        if (existing) {
          await saveState(trx, existing.id, state)
          return {
            pmsId: existing.external_id,
            guid: existing.guid,
            status: 'ACTIVE',
            eventId: e.eventId,
          } satisfies PmsEvent
        }
        const pmsId = partyId('PMS')
        const guid = await insertRecord(trx, tenantId, { port: 'pms', kind: KIND, externalId: pmsId, state })
        return { pmsId, guid, status: 'ACTIVE', eventId: e.eventId } satisfies PmsEvent
      }),
    cancelEvent: (pmsId) =>
      partyOperation(db, tenantId, 'pms', 'cancelEvent', async (trx) => {
        const row = await lockRecord(trx, 'pms', KIND, pmsId)
        const s = row.state as { eventId: number; status: string }
        if (s.status === 'CANCELLED') throw new PartyError('REJECT', 'group already cancelled', row.guid)
        await saveState(trx, row.id, { ...s, status: 'CANCELLED' })
        return { pmsId, guid: row.guid, status: 'CANCELLED', eventId: s.eventId } satisfies PmsEvent
      }),
  }
}
