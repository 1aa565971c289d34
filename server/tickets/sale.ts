import crypto from 'node:crypto'
import pg from 'pg'
import { withTenantInOneMessage } from '../db/tenant.js'
import { badRequest, conflict, fieldError, notFound } from '../http/errors.js'
import { checkSale, type SaleInput, type SectionShape } from './sale-rules.js'
import { parseSeat } from './seats.js'

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** 16 characters of a 32-letter alphabet from 80 random bits: not guessed, easy to type at a door. */
export function ticketCode(): string {
  const bytes = crypto.randomBytes(16)
  return Array.from(bytes, (b) => CODE_ALPHABET[b & 31]).join('')
}

export const notAvailable = () => conflict('ticket.notAvailable')

interface Sold {
  id: number
  total: number
  tickets: { id: number; code: string; batchId: number; batchName: string; price: number }[]
}

/** What eventdesk_ticket_sell raises when a place is short, or a seat sold meanwhile (23505). */
const isShort = (err: unknown) => {
  const e = err as { code?: string; message?: string }
  return e.code === '23505' || (e.code === 'P0001' && e.message === 'ticket.notAvailable')
}

/**
 * Every rule of a sale that needs no stock (event-domain §5), before any lock: 400 with every
 * field, or 404 for a box office not this tenant's. The sections are read in one message (one
 * round trip, not three): in a rush every buyer passes here, so its round trips count as much as
 * the sale's. `personExists` checks a buyer given as a person of the registry.
 */
export async function checkSaleInput(
  pool: pg.Pool,
  tenantId: number,
  officeId: number,
  body: SaleInput,
  personExists: (id: number) => Promise<boolean>,
) {
  if (!Number.isSafeInteger(officeId)) throw notFound()
  const sections = (await withTenantInOneMessage(
    pool,
    tenantId,
    `select s.id, s.kind, s.rows, s.seats_per_row, s.missing_seats from box_office_section s
     where s.tenant_id = ${tenantId} and s.box_office_id = ${officeId}`,
  )) as unknown as SectionShape[]
  if (!sections.length) throw notFound()
  checkSale(body, new Map(sections.map((s) => [s.id, s])))
  if (body.buyer.person && !(await personExists(body.buyer.person.id)))
    throw badRequest([fieldError('buyer.person', 'error.invalidReference')])
}

/**
 * Sells a checked sale: eventdesk_ticket_sell (migration 0023) locks the sections in id order by
 * their guarded counter updates, allocates and moves the batches and writes the sale, and its
 * COMMIT travels in the same message, so the lock is held for the database's work alone. Anything
 * short is 409 ticket.notAvailable and nothing is sold.
 *
 * The transaction commits asynchronously, so its COMMIT frees the section without waiting for the
 * WAL flush (~3 ms here, paid by every seller queued behind it); the `pg_current_xact_id()` after
 * it commits synchronously, and flushing its commit record flushes every record before it, the
 * sale's among them. So the answer still waits until the sale is on disk, outside the lock, where
 * concurrent sellers' flushes are grouped.
 */
export async function sell(
  pool: pg.Pool,
  tenantId: number,
  userId: number | null,
  officeId: number,
  body: SaleInput,
  today: string,
) {
  const lines = body.tickets!.map((t) => ({
    section: t.section.id,
    seat: t.seat ?? null,
    ...(t.seat ? parseSeat(t.seat) : {}),
    name: t.person!.name!.trim(),
    document: t.person!.document?.trim() || null,
    code: ticketCode(),
  }))
  const payload = {
    office: officeId,
    today,
    user: userId,
    buyerPerson: body.buyer.person?.id ?? null,
    buyerName: body.buyer.name?.trim() || null,
    buyerEmail: body.buyer.email?.trim() || null,
    paymentMethod: body.paymentMethod,
    tickets: lines,
  }
  let sold: Sold
  try {
    const rows = await withTenantInOneMessage(
      pool,
      tenantId,
      `select set_config('synchronous_commit', 'off', true), eventdesk_ticket_sell(${tenantId}, ${pg.escapeLiteral(JSON.stringify(payload))}::jsonb) as sale`,
      'select pg_current_xact_id()',
    )
    sold = rows[0].sale as Sold
  } catch (err) {
    if (isShort(err)) throw notAvailable()
    throw err
  }
  const byCode = new Map(sold.tickets.map((t) => [t.code, t]))
  return {
    id: sold.id,
    status: 'PAID',
    total: Number(sold.total),
    tickets: lines.map((l) => {
      const t = byCode.get(l.code)!
      return {
        id: t.id,
        code: l.code,
        section: { id: l.section },
        seat: l.seat,
        person: { name: l.name, document: l.document },
        batch: { id: t.batchId, name: t.batchName },
        price: Number(t.price),
      }
    }),
  }
}
