import type { Selectable } from 'kysely'
import type { Trx } from '../events/items/types.js'
import { onTenantKey } from '../db/tenant-join.js'
import type { EventAccommodationReservationTable } from './tables.js'
import { isReleased, pickupNights } from './pickup.js'

/** The columns of a reservation line that its pickup is reckoned from (`heldNights` reads them). */
export const pickupColumns = [
  'r.hosting_unit_type_id',
  'r.start_date',
  'r.end_date',
  'r.room_quantity',
  'r.pax_per_room',
  'r.data',
] as const

type PickupRow = Pick<
  Selectable<EventAccommodationReservationTable>,
  'hosting_unit_type_id' | 'start_date' | 'end_date' | 'room_quantity' | 'pax_per_room' | 'data'
> & { deadline_date: string }

/**
 * The nights a block's line holds rooms on, as of `today`: all its agreed rooms until the block's
 * cutoff, only the picked-up ones once it is released. The availability map and the channel stock
 * check count a line the same way.
 */
export function heldNights(r: PickupRow, today: string) {
  const line = {
    hostingUnitType: { id: r.hosting_unit_type_id },
    startDate: r.start_date,
    endDate: r.end_date,
    roomQuantity: r.room_quantity,
    paxPerRoom: r.pax_per_room,
    guests: Array.isArray(r.data.guests) ? r.data.guests : [],
  }
  return pickupNights([line], isReleased(r.deadline_date, today))
}

/**
 * The reservation lines of active blocks whose stay touches [from, to) (dates), with their event:
 * what the reservation timeline and the availability map are drawn from.
 */
export function activeLines(trx: Trx, from: string, to: string) {
  return trx
    .selectFrom('event_accommodation_reservation as r')
    .innerJoin('event_accommodation as a', (j) => onTenantKey(j, 'a.id', 'r.accommodation_id'))
    .innerJoin('event as e', (j) => onTenantKey(j, 'e.id', 'r.event_id'))
    .select([
      'r.id',
      'r.event_id',
      ...pickupColumns,
      'a.deadline_date',
      'e.name',
      'e.situation',
      'e.created_by',
    ])
    .where('a.situation', '=', 'ACTIVE')
    .where('r.start_date', '<', to)
    .where('r.end_date', '>', from)
    .orderBy('r.start_date')
    .orderBy('r.id')
    .execute()
}
