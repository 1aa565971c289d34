/**
 * A room found in the suggestion, carried to an existing event's environment tab (issue 35 item 2)
 * in the URL: `/event/<id>/edit?tab=environment&addRoom=<room>&roomStart=…&roomEnd=…`. The tab
 * opens its add-room form with the room chosen, and saving is the tab's ordinary add-room call.
 */

export interface SuggestedRoom {
  room: number
  /** The suggestion's period (wire date-times). */
  start?: string
  end?: string
  format?: number
  people?: number
}

const KEYS = {
  room: 'addRoom',
  start: 'roomStart',
  end: 'roomEnd',
  format: 'roomFormat',
  people: 'roomPeople',
}

const WIRE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/
const positive = (v: string | null) => (v && /^[1-9]\d*$/.test(v) ? Number(v) : undefined)

/** The event's environment tab with the add-room form opened on `room`. */
export function addRoomPath(basename: string, eventId: number, room: SuggestedRoom): string {
  const q = new URLSearchParams({ tab: 'environment', [KEYS.room]: String(room.room) })
  if (room.start) q.set(KEYS.start, room.start)
  if (room.end) q.set(KEYS.end, room.end)
  if (room.format) q.set(KEYS.format, String(room.format))
  if (room.people) q.set(KEYS.people, String(room.people))
  return `${basename}/event/${eventId}/edit?${q.toString()}`
}

/** The room carried in the URL, or undefined; what is malformed is left out. */
export function suggestedRoomOf(params: URLSearchParams): SuggestedRoom | undefined {
  const room = positive(params.get(KEYS.room))
  if (!room) return undefined
  const start = params.get(KEYS.start) ?? ''
  const end = params.get(KEYS.end) ?? ''
  const period = WIRE.test(start) && WIRE.test(end) && start < end ? { start, end } : {}
  return {
    room,
    ...period,
    format: positive(params.get(KEYS.format)),
    people: positive(params.get(KEYS.people)),
  }
}

/** The same parameters without the carried room (so a reload does not open the form again). */
export function withoutSuggestedRoom(params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams(params)
  for (const k of Object.values(KEYS)) out.delete(k)
  return out
}

/**
 * The room's period: the suggestion's, within the event's dates (an item lies within them). When
 * the two do not overlap, the event's whole period. `clamped` says the suggestion's was changed.
 */
export function roomPeriodOf(
  room: SuggestedRoom,
  event: { start: string; end: string } | undefined,
): { period?: { start: string; end: string }; clamped: boolean } {
  if (!event)
    return {
      period: room.start && room.end ? { start: room.start, end: room.end } : undefined,
      clamped: false,
    }
  if (!room.start || !room.end) return { period: event, clamped: false }
  // Wire date-times of one shape compare as text.
  const start = room.start > event.start ? room.start : event.start
  const end = room.end < event.end ? room.end : event.end
  if (!(start < end)) return { period: event, clamped: true }
  return { period: { start, end }, clamped: start !== room.start || end !== room.end }
}
