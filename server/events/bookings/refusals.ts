import { AppError, fieldError } from '../../http/errors.js'
import type { Conflict } from './port.js'

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

// A refused booking: the decider throws a 409 deep in the write; the write path catches it, rolls
// its own statements back to a savepoint, writes the lost-business row and commits, then answers the 409.

/** The booking a refusal was about, kept on the error the decider threw. */
export interface RefusedBooking {
  environmentId: number
  start: string
  end: string
  people: number | null
}
const refusals = new WeakMap<AppError, RefusedBooking>()
const refusalKeys: Record<string, 'NOT_AVAILABLE' | 'HELD_BY_HIGHER_OPTION'> = {
  'event.environmentNotAvailable': 'NOT_AVAILABLE',
  'availability.heldByHigherOption': 'HELD_BY_HIGHER_OPTION',
}

/** Tags an availability refusal with the booking it refused (any other error passes untouched). */
export function tagRefusal(err: unknown, booking: RefusedBooking): unknown {
  if (err instanceof AppError && err.status === 409 && refusalKeys[err.key]) refusals.set(err, booking)
  return err
}

/** The refused booking an error carries, if it is an availability refusal of a booking write. */
export const refusalOf = (err: unknown) => (err instanceof AppError ? refusals.get(err) : undefined)

/** The lost-business reason of an availability refusal (undefined for any other error). */
export const refusalReason = (err: AppError) => refusalKeys[err.key]
