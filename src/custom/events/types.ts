/** The event as the API reads and writes it (server/events/model.ts, routes.ts). */
import type { EventFilter as ServerEventFilter } from '../../../common/events/filter'
import type { Situation } from '../../../common/events/situations'

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

export interface EventRecord {
  id: number
  version: number
  name: string
  clientName?: string | null
  customer?: Ref | null
  startDate: string
  endDate: string
  priority?: string | null
  eventType?: Ref | null
  areaInterest?: Ref | null
  origin?: Ref | null
  location?: Ref | null
  currencyCompany?: Ref | null
  confirmDate?: string | null
  preEvent?: boolean
  estimatedPeople?: number | null
  observation?: string | null
  courtesyDailies?: number | null
  internal?: boolean
  generatesContract?: boolean
  situation: Situation
  waitList?: boolean
  cancellationReason?: Ref | null
  cancellationObservation?: string | null
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
