/** Calls of the event item endpoints (server/events/items/routes.ts), every write carrying the event's version. */
import { http } from '../../../providers/http'
import type { RoomRecord } from './environmentTypes'
import type { Programme, ProgrammeType } from './programmeTypes'
import type { Summary } from './summaryShape'

const base = '/events/event'

export interface ItemList<T> {
  eventVersion: number
  content: T[]
  /** The writes of this kind the person's permissions allow (the server still decides each write). */
  permitted?: { add: boolean; edit: boolean; remove: boolean }
}

export interface ItemWrite<T> extends ItemList<T> {
  id: number
  warnings?: { field: string; message: string }[]
}

const listItems = <T>(eventId: number, kind: string, signal?: AbortSignal) =>
  http<ItemList<T>>(`${base}/${eventId}/${kind}`, { signal })

/** POST without an id, PUT with one; the answer is the whole list again and the new version. */
const saveItem = <T>(
  eventId: number,
  kind: string,
  body: Record<string, unknown>,
  eventVersion: number,
  id?: number,
) =>
  http<ItemWrite<T>>(id === undefined ? `${base}/${eventId}/${kind}` : `${base}/${eventId}/${kind}/${id}`, {
    method: id === undefined ? 'POST' : 'PUT',
    json: { ...body, eventVersion },
  })

const deleteItem = <T>(eventId: number, kind: string, id: number, eventVersion: number) =>
  http<ItemList<T>>(`${base}/${eventId}/${kind}/${id}`, { method: 'DELETE', query: { eventVersion } })

/** One file per call (multipart `file`, optional `description`); the answer is the list again. */
function uploadAttachment<T>(eventId: number, file: File, description: string, eventVersion: number) {
  const form = new FormData()
  form.append('description', description)
  form.append('file', file, file.name)
  return http<ItemWrite<T>>(`${base}/${eventId}/attachment`, {
    method: 'POST',
    body: form,
    query: { eventVersion },
  })
}

/** The file's bytes, read with the bearer (a link alone would not carry it). */
const downloadAttachment = (eventId: number, id: number) =>
  http<Blob>(`${base}/${eventId}/attachment/${id}/download`, { blob: true })

/** The room picked in the environment form: its formats and daily rate. */
const readRoom = (id: number, signal?: AbortSignal) =>
  http<RoomRecord>(`/events/environment/${id}`, { signal })

const readProgramme = (eventId: number, type: ProgrammeType, signal?: AbortSignal) =>
  http<Programme[]>(`${base}/programming/event`, { query: { eventId, type }, signal })

const readSummary = (eventId: number, signal?: AbortSignal) =>
  http<Summary>(`${base}/${eventId}/summary`, { signal })

const saveSummary = (eventId: number, body: Record<string, unknown>, eventVersion: number) =>
  http<Summary>(`${base}/summary/save`, { method: 'PUT', json: { ...body, eventId, eventVersion } })

/** Queues the event's account for the integrated billing; answers the job's reference. */
const sendAccount = (eventId: number) =>
  http<{ reference: string }>(`${base}/account/${eventId}`, { method: 'PUT' })

/** The event item calls, methods of the app's data provider (typed on CustomMethods below, registered by src/admin/methods.ts). */
export const itemMethods = {
  listItems,
  saveItem,
  deleteItem,
  uploadAttachment,
  downloadAttachment,
  readRoom,
  readProgramme,
  readSummary,
  saveSummary,
  sendAccount,
}

type Registered = typeof itemMethods
declare module '../../../providers/customMethods' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the map's type is the whole body
  interface CustomMethods extends Registered {}
}
