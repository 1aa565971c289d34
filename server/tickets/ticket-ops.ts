import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { tenantPredicate } from '../db/tenant.js'
import { AppError, conflict, notFound } from '../http/errors.js'

type Trx = Transaction<Database>

/**
 * Cancels a sale (or refunds it): its tickets stop being valid, their seats free (the UNIQUE seat
 * index only holds valid tickets) and each section's and batch's counter gives the places back, in
 * the same transaction. A sale already cancelled is 409 ticket.saleCanceled; a checked-in ticket
 * was used, so its sale cannot be undone (409 ticket.alreadyCheckedIn).
 */
export async function cancelSale(trx: Trx, saleId: number, refund: boolean) {
  const sale = await trx
    .selectFrom('ticket_sale')
    .select(['id', 'status', 'box_office_id'])
    .where('id', '=', saleId)
    .forUpdate()
    .executeTakeFirst()
  if (!sale) throw notFound()
  if (sale.status !== 'PAID') throw conflict('ticket.saleCanceled')
  const tickets = await trx
    .selectFrom('ticket')
    .select(['id', 'section_id', 'batch_id', 'checked_in_at'])
    .where('sale_id', '=', saleId)
    .execute()
  if (tickets.some((t) => t.checked_in_at !== null)) throw conflict('ticket.alreadyCheckedIn')
  const count = (key: 'section_id' | 'batch_id') => {
    const m = new Map<number, number>()
    for (const t of tickets) m.set(t[key], (m.get(t[key]) ?? 0) + 1)
    return m
  }
  // Sections in id order, as the sale locks them.
  for (const [id, n] of [...count('section_id')].sort((a, b) => a[0] - b[0]))
    await trx
      .updateTable('box_office_section')
      .set({ sold: sql<number>`sold - ${n}` })
      .where('id', '=', id)
      .execute()
  for (const [id, n] of count('batch_id'))
    await trx
      .updateTable('ticket_batch')
      .set({ sold: sql<number>`sold - ${n}` })
      .where('id', '=', id)
      .execute()
  await trx.updateTable('ticket').set({ valid: false }).where('sale_id', '=', saleId).execute()
  await trx
    .updateTable('ticket_sale')
    .set({ status: refund ? 'REFUNDED' : 'CANCELED', canceled_at: sql<string>`localtimestamp(0)` })
    .where('id', '=', saleId)
    .execute()
  return { id: saleId, status: refund ? 'REFUNDED' : 'CANCELED', boxOfficeId: sale.box_office_id }
}

/**
 * Checks a ticket in at the door, once: the guarded update lets exactly one of two simultaneous
 * scans through; the other learns when the first was (409 ticket.alreadyCheckedIn, firstCheckIn).
 */
export async function checkIn(trx: Trx, code: string) {
  const normal = code.trim().toUpperCase()
  const { rows } = await sql<{ id: number; checked_in_at: string }>`
    update ticket t set checked_in_at = localtimestamp(0)
    where ${tenantPredicate(trx, 't')} and t.code = ${normal} and t.valid and t.checked_in_at is null
    returning t.id, to_char(t.checked_in_at, 'YYYY-MM-DD"T"HH24:MI:SS') as checked_in_at`.execute(trx)
  const ticket = await trx
    .selectFrom('ticket')
    .select(['id', 'code', 'seat', 'section_id', 'person_name', 'valid', 'checked_in_at', 'box_office_id'])
    .where('code', '=', normal)
    .executeTakeFirst()
  if (!ticket) throw notFound('ticket.notFound')
  if (!rows.length) {
    if (!ticket.valid) throw conflict('ticket.canceled')
    throw new AppError(409, 'ticket.alreadyCheckedIn', [], undefined, { firstCheckIn: ticket.checked_in_at })
  }
  const section = await trx
    .selectFrom('box_office_section')
    .select(['id', 'name'])
    .where('id', '=', ticket.section_id)
    .executeTakeFirstOrThrow()
  return {
    id: ticket.id,
    code: ticket.code,
    seat: ticket.seat,
    section,
    person: { name: ticket.person_name },
    boxOffice: { id: ticket.box_office_id },
    checkedInAt: rows[0].checked_in_at,
  }
}
