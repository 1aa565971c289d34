/** Every accommodation call (server/accommodation/), through the one fetch wrapper. */
import { http } from '../../providers/http'
import type {
  AccommodationList,
  AccommodationWrite,
  AvailabilityNight,
  PickupNight,
  RateLookup,
  ReservationTimeline,
} from './types'

const base = '/events/event/event-accommodation'

const listAccommodations = (eventId: number, signal?: AbortSignal) =>
  http<AccommodationList>(`/events/event/${eventId}/event-accommodation`, { signal })

/** POST without an id, PUT with one; the body names its event and carries the version read. */
const saveAccommodation = (
  eventId: number,
  body: Record<string, unknown>,
  eventVersion: number,
  id?: number,
) =>
  http<AccommodationWrite>(base, {
    method: id === undefined ? 'POST' : 'PUT',
    json: { ...body, ...(id === undefined ? {} : { id }), event: { id: eventId }, eventVersion },
  })

const duplicateAccommodation = (id: number, eventVersion: number) =>
  http<AccommodationWrite>(`${base}/duplicate-accommodation/${id}`, {
    method: 'POST',
    query: { eventVersion },
  })

const deleteAccommodation = (id: number, eventVersion: number) =>
  http<AccommodationWrite>(`${base}/${id}`, { method: 'DELETE', query: { eventVersion } })

/** Queues the block's create (or change) at the channel: 202 `{reference}`. */
const sendToChannel = (id: number) => http<{ reference: string }>(`${base}/${id}/channel`, { method: 'POST' })

export interface RateQuery {
  startDate: string
  endDate: string
  hostingUnitType: number
  paxAmount: number
  paxType?: string
}

const lookUpRates = (q: RateQuery, signal?: AbortSignal) =>
  http<RateLookup>('/events/channel-integration/rates/lookup', {
    query: { ...q, paxType: q.paxType ?? '' },
    signal,
  })

const readPickup = (eventId: number, id: number, signal?: AbortSignal) =>
  http<PickupNight[]>(`/events/event/${eventId}/event-accommodation/${id}/pickup`, { signal })

const readReservationTimeline = (start: string, end: string, signal?: AbortSignal) =>
  http<ReservationTimeline>('/events/reservation-timeline', { query: { start, end }, signal })

const readAvailabilityMap = (start: string, end: string, signal?: AbortSignal) =>
  http<AvailabilityNight[]>('/events/availability-map', { query: { start, end }, signal })

/** The channel's hosting-unit types with what each has free on every night from `start` to `end` (both nights). */
const channelUnitTypes = (start: string, end: string, signal?: AbortSignal) =>
  http<{ content: { id: number; name: string; code: string; total: number; available: number }[] }>(
    '/events/channel-integration/autocomplete/channel-uh',
    { query: { startDate: start, endDate: end, size: 100 }, signal },
  )

export interface Currency {
  isoCode?: string
  symbol?: string
  main?: boolean
}

/** The establishment's active currencies (the main one prices new reservations). */
const activeCurrencies = () => http<Currency[]>('/events/currency-company/active')

/** The accommodation calls, methods of the app's data provider (typed on CustomMethods below, registered by src/admin/methods.ts). */
export const accommodationMethods = {
  listAccommodations,
  saveAccommodation,
  duplicateAccommodation,
  deleteAccommodation,
  sendToChannel,
  lookUpRates,
  readPickup,
  readReservationTimeline,
  readAvailabilityMap,
  channelUnitTypes,
  activeCurrencies,
}

type Registered = typeof accommodationMethods
declare module '../../providers/customMethods' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the map's type is the whole body
  interface CustomMethods extends Registered {}
}
