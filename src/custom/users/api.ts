/** The users screens' calls beyond react-admin's CRUD (spec platform.md §6, §7). */
import { http } from '../../providers/http'
import type { EventsUser, HistoryVersion, Levels, Page, PermissionAnswer } from './types'

const base = '/events/events-users'

const readLevels = (id: number, signal?: AbortSignal) =>
  http<PermissionAnswer>(`${base}/${id}/permission-levels`, { signal })
const saveLevels = (id: number, levels: Levels) =>
  http<PermissionAnswer>(`${base}/${id}/permission-levels`, { method: 'PUT', json: { levels } })
const copyLevels = (id: number, fromId: number) =>
  http<PermissionAnswer>(`${base}/${id}/copy-permissions/${fromId}`, { method: 'POST' })

const searchUsers = (email: string, page: number, signal?: AbortSignal) =>
  http<Page<EventsUser>>(`${base}/autocomplete`, { query: { email, page }, signal })

const historyVersions = (id: number, page: number, signal?: AbortSignal) =>
  http<Page<HistoryVersion>>(`/events/user-feature-history/versions/${id}`, {
    query: { page, size: 20 },
    signal,
  })
const levelsAtVersion = (id: number, version: number, signal?: AbortSignal) =>
  http<Levels>(`/events/user-feature-history/levels/${id}`, { query: { version }, signal })

/** The users screens' calls, methods of the app's data provider (typed on CustomMethods below, registered by src/admin/methods.ts). */
export const userMethods = {
  readLevels,
  saveLevels,
  copyLevels,
  searchUsers,
  historyVersions,
  levelsAtVersion,
}

type Registered = typeof userMethods
declare module '../../providers/customMethods' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the map's type is the whole body
  interface CustomMethods extends Registered {}
}
