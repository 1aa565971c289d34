/** Every call of the availability screens, through the one fetch wrapper (src/providers/http.ts). */
import { http } from '../../providers/http'
import { readEvent } from '../events/api'
import { saveItem } from '../events/items/itemApi'
import environmentSchema from '../../../schemas/event/environment.schema.json'
import type { CalendarEntry, SuggestionPage } from './types'
import { toWire } from './diaryRead'

export { readDiary, toWire, type DiaryQuery } from './diaryRead'

export interface SuggestQuery {
  startDate: string
  endDate: string
  format?: number
  people?: number
}

export const suggestEnvironments = (q: SuggestQuery, signal?: AbortSignal) =>
  http<SuggestionPage>('/events/environment-suggest', {
    query: { startDate: q.startDate, endDate: q.endDate, format: q.format, people: q.people, size: 200 },
    signal,
  })

export const readCalendar = (
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

export interface BookingMove {
  eventId: number
  /** The event-environment item; absent to add the room to the event. */
  id?: number
  environmentId: number
  start: string
  end: string
}

/**
 * Moves, resizes or adds a booking through the event's environment item calls (event-domain.md
 * §7), read-modify-write with the event's current version: a stale one or a conflict is refused
 * by the server (409/400) and nothing changes.
 */
export async function writeBooking(move: BookingMove) {
  const event = await readEvent(move.eventId)
  const version = Number(event.version)
  const body: Record<string, unknown> = {
    environment: { id: move.environmentId },
    startDateHour: move.start,
    endDateHour: move.end,
  }
  if (move.id !== undefined) {
    const list = await http<{ content: Record<string, unknown>[] }>(
      `/events/event/${move.eventId}/environment`,
    )
    const current = list.content.find((r) => r.id === move.id)
    Object.assign(body, { ...writable(current), ...body })
    shiftSetup(body, current, move)
  }
  return saveItem(move.eventId, 'environment', body, version, move.id)
}

/** The item as a PUT body: the schema's fields (a PUT replaces them all), references as `{id}`, no blanks. */
function writable(item: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const f of Object.keys(environmentSchema.properties)) {
    const v = item?.[f]
    if (f === 'id' || f === 'eventVersion' || v === null || v === undefined) continue
    out[f] = typeof v === 'object' && 'id' in v ? { id: (v as { id: unknown }).id } : v
  }
  return out
}

const FIELDS = ['assemblyStart', 'assemblyEnd', 'disassemblyStart', 'disassemblyDeadline'] as const

/** Assembly and disassembly move with the booking, keeping their distance to its start and end. */
function shiftSetup(
  body: Record<string, unknown>,
  current: Record<string, unknown> | undefined,
  move: BookingMove,
) {
  if (!current) return
  const startShift = Date.parse(move.start) - Date.parse(String(current.startDateHour))
  const endShift = Date.parse(move.end) - Date.parse(String(current.endDateHour))
  for (const f of FIELDS) {
    const value = current[f]
    if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) continue
    const shift = f.startsWith('assembly') ? startShift : endShift
    body[f] = toWire(new Date(Date.parse(value) + shift))
  }
}

export const reorderHold = (eventId: number, id: number, rank: number, eventVersion: number) =>
  http(`/events/event/${eventId}/environment/${id}/hold-rank`, {
    method: 'PUT',
    json: { rank, eventVersion },
  })
