import { describe, expect, it } from 'vitest'
import { joinAreas, mergeDiary } from './diaryMerge'
import type { Booking, Diary } from './types'

const booking = (id: number, room: number, from: string, to: string, extra: Partial<Booking> = {}) =>
  ({
    id,
    eventId: id * 10,
    eventName: `E${id}`,
    situation: 'NEW',
    eventVersion: 1,
    environment: { id: room },
    start: from,
    end: to,
    occupiedStart: from,
    occupiedEnd: to,
    blocking: false,
    holdRank: 1,
    ...extra,
  }) as Booking
const t = (day: number, hour: number) =>
  `2026-12-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00`
const window = { start: t(1, 0), end: t(8, 0) }
const held: Diary = {
  environments: [
    { id: 1, name: 'A', compound: false, parts: [] },
    { id: 2, name: 'B', compound: false, parts: [] },
  ] as Diary['environments'],
  bookings: [
    booking(1, 1, t(2, 8), t(2, 12)),
    booking(2, 1, t(3, 8), t(3, 12)),
    booking(3, 2, t(2, 8), t(2, 12)),
  ],
  maintenances: [{ id: 9, environment: { id: 1 }, type: 'BLOCK', start: t(2, 6), end: t(2, 7) }],
  holidays: [{ date: '2026-12-08', name: 'Imaculada' }],
}
const none: Diary = { environments: [], bookings: [], maintenances: [], holidays: [] }

describe('mergeDiary', () => {
  it('replaces what the area held and keeps the rest: a move from room 1 to room 2', () => {
    const area = { start: t(2, 8), end: t(2, 14), environments: [1, 2] }
    const fresh = {
      ...none,
      bookings: [booking(1, 2, t(2, 10), t(2, 14)), booking(3, 2, t(2, 8), t(2, 12), { holdRank: 2 })],
    }
    const merged = mergeDiary(held, fresh, area, window)
    expect(merged.bookings.map((b) => [b.id, b.environment.id, b.holdRank])).toEqual([
      [3, 2, 2],
      [1, 2, 1],
      [2, 1, 1],
    ])
    // The maintenance of room 1 at 6–7 lies outside the area's period: kept; rooms and holidays too.
    expect(merged.maintenances).toEqual(held.maintenances)
    expect(merged.holidays).toEqual(held.holidays)
    expect(merged.environments).toBe(held.environments)
  })

  it('drops a booking removed in the area and a maintenance lifted there', () => {
    const area = { start: t(2, 0), end: t(3, 0), environments: [1] }
    const merged = mergeDiary(held, none, area, window)
    expect(merged.bookings.map((b) => b.id)).toEqual([3, 2])
    expect(merged.maintenances).toEqual([])
  })

  it('keeps to the window it was read for', () => {
    const area = { start: t(7, 0), end: t(9, 0), environments: [2] }
    const fresh = { ...none, bookings: [booking(4, 2, t(7, 20), t(8, 2)), booking(5, 2, t(8, 8), t(8, 9))] }
    expect(mergeDiary(held, fresh, area, window).bookings.map((b) => b.id)).toEqual([1, 3, 2, 4])
  })

  it('joins areas heard one after another into one that covers both', () => {
    const a = { start: t(2, 8), end: t(2, 12), environments: [2, 1] }
    expect(joinAreas(undefined, a)).toBe(a)
    expect(joinAreas(a, { start: t(1, 8), end: t(2, 10), environments: [3, 1] })).toEqual({
      start: t(1, 8),
      end: t(2, 12),
      environments: [1, 2, 3],
    })
  })
})
