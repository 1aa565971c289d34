import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { badRequest, fieldError, type FieldError } from '../http/errors.js'
import { getRecord } from '../registries/reader.js'
import type { BoxOfficeInput, SectionInput } from './box-office-schema.js'
import { onGrid, seatExists, seatedCapacity } from './seats.js'

type Trx = Transaction<Database>

/** A section as stored: capacity decided (a seated one's from its seat map), batches of its type. */
export interface SectionPlan {
  input: SectionInput
  position: number
  capacity: number
  batches: {
    order: number
    name: string
    price: number
    quantity: number
    saleStart: string | null
    saleEnd: string | null
  }[]
}

export interface BoxOfficePlan {
  eventId: number | null
  name: string
  startDate: string
  endDate: string
  sections: SectionPlan[]
}

function seatErrors(s: SectionInput, at: string): FieldError[] {
  const errors: FieldError[] = []
  if (s.kind === 'STANDING') {
    if (!s.capacity) errors.push(fieldError(`${at}.capacity`, 'error.required'))
    return errors
  }
  if (!s.rows) errors.push(fieldError(`${at}.rows`, 'error.required'))
  if (!s.seatsPerRow) errors.push(fieldError(`${at}.seatsPerRow`, 'error.required'))
  if (errors.length) return errors
  const grid = { rows: s.rows!, seatsPerRow: s.seatsPerRow! }
  s.missingSeats.forEach((seat, j) => {
    if (!onGrid(grid, seat)) errors.push(fieldError(`${at}.missingSeats[${j}]`, 'ticket.seatNotOnMap'))
  })
  s.accessibleSeats.forEach((seat, j) => {
    if (!seatExists({ ...grid, missingSeats: s.missingSeats }, seat))
      errors.push(fieldError(`${at}.accessibleSeats[${j}]`, 'ticket.seatNotOnMap'))
  })
  if (!errors.length && seatedCapacity({ ...grid, missingSeats: s.missingSeats }) < 1)
    errors.push(fieldError(`${at}.missingSeats`, 'ticket.noSeatLeft'))
  return errors
}

/**
 * Checks a box office body against the rules JSON Schema cannot say (one 400 with every field
 * error): an event of this tenant or a name and dates, seat maps that hold together, section types
 * of this tenant that have batches to sell. Returns what will be stored.
 */
export async function planBoxOffice(trx: Trx, body: BoxOfficeInput): Promise<BoxOfficePlan> {
  const errors: FieldError[] = []
  let event: { name: string; start_date: string; end_date: string } | undefined
  if (body.event) {
    event = await trx
      .selectFrom('event')
      .select(['name', 'start_date', 'end_date'])
      .where('id', '=', body.event.id)
      .executeTakeFirst()
    if (!event) errors.push(fieldError('event', 'error.invalidReference'))
  } else if (!body.name) errors.push(fieldError('name', 'error.required'))
  const startDate = body.startDate ?? event?.start_date
  const endDate = body.endDate ?? event?.end_date
  if (!body.event && !startDate) errors.push(fieldError('startDate', 'error.required'))
  if (!body.event && !endDate) errors.push(fieldError('endDate', 'error.required'))
  if (startDate && endDate && endDate < startDate) errors.push(fieldError('endDate', 'period.endBeforeStart'))
  const sections: SectionPlan[] = []
  for (const [i, s] of body.sections.entries()) {
    const at = `sections[${i}]`
    const seatErrs = seatErrors(s, at)
    errors.push(...seatErrs)
    const type = await getRecord(trx, 'section-type', s.sectionType.id)
    if (!type) errors.push(fieldError(`${at}.sectionType`, 'error.invalidReference'))
    else if (!type.batches?.length)
      errors.push(fieldError(`${at}.sectionType`, 'ticket.sectionTypeWithoutBatches'))
    if (seatErrs.length || !type?.batches?.length) continue
    sections.push({
      input: s,
      position: i,
      capacity:
        s.kind === 'SEATED'
          ? seatedCapacity({ rows: s.rows!, seatsPerRow: s.seatsPerRow!, missingSeats: s.missingSeats })
          : s.capacity!,
      batches: type.batches.map((b, j) => ({
        order: b.order ?? j,
        name: b.name,
        price: b.price,
        quantity: b.quantity,
        saleStart: b.saleStart ?? null,
        saleEnd: b.saleEnd ?? null,
      })),
    })
  }
  if (errors.length) throw badRequest(errors)
  return {
    eventId: body.event?.id ?? null,
    name: body.name ?? event!.name,
    startDate: startDate!,
    endDate: endDate!,
    sections,
  }
}
