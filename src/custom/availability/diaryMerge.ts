/**
 * A DIARY push names the rooms and the period a change touched (server/availability/diary-push.ts):
 * an open diary reads just that stretch again and lays it over what it holds (issue 36: "a refresh
 * after a push reads only the range and rooms it names"). Everything the server could have changed
 * lies in the stretch — a booking before and after a move, the holds re-ranked around it — so what
 * the diary held there is replaced whole and the rest is kept as it was.
 */
import type { Booking, Diary, Maintenance } from './types'

/** Rooms over a period, `YYYY-MM-DDTHH:mm:ss` local times. */
export interface DiaryArea {
  start: string
  end: string
  environments: number[]
}

/** Two areas as one that covers both (pushes heard while a drag held the diary). */
export const joinAreas = (a: DiaryArea | undefined, b: DiaryArea): DiaryArea =>
  a
    ? {
        start: a.start < b.start ? a.start : b.start,
        end: a.end > b.end ? a.end : b.end,
        environments: [...new Set([...a.environments, ...b.environments])].sort((x, y) => x - y),
      }
    : b

const overlaps = (s: string, e: string, from: string, to: string) => s < to && e > from
const byOccupied = (a: Booking, b: Booking) =>
  a.occupiedStart.localeCompare(b.occupiedStart) || a.occupiedEnd.localeCompare(b.occupiedEnd) || a.id - b.id

/**
 * `held` with the area replaced by `fresh` (the diary read of the area's rooms and period), kept to
 * the window `held` was read for. Bookings stay in the server's order (occupied start, end, id).
 */
export function mergeDiary(
  held: Diary,
  fresh: Diary,
  area: DiaryArea,
  window: { start: string; end: string },
): Diary {
  const rooms = new Set(area.environments)
  const freshIds = new Set(fresh.bookings.map((b) => b.id))
  const inArea = (room: number, s: string, e: string) =>
    rooms.has(room) && overlaps(s, e, area.start, area.end)
  const inWindow = (s: string, e: string) => overlaps(s, e, window.start, window.end)
  const bookings = [
    ...held.bookings.filter(
      (b) => !freshIds.has(b.id) && !inArea(b.environment.id, b.occupiedStart, b.occupiedEnd),
    ),
    ...fresh.bookings.filter((b) => inWindow(b.occupiedStart, b.occupiedEnd)),
  ].sort(byOccupied)
  const freshMaintenances = new Set(fresh.maintenances.map((m) => m.id))
  const maintenances: Maintenance[] = [
    ...held.maintenances.filter(
      (m) => !freshMaintenances.has(m.id) && !inArea(m.environment.id, m.start, m.end),
    ),
    ...fresh.maintenances.filter((m) => inWindow(m.start, m.end)),
  ]
  return { ...held, bookings, maintenances }
}
