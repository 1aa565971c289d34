import type { Diary } from '../types'
import { parseWire } from './diaryItems'

/** The rooms that share space with `room`: itself, its parts, and the compounds it or a part is in. */
function sharing(diary: Diary, room: number): Set<number> {
  const byId = new Map(diary.environments.map((e) => [e.id, e]))
  const own = byId.get(room)
  const parts = new Set([room, ...(own?.compound ? own.parts : [])])
  const out = new Set(parts)
  for (const e of diary.environments) if (e.compound && e.parts.some((p) => parts.has(p))) out.add(e.id)
  return out
}

export type DropConflict =
  | { kind: 'BOOKING'; eventName: string | null }
  | { kind: 'MAINTENANCE' }
  | { kind: 'OUTSIDE_EVENT'; eventStart: string; eventEnd: string }

/** Conflicts the diary knows for certain: the drop is refused on the spot (no dialog, no call). */
export const certain = (c: DropConflict | null) => c !== null && c.kind !== 'BOOKING'

/**
 * What a dragged booking would run into where it is now, from what the diary already holds
 * (issue 36, "conflicts before the drop"): a room under a maintenance block refuses any booking;
 * a booking that blocks is refused where another blocking booking occupies the room (set-up
 * included, shifted with the drag). A hold may sit behind a blocking booking — it is ranked, not
 * refused — so it meets only maintenance. Whatever the booking occupies (set-up included) stays
 * within its event's dates (the server's itemOutsideEvent: a drop on another day was refused only
 * after the move dialog, issue 49). The server still decides on a drop onto another booking.
 */
export function dropConflict(
  diary: Diary,
  bookingId: number,
  room: number,
  start: Date,
  end: Date,
): DropConflict | null {
  const moving = diary.bookings.find((b) => b.id === bookingId)
  if (!moving) return null
  const shift = start.getTime() - parseWire(moving.start).getTime()
  const stretch = end.getTime() - parseWire(moving.end).getTime()
  const from = parseWire(moving.occupiedStart).getTime() + shift
  const to = parseWire(moving.occupiedEnd).getTime() + stretch
  const { eventStart, eventEnd } = moving
  if (eventStart && eventEnd) {
    const [first, last] = [parseWire(eventStart).getTime(), parseWire(eventEnd).getTime()]
    if (Math.min(from, start.getTime()) < first || Math.max(to, end.getTime()) > last)
      return { kind: 'OUTSIDE_EVENT', eventStart, eventEnd }
  }
  const rooms = sharing(diary, room)
  const overlaps = (s: string, e: string) => parseWire(s).getTime() < to && parseWire(e).getTime() > from
  if (
    diary.maintenances.some(
      (m) => m.type === 'BLOCK' && rooms.has(m.environment.id) && overlaps(m.start, m.end),
    )
  )
    return { kind: 'MAINTENANCE' }
  if (!moving.blocking) return null
  const taken = diary.bookings.find(
    (b) =>
      b.id !== bookingId &&
      b.blocking &&
      rooms.has(b.environment.id) &&
      overlaps(b.occupiedStart, b.occupiedEnd),
  )
  return taken ? { kind: 'BOOKING', eventName: taken.eventName } : null
}
