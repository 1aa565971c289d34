/** Calls of the event item endpoints (server/events/items/routes.ts), every write carrying the event's version. */
import { http } from '../../../providers/http'

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

export const listItems = <T>(eventId: number, kind: string, signal?: AbortSignal) =>
  http<ItemList<T>>(`${base}/${eventId}/${kind}`, { signal })

/** POST without an id, PUT with one; the answer is the whole list again and the new version. */
export const saveItem = <T>(
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

export const deleteItem = <T>(eventId: number, kind: string, id: number, eventVersion: number) =>
  http<ItemList<T>>(`${base}/${eventId}/${kind}/${id}`, { method: 'DELETE', query: { eventVersion } })

/** One file per call (multipart `file`, optional `description`); the answer is the list again. */
export function uploadAttachment<T>(eventId: number, file: File, description: string, eventVersion: number) {
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
export const downloadAttachment = (eventId: number, id: number) =>
  http<Blob>(`${base}/${eventId}/attachment/${id}/download`, { blob: true })
