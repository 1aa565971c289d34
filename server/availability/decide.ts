import type { AuthContext } from '../auth/guard.js'
import { AppError, fieldError } from '../http/errors.js'
import { roomConflicts } from './conflicts.js'
import {
  blockRules,
  bookingConflicts,
  lockRooms,
  maintenanceConflicts,
  simpleRooms,
  type Conflict,
  type Trx,
} from './engine.js'

/** Orders after every hold already taken: a new booking is the last in line. */
export const LAST_ORDER = '999999999999999999'

export const notAvailable = (conflicts: Conflict[]) =>
  new AppError(
    409,
    'event.environmentNotAvailable',
    [fieldError('environment', 'event.environmentNotAvailable')],
    undefined,
    { conflicts },
  )

export const heldByHigherOption = (conflicts: Conflict[]) =>
  new AppError(
    409,
    'availability.heldByHigherOption',
    [fieldError('environment', 'availability.heldByHigherOption')],
    undefined,
    { conflicts },
  )

export interface BookingRequest {
  environmentId: number
  /** The period the room is taken: assembly start (or start) to disassembly deadline (or end). */
  start: string
  end: string
  /** The booking being changed, which never conflicts with itself. */
  excludeEventEnvironmentId?: number
  /** The booking's event and its situation; without them the question is "could it block here?". */
  event?: { id: number; situation: string }
  /** Who asks: events they may not see are reported without their name. */
  viewer?: AuthContext
  /**
   * Simple rooms the write will also touch (those a moved booking leaves): locked in the same
   * id-ordered step, so two bookings moving crosswise (A→B, B→A) never wait on each other.
   */
  alsoLock?: number[]
}

/**
 * The one decider of a room booking, inside the writing transaction and under the rooms' locks:
 * a BLOCK maintenance refuses any booking; a blocking booking is also refused by another
 * blocking booking of a shared simple room (409 `event.environmentNotAvailable`) and by an
 * earlier hold of another event (409 `availability.heldByHigherOption`). A booking that does not
 * block is a hold and only queues. Returns whether it blocks and the HOUSE_USE warnings.
 */
export async function decideBooking(trx: Trx, req: BookingRequest, order = LAST_ORDER) {
  const rules = await blockRules(trx)
  const simple = await simpleRooms(trx, req.environmentId)
  await lockRooms(trx, [...simple, ...(req.alsoLock ?? [])])
  const blocking = !req.event || rules.blocking.includes(req.event.situation)
  const q = { simple, start: req.start, end: req.end, viewer: req.viewer }
  const conflicts = await roomConflicts(trx, {
    ...q,
    excludeEventEnvironmentId: req.excludeEventEnvironmentId,
    bookings: blocking,
  })
  if (conflicts.length) throw notAvailable(conflicts)
  if (blocking && req.event) {
    const ahead = await bookingConflicts(trx, {
      ...q,
      excludeEventId: req.event.id,
      holdsBefore: { order, id: req.excludeEventEnvironmentId ?? 0, holds: rules.holds },
    })
    if (ahead.length) throw heldByHigherOption(ahead)
  }
  return { blocking, warnings: await maintenanceConflicts(trx, q, 'HOUSE_USE') }
}
