import crypto from 'node:crypto'
import pg from 'pg'
import { withTenantInOneMessage } from '../db/tenant.js'
import { badRequest, conflict, fieldError, notFound } from '../http/errors.js'
import { checkSale, type SaleInput, type SectionShape } from './sale-rules.js'
import { SHORT, type saleGroups } from './sale-group.js'
import { parseSeat } from './seats.js'

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

// Random bytes drawn 4 KiB at a time: one call into the CSPRNG per 256 codes, not one per code
// (in a rush that call was a measurable share of each sale). Each byte is used once.
const randomPool = Buffer.alloc(4096)
let randomUsed = randomPool.length

/** 16 characters of a 32-letter alphabet from 80 random bits: not guessed, easy to type at a door. */
export function ticketCode(): string {
  if (randomUsed + 16 > randomPool.length) {
    crypto.randomFillSync(randomPool)
    randomUsed = 0
  }
  let code = ''
  for (let i = randomUsed; i < randomUsed + 16; i++) code += CODE_ALPHABET[randomPool[i] & 31]
  randomUsed += 16
  return code
}

export const notAvailable = () => conflict('ticket.notAvailable')

/**
 * Reads a box office's sections for checkSaleInput, in one message (one round trip, not three).
 * Buyers of the same box office asking while a read is in flight share it: in a rush every buyer
 * passes here, so one read serves a crowd. Shared reads are as fresh as each buyer's own would
 * be give or take a round trip, and nothing here is final: the sale decides under the lock.
 */
export function sectionReads(pool: pg.Pool) {
  const inFlight = new Map<string, Promise<SectionShape[]>>()
  return (tenantId: number, officeId: number) => {
    const key = `${tenantId}|${officeId}`
    let read = inFlight.get(key)
    if (!read) {
      read = withTenantInOneMessage(
        pool,
        tenantId,
        `select s.id, s.kind, s.rows, s.seats_per_row, s.missing_seats from box_office_section s
         where s.tenant_id = ${tenantId} and s.box_office_id = ${officeId}`,
      ) as unknown as Promise<SectionShape[]>
      inFlight.set(key, read)
      void read.finally(() => inFlight.delete(key)).catch(() => undefined)
    }
    return read
  }
}

/**
 * Every rule of a sale that needs no stock (event-domain §5), before any lock: 400 with every
 * field, or 404 for a box office not this tenant's. `personExists` checks a buyer given as a
 * person of the registry.
 */
export async function checkSaleInput(
  readSections: ReturnType<typeof sectionReads>,
  tenantId: number,
  officeId: number,
  body: SaleInput,
  personExists: (id: number) => Promise<boolean>,
) {
  if (!Number.isSafeInteger(officeId)) throw notFound()
  const sections = await readSections(tenantId, officeId)
  if (!sections.length) throw notFound()
  checkSale(body, new Map(sections.map((s) => [s.id, s])))
  if (body.buyer.person && !(await personExists(body.buyer.person.id)))
    throw badRequest([fieldError('buyer.person', 'error.invalidReference')])
}

/**
 * Sells a checked sale through the box office's group sale (sale-group.ts): the stock is decided
 * in the database under the section lock, with the sales that arrived with it. Anything short is
 * 409 ticket.notAvailable and nothing of this sale is sold.
 */
export async function sell(
  sellInGroup: ReturnType<typeof saleGroups>,
  tenantId: number,
  userId: number | null,
  officeId: number,
  body: SaleInput,
) {
  const lines = body.tickets!.map((t) => ({
    section: t.section.id,
    seat: t.seat ?? null,
    ...(t.seat ? parseSeat(t.seat) : {}),
    name: t.person!.name!.trim(),
    document: t.person!.document?.trim() || null,
    code: ticketCode(),
  }))
  const sold = await sellInGroup(tenantId, officeId, {
    user: userId,
    buyerPerson: body.buyer.person?.id ?? null,
    buyerName: body.buyer.name?.trim() || null,
    buyerEmail: body.buyer.email?.trim() || null,
    paymentMethod: body.paymentMethod,
    tickets: lines,
  })
  if (sold === SHORT) throw notAvailable()
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
