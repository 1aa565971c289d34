import { badRequest, fieldError, type FieldError } from '../http/errors.js'
import { parseSeat, seatExists } from './seats.js'
import { PAYMENT_METHODS, type PaymentMethod } from '../../common/tickets/payment-methods.js'
import { recordRef } from '../http/route-schemas.js'

export interface SaleInput {
  buyer: { person?: { id: number }; name?: string; email?: string }
  tickets?: { section: { id: number }; seat?: string | null; person?: { name?: string; document?: string } }[]
  paymentMethod: PaymentMethod
}

/** What the sale needs of a section before it takes its lock. */
export interface SectionShape {
  id: number
  kind: 'STANDING' | 'SEATED'
  rows: number | null
  seats_per_row: number | null
  missing_seats: string[]
}

export const saleBody = {
  type: 'object',
  required: ['buyer', 'paymentMethod'],
  properties: {
    buyer: {
      type: 'object',
      properties: {
        person: recordRef,
        name: { type: 'string', maxLength: 150 },
        email: { type: 'string', maxLength: 150 },
      },
    },
    tickets: {
      type: 'array',
      maxItems: 100,
      items: {
        type: 'object',
        required: ['section'],
        properties: {
          section: recordRef,
          seat: { type: ['string', 'null'], maxLength: 9 },
          person: {
            type: 'object',
            properties: {
              name: { type: 'string', maxLength: 150 },
              document: { type: 'string', maxLength: 30 },
            },
          },
        },
      },
    },
    paymentMethod: { type: 'string', enum: PAYMENT_METHODS },
  },
} as const

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const seatMapOf = (s: SectionShape) => ({
  rows: s.rows ?? 0,
  seatsPerRow: s.seats_per_row ?? 0,
  missingSeats: s.missing_seats,
})

/**
 * The rules of a ticket sale that need no stock (event-domain §5 and the seat map): at least one
 * person, a ticket for every person (each ticket names its holder), a buyer, sections of this box
 * office, a seat that exists for each seated ticket and none for a standing one, no seat twice.
 * One 400 with every field error; the stock itself is decided later, under the section lock.
 */
export function checkSale(body: SaleInput, sections: Map<number, SectionShape>): void {
  const errors: FieldError[] = []
  const tickets = body.tickets ?? []
  if (!tickets.length) throw badRequest([fieldError('tickets', 'ticket.atLeastOnePerson')])
  if (!body.buyer.person) {
    if (!body.buyer.name?.trim()) errors.push(fieldError('buyer.name', 'error.required'))
    if (!body.buyer.email?.trim()) errors.push(fieldError('buyer.email', 'error.required'))
    else if (!EMAIL.test(body.buyer.email.trim())) errors.push(fieldError('buyer.email', 'validation.email'))
  }
  const seen = new Set<string>()
  tickets.forEach((t, i) => {
    const at = `tickets[${i}]`
    if (!t.person?.name?.trim()) errors.push(fieldError(`${at}.person.name`, 'ticket.personRequired'))
    const section = sections.get(t.section.id)
    if (!section) return errors.push(fieldError(`${at}.section`, 'error.invalidReference'))
    const seat = t.seat ?? null
    if (section.kind === 'STANDING') {
      if (seat !== null) errors.push(fieldError(`${at}.seat`, 'ticket.noSeatsInSection'))
      return
    }
    if (seat === null) return errors.push(fieldError(`${at}.seat`, 'error.required'))
    if (!parseSeat(seat) || !seatExists(seatMapOf(section), seat))
      return errors.push(fieldError(`${at}.seat`, 'ticket.seatNotOnMap'))
    const key = `${section.id}|${seat}`
    if (seen.has(key)) errors.push(fieldError(`${at}.seat`, 'ticket.seatTwice'))
    seen.add(key)
  })
  if (errors.length) throw badRequest(errors)
}
