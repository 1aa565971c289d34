import type { Transaction } from 'kysely'
import type { Database } from '../../db/types.js'
import type { AuthContext } from '../../auth/context.js'

type Trx = Transaction<Database>

// The port's types are the engine's too: availability imports them from here (events cannot
// import availability), so a request, a question and a conflict have one definition.

/** Where a booking lies (a simple room over a period): read before a move or removal, handed to `settleRanks`. */
export interface BookingArea {
  simple: number
  start: string
  end: string
  /** The booking blocked there when read (a blocking booking that leaves frees the room). */
  blocking?: boolean
}

/** What stands in a booking's way, as a 409's `conflicts` names it. */
export interface Conflict {
  type: 'EVENT' | 'MAINTENANCE'
  id: number
  eventId?: number
  /** null where the asker may not see the event (or read the maintenance's note). */
  name: string | null
  environment: { id: number }
  start: string
  end: string
  situation?: string
  holdRank?: number | null
}

/** A room booking to decide (availability's decider answers it). */
export interface RoomBookingRequest {
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

/** The decider's answer: whether the row is written blocking, and the HOUSE_USE maintenances it shares the room with. */
export interface BookingDecision {
  blocking: boolean
  warnings: Conflict[]
  /**
   * The situations that queue as holds under the block rules it was decided by (read under their
   * shared lock, held to commit): handed back to `settleRanks`, which ranks by the same rules.
   */
  holds: string[]
}

/** "What would refuse a blocking booking here?", asked without locks (the question route, freed rooms). */
export interface RoomQuestion {
  /** The simple rooms taken (known when the caller locked them), or the room to expand in SQL. */
  simple: number[] | { room: number }
  start: string
  end: string
  /** The booking being changed, which never conflicts with itself. */
  excludeEventEnvironmentId?: number
  viewer?: AuthContext
  /** false: only the maintenances (a hold is refused by nothing else). */
  bookings?: boolean
}

/**
 * The port through which events' writes decide rooms and stock: events owns it, availability
 * implements it and registers it at boot (`app.events.useBookings`). Every call runs in the
 * caller's transaction; the locks a decision takes are held to its commit.
 */
export interface BookingEngine {
  /**
   * Decides a room booking under the rooms' locks, once: throws 409 when refused, else says
   * whether the row is to be written blocking. `order`: its place in line (default last).
   */
  decide(trx: Trx, req: RoomBookingRequest, order?: string): Promise<BookingDecision>
  /**
   * After a booking row was written as decided (or removed): re-ranks the holds where it is
   * (`changed`, null for a removal) and where it left (`left`), tells whom that concerns, notes
   * the diary change. Decides nothing again; `decided` is the write's decision (none for a removal).
   */
  settleRanks(
    trx: Trx,
    auth: AuthContext,
    eventId: number,
    left: BookingArea[],
    changed: number | null,
    decided?: BookingDecision,
  ): Promise<void>
  /** After a situation change: decides the event's bookings that start blocking (409), writes `blocking`, re-ranks. */
  settleSituation(trx: Trx, auth: AuthContext, eventId: number): Promise<void>
  /** Where the given bookings lie now. */
  areasOf(trx: Trx, by: { bookingId?: number; eventId?: number }): Promise<BookingArea[]>
  /** What would refuse a blocking booking, without locks. */
  roomConflicts(trx: Trx, q: RoomQuestion): Promise<Conflict[]>
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
