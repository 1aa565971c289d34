import crypto from 'node:crypto'
import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { tenantPredicate } from '../db/tenant.js'
import { badRequest, conflict, fieldError, notFound } from '../http/errors.js'
import { recordExists } from '../registries/reader.js'
import { allocate, type BatchStock } from './batches.js'
import { checkSale, seatMapOf, type SaleInput, type SectionShape } from './sale-rules.js'
import { seatExists } from './seats.js'

type Trx = Transaction<Database>
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** 16 characters of a 32-letter alphabet from 80 random bits: not guessed, easy to type at a door. */
export function ticketCode(): string {
  const bytes = crypto.randomBytes(16)
  return Array.from(bytes, (b) => CODE_ALPHABET[b & 31]).join('')
}

export const notAvailable = () => conflict('ticket.notAvailable')

interface Batch extends BatchStock {
  name: string
  price: number
}

/**
 * Takes `count` places of a section, or refuses: the guarded counter update locks the section's
 * row, so sellers of one section queue here and each sees the stock the one before left. Under
 * that lock the batches are read fresh, allocated (the next batch opens when one sells out) and
 * their counters moved with the same guard. Returns the batch of each place in order.
 */
async function takePlaces(
  trx: Trx,
  officeId: number,
  sectionId: number,
  seats: (string | null)[],
  today: string,
) {
  const n = seats.length
  const { rows } = await sql<SectionShape>`
    update box_office_section s set sold = s.sold + ${n}
    where ${tenantPredicate(trx, 's')} and s.id = ${sectionId} and s.box_office_id = ${officeId} and s.sold + ${n} <= s.capacity
    returning s.id, s.kind, s.rows, s.seats_per_row, s.missing_seats`.execute(trx)
  const section = rows[0]
  // A seat map changed while we waited: the seat is gone, as good as sold.
  if (!section || seats.some((seat) => seat !== null && !seatExists(seatMapOf(section), seat)))
    throw notAvailable()
  const batches = await trx
    .selectFrom('ticket_batch')
    .select([
      'id',
      'ord as order',
      'quantity',
      'sold',
      'sale_start as saleStart',
      'sale_end as saleEnd',
      'name',
      'price',
    ])
    .where('section_id', '=', sectionId)
    .execute()
  const plan = allocate<Batch>(batches, today, n)
  if (!plan) throw notAvailable()
  const moved = await sql<{ id: number }>`
    update ticket_batch b set sold = b.sold + v.k
    from unnest(${plan.map((p) => p.batch.id)}::bigint[], ${plan.map((p) => p.count)}::int[]) v(id, k)
    where ${tenantPredicate(trx, 'b')} and b.id = v.id and b.sold + v.k <= b.quantity
    returning b.id`.execute(trx)
  if (moved.rows.length !== plan.length) throw notAvailable()
  return plan.flatMap((p) => Array<Batch>(p.count).fill(p.batch))
}

/**
 * One sale at a box office (event-domain §5): every rule first (400, nothing written), then the
 * stock of each section in id order (a fixed lock order, so two desks never deadlock), then the
 * sale and its tickets. Any place missing is 409 ticket.notAvailable and the transaction rolls
 * back whole: nothing is sold. A seat taken twice meets the UNIQUE seat index at worst.
 */
export async function sell(
  trx: Trx,
  tenantId: number,
  userId: number | null,
  officeId: number,
  body: SaleInput,
  today: string,
) {
  const sections = await trx
    .selectFrom('box_office_section')
    .select(['id', 'kind', 'rows', 'seats_per_row', 'missing_seats'])
    .where('box_office_id', '=', officeId)
    .execute()
  if (!sections.length) throw notFound()
  checkSale(body, new Map(sections.map((s) => [s.id, s])))
  if (body.buyer.person && !(await recordExists(trx, 'person', body.buyer.person.id)))
    throw badRequest([fieldError('buyer.person', 'error.invalidReference')])
  const tickets = body.tickets!.map((t, i) => ({ ...t, i, seat: t.seat ?? null }))
  const bySection = new Map<number, typeof tickets>()
  for (const t of tickets) bySection.set(t.section.id, [...(bySection.get(t.section.id) ?? []), t])
  const batchOf = new Map<number, Batch>()
  for (const sectionId of [...bySection.keys()].sort((a, b) => a - b)) {
    const group = bySection.get(sectionId)!
    const batches = await takePlaces(
      trx,
      officeId,
      sectionId,
      group.map((t) => t.seat),
      today,
    )
    group.forEach((t, j) => batchOf.set(t.i, batches[j]))
  }
  const lines = tickets.map((t) => ({ ...t, batch: batchOf.get(t.i)!, code: ticketCode() }))
  const total = lines.reduce((sum, l) => sum + Number(l.batch.price), 0)
  try {
    const { rows } = await sql<{ sale_id: number; id: number; code: string }>`
      with sale as (
        insert into ticket_sale (tenant_id, box_office_id, buyer_person_id, buyer_name, buyer_email, payment_method, total, created_by)
        values (${tenantId}, ${officeId}, ${body.buyer.person?.id ?? null}, ${body.buyer.name?.trim() || null},
          ${body.buyer.email?.trim() || null}, ${body.paymentMethod}, ${total}, ${userId})
        returning id)
      insert into ticket (tenant_id, sale_id, box_office_id, section_id, batch_id, seat, person_name, person_document, price, code)
      select ${tenantId}, sale.id, ${officeId}, l.section_id, l.batch_id, l.seat, l.person_name, l.person_document, l.price, l.code
      from sale, unnest(${lines.map((l) => l.section.id)}::bigint[], ${lines.map((l) => l.batch.id)}::bigint[],
        ${lines.map((l) => l.seat)}::text[], ${lines.map((l) => l.person!.name!.trim())}::text[],
        ${lines.map((l) => l.person!.document?.trim() || null)}::text[], ${lines.map((l) => l.batch.price)}::numeric[],
        ${lines.map((l) => l.code)}::text[]) with ordinality
        as l(section_id, batch_id, seat, person_name, person_document, price, code, n)
      order by l.n
      returning sale_id, id, code`.execute(trx)
    const idOf = new Map(rows.map((r) => [r.code, r.id]))
    return {
      id: rows[0].sale_id,
      status: 'PAID',
      total,
      tickets: lines.map((l) => ({
        id: idOf.get(l.code)!,
        code: l.code,
        section: { id: l.section.id },
        seat: l.seat,
        person: { name: l.person!.name!.trim(), document: l.person!.document?.trim() || null },
        batch: { id: l.batch.id, name: l.batch.name },
        price: Number(l.batch.price),
      })),
    }
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw notAvailable()
    throw err
  }
}
