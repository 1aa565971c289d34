/** The wire shapes of the availability screens (DESIGN.md "Contract where the spec is silent — wave 2"). */
import type { MoveRate } from '../../../common/events/booking-price'
import type { Situation } from '../../../common/events/situations'

export interface Ref {
  id: number
  name?: string | null
}

export interface EventConflict {
  eventId: number
  /** Null for an event the person may not see. */
  name: string | null
  situation: Situation
  start: string
  end: string
}

export interface Suggestion {
  environment: {
    id: number
    name: string
    dailyRate?: number | null
    environmentFormats: { format: Ref; capacity: number | null }[]
  }
  /** True when the room is free in the period. */
  checked: boolean
  eventConflicts: EventConflict[]
}

export interface SuggestionPage {
  content: Suggestion[]
  totalElements?: number
}

export interface DiaryEnvironment {
  id: number
  name: string
  compound: boolean
  parts: number[]
  /** The room's daily rate in the registry (what a move with NEW_ROOM takes). */
  dailyRate?: number | null
}

export interface Booking {
  id: number
  eventId: number
  eventName: string | null
  /** The events user who made the event (null where the person may not see it). */
  createdBy?: number | null
  situation: Situation
  environment: { id: number }
  start: string
  end: string
  occupiedStart: string
  occupiedEnd: string
  blocking: boolean
  /** Null for a blocking booking; 1, 2, 3… for holds. */
  holdRank: number | null
  /** The event's dates (null for an event the person may not see): a move stays within them. */
  eventStart?: string | null
  eventEnd?: string | null
  /** The event's version, which a move or a rank change sends. */
  eventVersion?: number
  /** The agreed daily rate; null for an event the person may not see. */
  dailyRate?: number | null
}

export interface Maintenance {
  id: number
  environment: { id: number }
  type: 'BLOCK' | 'HOUSE_USE'
  start: string
  end: string
}

export interface Holiday {
  date: string
  name: string
}

export interface Diary {
  environments: DiaryEnvironment[]
  bookings: Booking[]
  maintenances: Maintenance[]
  holidays: Holiday[]
}

export interface CalendarEntry {
  id: number
  name: string | null
  startDate: string
  endDate: string
  situation: Situation
  isEnvironmentReservation: boolean
  environment?: Ref | null
  eventType?: Ref | null
}

/** Rooms carried into a new event's form: the event form's own contract (events/types.ts). */
export type { PickedRooms } from '../events/types'

/** What the booking dialog (and a drag) asks to book or move: the room, the period, a move's rate. */
export interface BookingDraft {
  room: number
  start: string
  end: string
  /** Asked when a move takes the booking to a room with another daily rate. */
  rate?: MoveRate
}
