/** The accommodation shapes of the API (schemas/event/accommodation*.schema.json, DESIGN wave 2). */
import type { ChannelFailure, ChannelState } from '../../../common/accommodation/channel'
import type { PickupSummary } from '../../../common/accommodation/pickup'

// Shared with the server, which works them out and stores them.
export type { ChannelFailure, ChannelState, PickupSummary }

// A type alias (not an interface): it fits the reference widget's `Record<string, unknown>`.
export type Ref = {
  id: number
  name?: unknown
}

export interface DailyRate {
  date: string
  value: number
}

export interface Guest {
  name: string
  document?: string
}

export const PAX_TYPES = ['BOTH', 'ADULT', 'CHILD'] as const
export const BLOCK_TYPES = ['GUARANTEED', 'ADHERENCE'] as const
export const DEADLINE_TYPES = ['PERCENTAGE', 'UH'] as const
export const RESERVATION_SITUATIONS = ['PRE_RESERVATION', 'RESERVATION'] as const

export interface Reservation {
  id?: number
  hostingUnitType: Ref
  startDate: string
  endDate: string
  pax?: Ref
  paxType?: (typeof PAX_TYPES)[number]
  roomQuantity: number
  paxPerRoom: number
  currency: string
  dailyRates: DailyRate[]
  guests?: Guest[]
}

export interface Accommodation {
  id: number
  event: { id: number }
  holder: Ref
  reservationLocator?: string
  type: (typeof BLOCK_TYPES)[number]
  deadlineDate: string
  deadlineType: (typeof DEADLINE_TYPES)[number]
  deadlineValue?: number
  reservationSituation?: (typeof RESERVATION_SITUATIONS)[number]
  pension: Ref
  observation?: string
  situation: 'ACTIVE' | 'CANCELED'
  channelBookingReservation?: {
    cmConfirmationId: string | null
    guid: string | null
    /** null before any send; SENDING while the channel job runs; ERROR when it failed for good. */
    state?: ChannelState | null
    error?: ChannelFailure | null
  }
  reservations: Reservation[]
  /** The block against its contract, worked out by the server on every read. */
  pickup?: PickupSummary
}

export interface AccommodationList {
  eventVersion: number
  content: Accommodation[]
}

/** A write answers the block (absent after a delete) and the event's new version. */
export type AccommodationWrite = Partial<Accommodation> & { eventVersion: number }

/** The channel's rates of one room for a stay, per night (the §5 rate lookup). */
export interface RateLookup {
  currency: string
  symbol: string
  dailyRates: DailyRate[]
  totalRateValue: number
  averageDaily: number
}

export interface PickupNight {
  date: string
  hostingUnitType: Ref | number
  agreed: number
  blocked: number
  pickedUp: number
}

export interface ReservationTimeline {
  rentalUnitTypes: { id: number; name: string }[]
  reservations: {
    id: number
    eventId: number
    eventName: string | null
    situation: string
    hostingUnitType: { id: number }
    start: string
    end: string
    rooms: number
  }[]
}

export interface AvailabilityNight {
  date: string
  hostingUnitType: { id: number; name: string }
  total: number
  blocked: number
  pickedUp: number
  available: number
}
