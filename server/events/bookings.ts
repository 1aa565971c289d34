import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import type { AuthContext } from '../auth/guard.js'

type Trx = Transaction<Database>

/** Where a booking lies (a simple room over a period): read before a move or removal, handed to `settle`. */
export interface BookingArea {
  simple: number
  start: string
  end: string
  blocking?: boolean
}

/** A room booking to decide (availability's decider answers it). */
export interface RoomBookingRequest {
  environmentId: number
  /** The period the room is taken: assembly start (or start) to disassembly deadline (or end). */
  start: string
  end: string
  /** The booking being changed, which never conflicts with itself. */
  excludeEventEnvironmentId?: number
  event?: { id: number; situation: string }
  /** Who asks: events they may not see are reported without their name. */
  viewer?: AuthContext
  /** Simple rooms the write also touches (those a moved booking leaves), locked in the same step. */
  alsoLock?: number[]
}

/** "Could a blocking booking be made here?", asked without locks (the question route). */
export interface RoomQuestion {
  simple: { room: number }
  start: string
  end: string
  excludeEventEnvironmentId?: number
  viewer?: AuthContext
}

/**
 * The port through which events' writes decide rooms and stock: events owns it, availability
 * implements it and registers it at boot (`app.events.useBookings`). Every call runs in the
 * caller's transaction and takes the locks it always took, in the same order: the booking is
 * still decided in the business transaction.
 */
export interface BookingEngine {
  /** Decides a room booking under the rooms' locks; throws 409 when refused. `order`: its place in line (default last). */
  decide(trx: Trx, req: RoomBookingRequest, order?: string): Promise<{ warnings: readonly unknown[] }>
  /** Brings the event's room bookings in line with its situation (after a booking write or a situation change). */
  settle(
    trx: Trx,
    auth: AuthContext,
    eventId: number,
    left?: BookingArea[],
    changed?: number | null,
  ): Promise<void>
  /** Where the given bookings lie now. */
  areasOf(trx: Trx, by: { bookingId?: number; eventId?: number }): Promise<BookingArea[]>
  /** What would refuse a blocking booking, without locks. */
  roomConflicts(trx: Trx, q: RoomQuestion): Promise<readonly unknown[]>
  /** The situations whose equipment takes stock; `locked`: under the block flags' shared lock (a decider). */
  equipmentSituations(trx: Trx, locked: boolean): Promise<string[]>
}

/** The registration point: one engine, registered once; asking before it is registered throws. */
export function bookingSlot() {
  let engine: BookingEngine | undefined
  return {
    use(e: BookingEngine) {
      if (engine) throw new Error('events: a booking engine is registered twice')
      engine = e
    },
    get engine(): BookingEngine {
      if (!engine) throw new Error('events: no booking engine registered (availability registers it at boot)')
      return engine
    },
  }
}
