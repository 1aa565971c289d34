import type { AuthContext } from '../auth/context.js'
import type { BookingDecision, RoomBookingRequest } from '../events/bookings/port.js'
import { heldByHigherOption, notAvailable } from '../events/bookings/refusals.js'
import { roomConflicts } from './conflicts.js'
import {
  blockRules,
  bookingConflicts,
  lockRooms,
  maintenanceConflicts,
  simpleRooms,
  type Trx,
} from './engine.js'

/** Orders after every hold already taken: a new booking is the last in line. */
export const LAST_ORDER = '999999999999999999'

/** One booking's place in the question: which row it is, whose, where in line, and whether it would block. */
export interface Candidate {
  /** The booking (absent for a new one), which never conflicts with itself. */
  id?: number
  /** Its event: the event's own bookings never hold it back. Absent: "could a booking block here?". */
  eventId?: number
  order: string
  blocking: boolean
}

/**
 * The two questions that refuse a booking, asked under the rooms' locks: a BLOCK maintenance
 * refuses any booking; a blocking one is also refused by another blocking booking of a shared
 * simple room (409 `event.environmentNotAvailable`) and by an earlier hold of another event
 * (409 `availability.heldByHigherOption`). A booking that does not block is a hold and only queues.
 */
export async function refuseIfTaken(
  trx: Trx,
  holds: string[],
  q: { simple: number[]; start: string; end: string; viewer?: AuthContext },
  c: Candidate,
) {
  const conflicts = await roomConflicts(trx, { ...q, excludeEventEnvironmentId: c.id, bookings: c.blocking })
  if (conflicts.length) throw notAvailable(conflicts)
  if (!c.blocking || c.eventId === undefined) return
  const ahead = await bookingConflicts(trx, {
    ...q,
    excludeEventId: c.eventId,
    holdsBefore: { order: c.order, id: c.id ?? 0, holds },
  })
  if (ahead.length) throw heldByHigherOption(ahead)
}

/**
 * The one decider of a room booking write, inside the writing transaction: takes the rooms'
 * locks (held to commit), decides, and says how to write the row (`blocking`), so the writer
 * stores it decided and only the ranks are settled after it. Returns the HOUSE_USE warnings too.
 */
export async function decideBooking(
  trx: Trx,
  req: RoomBookingRequest,
  order = LAST_ORDER,
): Promise<BookingDecision> {
  const rules = await blockRules(trx)
  const simple = await simpleRooms(trx, req.environmentId)
  await lockRooms(trx, [...simple, ...(req.alsoLock ?? [])])
  const blocking = !req.event || rules.blocking.includes(req.event.situation)
  const q = { simple, start: req.start, end: req.end, viewer: req.viewer }
  await refuseIfTaken(trx, rules.holds, q, {
    id: req.excludeEventEnvironmentId,
    eventId: req.event?.id,
    order,
    blocking,
  })
  return { blocking, warnings: await maintenanceConflicts(trx, q, 'HOUSE_USE'), holds: rules.holds }
}
