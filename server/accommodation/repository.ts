import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import type { ChannelFailure, ChannelState } from './tables.js'

type Trx = Transaction<Database>
type Json = Record<string, unknown>
const ref = (id: number | null | undefined) => (id === null || id === undefined ? undefined : { id })

/** A reservation as the API shows it (event-domain §3). */
export interface Reservation extends Json {
  id: number
  hostingUnitType: { id: number }
  startDate: string
  endDate: string
  roomQuantity: number
  paxPerRoom: number
}

/** An accommodation (room block) as the API shows it, with its reservations. */
export interface Accommodation extends Json {
  id: number
  event: { id: number }
  situation: 'ACTIVE' | 'CANCELED'
  deadlineDate: string
  channelBookingReservation: {
    cmConfirmationId: string | null
    guid: string | null
    /** null before any send; SENDING while a send is queued; ERROR with the §8 error when it failed for good. */
    state: ChannelState | null
    error: ChannelFailure | null
  }
  reservations: Reservation[]
}

/** The event's accommodations (one when `id` is given, of any event when `eventId` is null). */
export async function listAccommodations(
  trx: Trx,
  eventId: number | null,
  id?: number,
): Promise<Accommodation[]> {
  let q = trx.selectFrom('event_accommodation').selectAll()
  if (eventId !== null) q = q.where('event_id', '=', eventId)
  if (id !== undefined) q = q.where('id', '=', id)
  const rows = await q.orderBy('id').execute()
  if (!rows.length) return []
  const reservations = await trx
    .selectFrom('event_accommodation_reservation')
    .selectAll()
    .where(
      'accommodation_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('id')
    .execute()
  return rows.map((r) => ({
    ...r.data,
    id: r.id,
    event: { id: r.event_id },
    situation: r.situation,
    deadlineDate: r.deadline_date,
    channelBookingReservation: {
      cmConfirmationId: r.cm_confirmation_id,
      guid: r.channel_guid,
      state: r.channel_state,
      error: r.channel_state === 'ERROR' ? r.channel_error : null,
    },
    reservations: reservations
      .filter((x) => x.accommodation_id === r.id)
      .map((x): Reservation => ({
        ...x.data,
        id: x.id,
        hostingUnitType: ref(x.hosting_unit_type_id)!,
        startDate: x.start_date,
        endDate: x.end_date,
        roomQuantity: x.room_quantity,
        paxPerRoom: x.pax_per_room,
      })),
    createdAt: r.created_at,
  }))
}

/** Columns of a reservation from its validated body. */
export function reservationColumns(r: Json) {
  const { hostingUnitType, startDate, endDate, roomQuantity, paxPerRoom, ...data } = r
  delete data.id
  return {
    hosting_unit_type_id: (hostingUnitType as { id: number }).id,
    start_date: startDate as string,
    end_date: endDate as string,
    room_quantity: roomQuantity as number,
    pax_per_room: paxPerRoom as number,
    data: JSON.stringify(data) as never,
  }
}

/** Columns of the block from its validated body (reservations are written apart). */
export function accommodationColumns(d: Json) {
  const { deadlineDate, reservations: _r, ...data } = d
  return { deadline_date: deadlineDate as string, data: JSON.stringify(data) as never }
}

/**
 * Writes the reservations of a block to match `wanted`: rows whose id is sent are updated, new ones
 * inserted, the others deleted; all in the caller's transaction.
 */
export async function syncReservations(
  trx: Trx,
  tenantId: number,
  eventId: number,
  accommodationId: number,
  wanted: Json[],
) {
  const kept = wanted.map((r) => r.id).filter((id): id is number => typeof id === 'number')
  let del = trx.deleteFrom('event_accommodation_reservation').where('accommodation_id', '=', accommodationId)
  if (kept.length) del = del.where('id', 'not in', kept)
  await del.execute()
  for (const r of wanted) {
    if (typeof r.id === 'number')
      await trx
        .updateTable('event_accommodation_reservation')
        .set(reservationColumns(r))
        .where('id', '=', r.id)
        .where('accommodation_id', '=', accommodationId)
        .execute()
    else
      await trx
        .insertInto('event_accommodation_reservation')
        .values({
          tenant_id: tenantId,
          event_id: eventId,
          accommodation_id: accommodationId,
          ...reservationColumns(r),
        })
        .execute()
  }
}
