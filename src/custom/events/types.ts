/** The event as the API reads and writes it (server/events/model.ts, routes.ts). */
import type { EventFilter as ServerEventFilter } from '../../../common/events/filter'
import type { Situation } from '../../../common/events/situations'
import type { EventFields } from '../../../common/generated/event-types'

export interface Ref {
  id: number
  name?: string
  [key: string]: unknown
}

export interface Requester {
  id?: number
  person?: Ref | null
  name?: string | null
  email?: string | null
  phone?: string | null
  situation?: 'ACTIVE' | 'DISCARDED'
  discardReason?: string | null
  createdAt?: string
}

/** A field of the event schema as the API answers it: a reference with its label. */
type Answered<T> = T extends { id?: number } ? Ref : T

/**
 * The event schema's fields (common/generated/event-types.ts, from schemas/event/event.schema.json):
 * the required ones as they are, the others possibly null.
 */
type SchemaFields = {
  [K in keyof EventFields]: undefined extends EventFields[K]
    ? Answered<NonNullable<EventFields[K]>> | null
    : EventFields[K]
}

export interface EventRecord extends SchemaFields {
  // Kept by the server and in every answer.
  id: number
  version: number
  situation: Situation
  // The answer's besides the schema's fields.
  createdBy?: { id: number; email?: string | null } | null
  createdAt?: string
  requesters?: Requester[]
  allowedActions?: string[]
  [key: string]: unknown
}

/** The filter body of list-events and totals: the server's own type, situations typed for the app. */
export type EventFilter = Omit<ServerEventFilter, 'situations'> & { situations?: Situation[] }

export type { Page } from '../../../common/page'

export interface SavedFilter {
  id: number
  name: string
  filter: EventFilter
}

export interface AuditRow {
  id?: number
  action: 'I' | 'U' | 'D'
  origin: string
  itemId?: number | null
  field: string | null
  from: string | null
  to: string | null
  user: string | null
  dateHour: string
  /** The same in the asked language (labels, names, enumerations, money, dates). */
  actionText: string
  originText: string
  fieldText: string | null
  fromText: string | null
  toText: string | null
}

/**
 * Rooms carried from the suggestion or the timeline into a new event's form (router state,
 * `{pickedRooms}`): the form reads them (form/pickedRooms.ts), availability hands them.
 */
export interface PickedRooms {
  startDate: string
  endDate: string
  environments: { id: number; name: string; formatId?: number }[]
  people?: number
}
