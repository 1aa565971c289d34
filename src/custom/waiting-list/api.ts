/** Every call of the waiting-list screen (DESIGN.md "Contract where the spec is silent — wave 2"). */
import type { Page } from '../../../common/page'
import { http } from '../../providers/http'

export interface WaitingGroup {
  id: number
  name: string
}

export interface WaitingEvent {
  id: number
  rank: number
  /** Null when the person may not see the event (its place in the queue still shows). */
  name: string | null
  priority: string
  startDate: string | null
  endDate: string | null
  situation: string
  version: number
}

/** The active groups for the picker; a tenant has a handful. */
const listGroups = (signal?: AbortSignal) =>
  http<Page<WaitingGroup>>('/events/waiting-list-group', {
    query: { page: 0, size: 200, sort: 'name,asc', active: true },
    signal,
  })

/** The group's queue and its version, which a reorder sends back (DESIGN.md wave 3). */
export interface WaitingQueue {
  version: number
  content: WaitingEvent[]
}

const readGroupEvents = (groupId: number, signal?: AbortSignal) =>
  http<WaitingQueue>(`/events/waiting-list-group/${groupId}/events`, { signal })

/** A version another screen has moved past is 409 `event.changedInAnotherSession`. */
const reorderGroup = (groupId: number, order: number[], version: number) =>
  http<WaitingQueue>(`/events/waiting-list-group/${groupId}/events`, {
    method: 'PUT',
    json: { order, version },
  })

/** The waiting list's calls, methods of the app's data provider (typed on CustomMethods below, registered by src/admin/methods.ts). */
export const waitingListMethods = {
  listGroups,
  readGroupEvents,
  reorderGroup,
}

type Registered = typeof waitingListMethods
declare module '../../providers/customMethods' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the map's type is the whole body
  interface CustomMethods extends Registered {}
}
