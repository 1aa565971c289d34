import { AppError, fieldError } from '../http/errors.js'
import type { Conflict } from './bookings.js'

// The booking port's refusals: availability's decider throws them, and events' own write of a
// booking row answers the same 409 when the exclusion constraint (the wall behind the decider)
// refuses it, so each refusal has one definition on this side of the port.

/** A blocking booking or a BLOCK maintenance has the room: 409 naming them. */
export const notAvailable = (conflicts: Conflict[]) =>
  new AppError(
    409,
    'event.environmentNotAvailable',
    [fieldError('environment', 'event.environmentNotAvailable')],
    undefined,
    { conflicts },
  )

/** An earlier hold of another event is ahead of a booking that would block: 409 naming it. */
export const heldByHigherOption = (conflicts: Conflict[]) =>
  new AppError(
    409,
    'availability.heldByHigherOption',
    [fieldError('environment', 'availability.heldByHigherOption')],
    undefined,
    { conflicts },
  )

/** An exclusion violation is a blocking overlap another path let through: the same 409. */
export function translateExclusion(err: unknown): never {
  if ((err as { code?: string }).code === '23P01') throw notAvailable([])
  throw err
}
