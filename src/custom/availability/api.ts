/** Every call of the availability screens, through the one fetch wrapper (src/providers/http.ts). */
import { http } from '../../providers/http'
import type { CalendarEntry, SuggestionPage } from './types'
import type { BookingMoveBody } from '../../../common/events/booking-move'
import type { MoveRate } from '../../../common/events/booking-price'

import { readDiary } from './diaryRead'

export { toWire, type DiaryQuery } from './diaryRead'

export interface SuggestQuery {
  startDate: string
  endDate: string
  format?: number
  people?: number
}

const suggestEnvironments = (q: SuggestQuery, signal?: AbortSignal) =>
  http<SuggestionPage>('/events/environment-suggest', {
    query: { startDate: q.startDate, endDate: q.endDate, format: q.format, people: q.people, size: 200 },
    signal,
  })

const readCalendar = (
  q: { start: string; end: string; situations?: string[]; eventTypes?: number[] },
  signal?: AbortSignal,
) =>
  http<CalendarEntry[]>('/events/event/calendar', {
    query: {
      start: q.start,
      end: q.end,
      situations: q.situations?.length ? q.situations.join(',') : undefined,
      eventTypes: q.eventTypes?.length ? q.eventTypes.join(',') : undefined,
    },
    signal,
  })

export type { MoveRate }

export interface BookingMove {
  eventId: number
  /** The event-environment item. */
  id: number
  environmentId: number
  start: string
  end: string
  /** The event's version the diary showed; a stale one is refused (409) and nothing changes. */
  eventVersion: number
  /** Keep the agreed daily rate, or take the new room's. */
  rate: MoveRate
}

/**
 * Moves or resizes a booking with one call (DESIGN.md wave 3 "Move a booking"): the server shifts
 * assembly and disassembly with it and decides it like any room write (409 naming the conflict).
 */
const moveBooking = (m: BookingMove) =>
  http(`/events/event/${m.eventId}/environment/${m.id}/move`, {
    method: 'PUT',
    json: {
      environment: { id: m.environmentId },
      startDateHour: m.start,
      endDateHour: m.end,
      eventVersion: m.eventVersion,
      rate: m.rate,
    } satisfies BookingMoveBody,
  })

const reorderHold = (eventId: number, id: number, rank: number, eventVersion: number) =>
  http(`/events/event/${eventId}/environment/${id}/hold-rank`, {
    method: 'PUT',
    json: { rank, eventVersion },
  })

/** The availability calls (the diary read too: its early read before the app's chunk calls it directly), methods of the app's data provider (typed on CustomMethods below, registered by src/admin/methods.ts). */
export const availabilityMethods = {
  readDiary,
  suggestEnvironments,
  readCalendar,
  moveBooking,
  reorderHold,
}

type Registered = typeof availabilityMethods
declare module '../../providers/customMethods' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the map's type is the whole body
  interface CustomMethods extends Registered {}
}
