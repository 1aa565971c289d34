import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { findRecords } from '../registries/reader.js'

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
