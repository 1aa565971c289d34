import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { badRequest, conflict, fieldError } from '../http/errors.js'
import type { BoxOfficePlan, SectionPlan } from './box-office-validate.js'
import { seatExists } from './seats.js'

type Trx = Transaction<Database>

const sectionColumns = (tenantId: number, boxOfficeId: number, s: SectionPlan) => ({
  tenant_id: tenantId,
  box_office_id: boxOfficeId,
  position: s.position,
  name: s.input.name,
  kind: s.input.kind,
  capacity: s.capacity,
  rows: s.input.kind === 'SEATED' ? s.input.rows! : null,
  seats_per_row: s.input.kind === 'SEATED' ? s.input.seatsPerRow! : null,
  missing_seats: s.input.kind === 'SEATED' ? s.input.missingSeats : [],
  accessible_seats: s.input.kind === 'SEATED' ? s.input.accessibleSeats : [],
  section_type_id: s.input.sectionType.id,
})

/** The section's batches, copied from its section type: each keeps its own price and counter. */
async function copyBatches(trx: Trx, tenantId: number, sectionId: number, s: SectionPlan) {
  await trx
    .insertInto('ticket_batch')
    .values(
      s.batches.map((b) => ({
        tenant_id: tenantId,
        section_id: sectionId,
        ord: b.order,
        name: b.name,
        price: b.price,
        quantity: b.quantity,
        sale_start: b.saleStart,
        sale_end: b.saleEnd,
      })),
    )
    .execute()
}

export async function insertSections(
  trx: Trx,
  tenantId: number,
  boxOfficeId: number,
  sections: SectionPlan[],
) {
  for (const s of sections) {
    const { id } = await trx
      .insertInto('box_office_section')
      .values(sectionColumns(tenantId, boxOfficeId, s))
      .returning('id')
      .executeTakeFirstOrThrow()
    await copyBatches(trx, tenantId, id, s)
  }
}

/**
 * Replaces a box office's sections with the plan's, under a lock on them (a sale waits): a section
 * that has sold keeps its kind and type, its capacity and seat map still hold every valid ticket,
 * and it cannot go (409 ticket.sectionHasSales). A section that never sold takes its type's
 * batches afresh, so a price changed in the section type reaches it.
 */
export async function replaceSections(trx: Trx, tenantId: number, boxOfficeId: number, plan: BoxOfficePlan) {
  const current = await trx
    .selectFrom('box_office_section')
    .selectAll()
    .where('box_office_id', '=', boxOfficeId)
    .forUpdate()
    .execute()
  const sold = await trx
    .selectFrom('ticket')
    .select(['section_id', 'seat', 'valid'])
    .where('box_office_id', '=', boxOfficeId)
    .execute()
  const byId = new Map(current.map((c) => [c.id, c]))
  const kept = new Set<number>()
  plan.sections.forEach((s, i) => {
    if (s.input.id !== undefined && !byId.has(s.input.id))
      throw badRequest([fieldError(`sections[${i}].id`, 'error.invalidReference')])
  })
  for (const s of plan.sections) {
    const old = s.input.id === undefined ? undefined : byId.get(s.input.id)
    if (!old) {
      await insertSections(trx, tenantId, boxOfficeId, [s])
      continue
    }
    kept.add(old.id)
    const tickets = sold.filter((t) => t.section_id === old.id)
    const seats = {
      rows: s.input.rows ?? 0,
      seatsPerRow: s.input.seatsPerRow ?? 0,
      missingSeats: s.input.missingSeats,
    }
    if (
      tickets.length &&
      (old.kind !== s.input.kind ||
        old.section_type_id !== s.input.sectionType.id ||
        s.capacity < old.sold ||
        tickets.some((t) => t.valid && t.seat !== null && !seatExists(seats, t.seat)))
    )
      throw conflict('ticket.sectionHasSales')
    await trx
      .updateTable('box_office_section')
      .set(sectionColumns(tenantId, boxOfficeId, s))
      .where('id', '=', old.id)
      .execute()
    if (!tickets.length) {
      await trx.deleteFrom('ticket_batch').where('section_id', '=', old.id).execute()
      await copyBatches(trx, tenantId, old.id, s)
    }
  }
  const gone = current.filter((c) => !kept.has(c.id)).map((c) => c.id)
  if (gone.some((id) => sold.some((t) => t.section_id === id))) throw conflict('ticket.sectionHasSales')
  if (gone.length) await trx.deleteFrom('box_office_section').where('id', 'in', gone).execute()
}

/** True when a sale was ever made at the box office: it is then kept (sales refer to it). */
export async function hasSales(trx: Trx, boxOfficeId: number) {
  const row = await trx
    .selectFrom('ticket_sale')
    .select('id')
    .where('box_office_id', '=', boxOfficeId)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}
