import type { Trx } from '../events/items/types.js'

/**
 * The reservation lines of active blocks whose stay touches [from, to) (dates), with their event:
 * what the reservation timeline and the availability map are drawn from.
 */
export function activeLines(trx: Trx, from: string, to: string) {
  return trx
    .selectFrom('event_accommodation_reservation as r')
    .innerJoin('event_accommodation as a', (j) =>
      j.onRef('a.tenant_id', '=', 'r.tenant_id').onRef('a.id', '=', 'r.accommodation_id'),
    )
    .innerJoin('event as e', (j) =>
      j.onRef('e.tenant_id', '=', 'r.tenant_id').onRef('e.id', '=', 'r.event_id'),
    )
    .select([
      'r.id',
      'r.event_id',
      'r.hosting_unit_type_id',
      'r.start_date',
      'r.end_date',
      'r.room_quantity',
      'r.pax_per_room',
      'r.data',
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
