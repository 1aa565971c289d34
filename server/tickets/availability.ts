import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { availableToday, openBatch } from './batches.js'

type Trx = Transaction<Database>

/**
 * What each section of a box office has left today (DESIGN "wave 2"): the batch on sale and its
 * price, capacity, sold, available (capacity left, and no more than the batches can still sell
 * today) and the seats held by valid tickets. Undefined when the box office is not this tenant's.
 */
export async function availability(trx: Trx, officeId: number, today: string) {
  const office = await trx.selectFrom('box_office').select('id').where('id', '=', officeId).executeTakeFirst()
  if (!office) return undefined
  const sections = await trx
    .selectFrom('box_office_section')
    .selectAll()
    .where('box_office_id', '=', officeId)
    .orderBy('position')
    .orderBy('id')
    .execute()
  const ids = sections.map((s) => s.id)
  const batches = ids.length
    ? await trx
        .selectFrom('ticket_batch')
        .select([
          'id',
          'section_id',
          'ord as order',
          'quantity',
          'sold',
          'sale_start as saleStart',
          'sale_end as saleEnd',
          'name',
          'price',
        ])
        .where('section_id', 'in', ids)
        .execute()
    : []
  const taken = await trx
    .selectFrom('ticket')
    .select(['section_id', 'seat'])
    .where('box_office_id', '=', officeId)
    .where('valid', '=', true)
    .where('seat', 'is not', null)
    .orderBy('id')
    .execute()
  return sections.map((s) => {
    const mine = batches.filter((b) => b.section_id === s.id)
    const open = openBatch(mine, today)
    return {
      section: {
        id: s.id,
        name: s.name,
        kind: s.kind,
        rows: s.rows,
        seatsPerRow: s.seats_per_row,
        missingSeats: s.missing_seats,
        accessibleSeats: s.accessible_seats,
      },
      batch: open ? { id: open.id, name: open.name, price: Number(open.price) } : null,
      capacity: s.capacity,
      sold: s.sold,
      available: Math.max(Math.min(s.capacity - s.sold, availableToday(mine, today)), 0),
      takenSeats: taken.filter((t) => t.section_id === s.id).map((t) => t.seat!),
    }
  })
}
