import { AppError, badRequest, fieldError, type FieldError } from '../http/errors.js'
import { getRecord } from '../registries/reader.js'
import { validBody } from '../events/validate.js'
import { localToday } from '../../common/events/clock.js'
import { getSettings } from '../configuration/settings.js'
import type { EventRow } from '../events/model.js'
import type { Trx } from '../events/items/types.js'
import { dailyRateErrors, deadlineErrors, editingBlocked, guestErrors, stayErrors } from './rules.js'
import type { Accommodation } from './repository.js'

type Json = Record<string, unknown>
type Ctx = { trx: Trx; tenantId: number }

/** The body's schema errors under `reservations[i].` so the form marks the right row. */
async function validReservation(ctx: Ctx, raw: unknown, i: number, before?: Accommodation) {
  const at = `reservations[${i}].`
  try {
    const r: Json = await validBody(ctx, 'accommodation-reservation', raw)
    const id = (raw as Json | null)?.id
    if (id !== undefined && id !== null) {
      // An id names a reservation of this block being changed; anything else is refused.
      if (!before?.reservations.some((x) => x.id === id))
        return { errors: [fieldError(`${at}id`, 'error.invalidValue')] }
      r.id = id
    }
    return { r, errors: [] as FieldError[] }
  } catch (e) {
    if (!(e instanceof AppError) || e.status !== 400) throw e
    return { errors: e.errors.map((x) => fieldError(`${at}${x.field}`, x.message)) }
  }
}

/** A legal-person holder needs at least one contact (event-domain §5). */
async function holderErrors(trx: Trx, holder: unknown): Promise<FieldError[]> {
  const id = (holder as { id?: number } | undefined)?.id
  if (!id) return []
  const person = (await getRecord(trx, 'person', id)) as Json | undefined
  const contacts = person?.contacts
  return person?.personType === 'LEGAL' && !(Array.isArray(contacts) && contacts.length)
    ? [fieldError('holder', 'accommodation.holderNeedsContact')]
    : []
}

/**
 * The data to store for an accommodation body: the schema (400 per field), then every §5 rule
 * of accommodation with its field path. Throws one 400 with all the errors found.
 */
export async function validAccommodation(ctx: Ctx, body: Json, before?: Accommodation) {
  const data: Json = await validBody(ctx, 'accommodation', body)
  delete data.eventVersion
  const raw = body.reservations
  if (!Array.isArray(raw) || raw.length === 0)
    throw badRequest([fieldError('reservations', 'accommodation.reservationRequired')])
  const errors: FieldError[] = []
  const reservations: Json[] = []
  for (const [i, item] of raw.entries()) {
    const { r, errors: found } = await validReservation(ctx, item, i, before)
    errors.push(...found)
    if (!r) continue
    reservations.push(r)
    const at = `reservations[${i}].`
    const stay = stayErrors(r.startDate, r.endDate, at)
    errors.push(...stay)
    if (!stay.length)
      errors.push(...dailyRateErrors(r.startDate as string, r.endDate as string, r.dailyRates as never, at))
    errors.push(...guestErrors(r.guests as never, r.roomQuantity as number, r.paxPerRoom as number, at))
  }
  errors.push(
    ...deadlineErrors(
      data.deadlineDate,
      localToday(),
      reservations.map((r) => r.startDate as string),
    ),
  )
  errors.push(...(await holderErrors(ctx.trx, data.holder)))
  if (errors.length) throw badRequest(errors)
  return { data, reservations }
}

/** 409 while the situation blocks and the settings block accommodation editing (platform.md §4). */
export async function refuseWhenBlocked(trx: Trx, event: EventRow, cmConfirmationId?: string | null) {
  const s = await getSettings(trx)
  if (editingBlocked(event.situation, s, event.confirmed_at !== null, cmConfirmationId))
    throw new AppError(
      409,
      'accommodation.editingBlocked',
      [],
      `accommodation editing is blocked while the event is ${event.situation}`,
    )
}
