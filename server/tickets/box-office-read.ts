import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { findRecords } from '../registries/reader.js'
import { onTenantKey } from '../db/tenant-join.js'
import type { PrintedTicket } from './tickets-pdf.js'

type Trx = Transaction<Database>

/** The box office as the API answers it, or undefined when this tenant has none with that id. */
export async function readBoxOffice(trx: Trx, id: number) {
  const office = await trx.selectFrom('box_office').selectAll().where('id', '=', id).executeTakeFirst()
  if (!office) return undefined
  const sections = await trx
    .selectFrom('box_office_section')
    .selectAll()
    .where('box_office_id', '=', id)
    .orderBy('position')
    .orderBy('id')
    .execute()
  const types = new Map(
    (
      await findRecords(trx, 'section-type', { ids: [...new Set(sections.map((s) => s.section_type_id))] })
    ).map((t) => [t.id, t.name]),
  )
  const event = office.event_id
    ? await trx
        .selectFrom('event')
        .select(['id', 'name'])
        .where('id', '=', office.event_id)
        .executeTakeFirst()
    : undefined
  return {
    id: office.id,
    version: office.version,
    event: event ? { id: event.id, name: event.name } : null,
    name: office.name,
    startDate: office.start_date,
    endDate: office.end_date,
    sections: sections.map((s) => ({
      id: s.id,
      name: s.name,
      kind: s.kind,
      capacity: s.capacity,
      rows: s.rows,
      seatsPerRow: s.seats_per_row,
      missingSeats: s.missing_seats,
      accessibleSeats: s.accessible_seats,
      sectionType: { id: s.section_type_id, name: types.get(s.section_type_id) ?? null },
      sold: s.sold,
    })),
  }
}

/** The valid tickets of a sale as they are printed, in the order they were sold (none when cancelled). */
export async function printableTickets(trx: Trx, saleId: number): Promise<PrintedTicket[]> {
  const rows = await trx
    .selectFrom('ticket as t')
    .innerJoin('box_office as o', (j) => onTenantKey(j, 'o.id', 't.box_office_id'))
    .innerJoin('box_office_section as s', (j) => onTenantKey(j, 's.id', 't.section_id'))
    .innerJoin('ticket_batch as b', (j) => onTenantKey(j, 'b.id', 't.batch_id'))
    .select([
      't.code',
      'o.name as office',
      'o.start_date as start',
      's.name as section',
      't.seat',
      't.person_name as person',
      'b.name as batch',
      't.price',
    ])
    .where('t.sale_id', '=', saleId)
    .where('t.valid', '=', true)
    .orderBy('t.id')
    .execute()
  return rows.map((t) => ({ ...t, price: Number(t.price) }))
}
