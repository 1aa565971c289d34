/** Every call of the event screens, through the one fetch wrapper (src/providers/http.ts). */
import { http } from '../../providers/http'
import type { AuditRow, EventFilter, EventRecord, Page, Requester, SavedFilter } from './types'
import { SITUATIONS_IN_FLOW } from '../../../common/events/situations'

const base = '/events/event'

const readEvent = (id: number | string, signal?: AbortSignal) =>
  http<EventRecord>(`${base}/${id}`, { signal })
const createEvent = (body: Record<string, unknown>) =>
  http<EventRecord>(`${base}/`, { method: 'POST', json: body })
const updateEvent = (body: Record<string, unknown>) =>
  http<EventRecord>(`${base}/`, { method: 'PUT', json: body })

/**
 * http.ts stamps every POST body with `createdBy` (the author); a filter body is not a record, so
 * the stamp is left out (an explicit undefined wins over it and JSON drops it). The server's
 * "created by" filter is named `creator` so the stamp could never narrow a list anyway.
 */
const filterBody = (filter: EventFilter) => ({ ...filter, createdBy: undefined })

export interface ListParams {
  page: number
  size: number
  sort: string
}

const listEvents = (filter: EventFilter, { page, size, sort }: ListParams, signal?: AbortSignal) =>
  http<Page<EventRecord>>(`${base}/list-events`, {
    method: 'POST',
    query: { page, size, sort },
    json: filterBody(filter),
    signal,
  })

/** Counts of every situation under the filter (the situation filter itself is the chips' job). */
const situationTotals = (filter: EventFilter, signal?: AbortSignal) => {
  const { situations: _ignored, ...rest } = filter
  return http<{ situation: string; total: number }[]>(`${base}/totals/${SITUATIONS_IN_FLOW.join(',')}`, {
    method: 'POST',
    json: filterBody(rest),
    signal,
  })
}

const savedFilters = () => http<SavedFilter[]>(`${base}/saved-filters`)
const saveFilter = (name: string, filter: EventFilter) =>
  http<SavedFilter>(`${base}/saved-filters`, { method: 'POST', json: { name, filter } })
const deleteSavedFilter = (id: number) => http<void>(`${base}/saved-filters/${id}`, { method: 'DELETE' })

export interface RequestersAnswer {
  eventVersion: number
  content: Requester[]
}

const addRequester = (eventId: number, body: Requester, eventVersion: number) =>
  http<RequestersAnswer>(`${base}/${eventId}/requester`, { method: 'POST', json: { ...body, eventVersion } })
const changeRequester = (eventId: number, id: number, body: Requester, eventVersion: number) =>
  http<RequestersAnswer>(`${base}/${eventId}/requester/${id}`, {
    method: 'PUT',
    json: { ...body, eventVersion },
  })

/** The audit in the person's language: the server puts labels, names, enumerations, money and dates in words. */
const eventAudit = (eventId: number | string, language: string, signal?: AbortSignal) =>
  http<AuditRow[]>(`${base}/audit`, { query: { eventId, language }, signal })

/** A requester's person, read once for its name (the create form holds a chosen one as {id}). */
const readPersonName = (id: number) => http<{ id: number; name?: string }>(`/events/person/${id}`)

/** The event screens' calls, methods of the app's data provider (typed on CustomMethods below, registered by src/admin/methods.ts). */
export const eventMethods = {
  readEvent,
  createEvent,
  updateEvent,
  listEvents,
  situationTotals,
  savedFilters,
  saveFilter,
  deleteSavedFilter,
  addRequester,
  changeRequester,
  eventAudit,
  readPersonName,
}

type Registered = typeof eventMethods
declare module '../../providers/customMethods' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the map's type is the whole body
  interface CustomMethods extends Registered {}
}
