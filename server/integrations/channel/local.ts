import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../db/types.js'
import { days, isDay, nights } from '../dates.js'
import { insertRecord, lockRecord, partyId, partyGuid, partyOperation, saveState } from '../local-store.js'
import { PartyError } from '../party-error.js'
import { lockStock, stockOf } from './stock.js'
import { priceList } from './price-list.js'
import type { ChannelPort, ChannelReservation, ChannelReservationRequest, ChannelRoom } from './port.js'

const KIND = 'RESERVATION'

type Trx = Transaction<Database>
type Stored = Omit<ChannelReservation, 'confirmationId' | 'guid'>

/** Rooms taken per `type|night` by the confirmed reservations, leaving one out (a modification). */
export async function taken(trx: Trx, except?: string, lock = true) {
  const rows = await trx
    .selectFrom('local_party_record')
    .select(['external_id', 'state'])
    .where('port', '=', 'channel')
    .where('kind', '=', KIND)
    .$if(lock, (q) => q.forUpdate())
    .execute()
  const map = new Map<string, number>()
  for (const r of rows) {
    const s = r.state as Stored
    if (r.external_id === except || s.status !== 'CONFIRMED') continue
    for (const room of s.rooms)
      for (const n of nights(room.startDate, room.endDate))
        map.set(
          `${room.rentalUnitTypeCode}|${n}`,
          (map.get(`${room.rentalUnitTypeCode}|${n}`) ?? 0) + room.quantity,
        )
  }
  return map
}

function checkRequest(r: ChannelReservationRequest) {
  if (!r.holder?.document)
    throw new PartyError(
      'INVALID',
      'holder document is required',
      partyGuid(),
      'integration.channel.holderDocumentRequired',
    )
  if (
    !r.rooms?.length ||
    r.rooms.some(
      (x) =>
        !isDay(x.startDate) || !isDay(x.endDate) || x.quantity < 1 || !nights(x.startDate, x.endDate).length,
    )
  )
    throw new PartyError('INVALID', 'no rooms or empty stay', partyGuid())
}

async function checkStock(trx: Trx, rooms: ChannelRoom[], used: Map<string, number>) {
  const wanted = new Map<string, number>()
  for (const room of rooms)
    for (const n of nights(room.startDate, room.endDate))
      wanted.set(
        `${room.rentalUnitTypeCode}|${n}`,
        (wanted.get(`${room.rentalUnitTypeCode}|${n}`) ?? 0) + room.quantity,
      )
  const codes = [...new Set(rooms.map((r) => r.rentalUnitTypeCode))]
  const nightsWanted = [...wanted.keys()].map((k) => k.split('|')[1]).sort()
  const stock = await stockOf(trx, codes, nightsWanted[0], nightsWanted[nightsWanted.length - 1])
  for (const [key, n] of wanted) {
    const [code, night] = key.split('|')
    if ((used.get(key) ?? 0) + n > stock(code, night))
      throw new PartyError(
        'REJECT',
        `no availability for ${key.replace('|', ' on ')}`,
        partyGuid(),
        'integration.channel.noAvailability',
      )
  }
}

function checkPeriod(q: { startDate: string; endDate: string }) {
  if (!isDay(q.startDate) || !isDay(q.endDate) || q.endDate < q.startDate)
    throw new PartyError('INVALID', 'a period needs two days, in order', partyGuid())
}

const answer = (confirmationId: string, guid: string, s: Stored): ChannelReservation => ({
  confirmationId,
  guid,
  ...s,
})

/**
 * A channel on our own database: stock per type and night (stock.ts), a price list per date and
 * pax (price-list.ts), reservations with confirmation ids. A sale locks the stock rows of its
 * nights first, so parallel sales of the last rooms are decided one after the other.
 */
export function localChannel(db: Kysely<Database>, tenantId: number): ChannelPort {
  const op = <T>(operation: string, work: (trx: Trx) => Promise<T>) =>
    partyOperation(db, tenantId, 'channel', operation, work)
  return {
    availability: (q) =>
      op('availability', async (trx) => {
        checkPeriod(q)
        const used = await taken(trx, undefined, false)
        const stock = await stockOf(trx, q.rentalUnitTypes, q.startDate, q.endDate)
        return days(q.startDate, q.endDate).flatMap((date) =>
          q.rentalUnitTypes.map((code) => ({
            date,
            rentalUnitTypeCode: code,
            total: stock(code, date),
            available: Math.max(0, stock(code, date) - (used.get(`${code}|${date}`) ?? 0)),
          })),
        )
      }),
    rates: (q) =>
      op('rates', async (trx) => {
        checkPeriod(q)
        return priceList(trx, q.rentalUnitTypes, q.startDate, q.endDate)
      }),
    createReservation: (r) =>
      op('createReservation', async (trx) => {
        checkRequest(r)
        await lockStock(trx, tenantId, r.rooms)
        await checkStock(trx, r.rooms, await taken(trx))
        const confirmationId = partyId('CM')
        const state: Stored = { status: 'CONFIRMED', reference: r.reference, rooms: r.rooms }
        const guid = await insertRecord(trx, tenantId, {
          port: 'channel',
          kind: KIND,
          externalId: confirmationId,
          state: { ...state, holder: r.holder },
        })
        return answer(confirmationId, guid, state)
      }),
    modifyReservation: (confirmationId, r) =>
      op('modifyReservation', async (trx) => {
        const row = await lockRecord(trx, 'channel', KIND, confirmationId)
        if ((row.state as Stored).status !== 'CONFIRMED')
          throw new PartyError('REJECT', 'reservation is cancelled', row.guid)
        checkRequest(r)
        await lockStock(trx, tenantId, r.rooms)
        await checkStock(trx, r.rooms, await taken(trx, confirmationId))
        const state: Stored = { status: 'CONFIRMED', reference: r.reference, rooms: r.rooms }
        await saveState(trx, row.id, { ...state, holder: r.holder })
        return answer(confirmationId, row.guid, state)
      }),
    cancelReservation: (confirmationId) =>
      op('cancelReservation', async (trx) => {
        const row = await lockRecord(trx, 'channel', KIND, confirmationId)
        const s = row.state as Stored
        if (s.status === 'CANCELLED')
          throw new PartyError('REJECT', 'reservation already cancelled', row.guid)
        await saveState(trx, row.id, { ...row.state, status: 'CANCELLED' })
        return answer(confirmationId, row.guid, { ...s, status: 'CANCELLED' })
      }),
    reservationStatus: (confirmationId) =>
      op('reservationStatus', async (trx) => {
        const row = await lockRecord(trx, 'channel', KIND, confirmationId)
        const s = row.state as Stored
        return answer(confirmationId, row.guid, { status: s.status, reference: s.reference, rooms: s.rooms })
      }),
  }
}
