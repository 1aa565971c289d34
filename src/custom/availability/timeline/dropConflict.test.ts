import { describe, expect, it } from 'vitest'
import type { Booking, Diary } from '../types'
import { dropConflict } from './dropConflict'

const booking = (id: number, room: number, day: number, extra: Partial<Booking> = {}): Booking => ({
  id,
  eventId: id * 10,
  eventName: `Evento ${id}`,
  situation: 'CONFIRMED',
  environment: { id: room },
  start: `2026-12-0${day}T10:00:00`,
  end: `2026-12-0${day}T16:00:00`,
  occupiedStart: `2026-12-0${day}T08:00:00`,
  occupiedEnd: `2026-12-0${day}T18:00:00`,
  blocking: true,
  holdRank: null,
  ...extra,
})

const diary: Diary = {
  environments: [
    { id: 1, name: 'Sala A', compound: false, parts: [] },
    { id: 2, name: 'Sala B', compound: false, parts: [] },
    { id: 3, name: 'Salão A+B', compound: true, parts: [1, 2] },
    { id: 4, name: 'Foyer', compound: false, parts: [] },
  ],
  bookings: [
    booking(1, 1, 2),
    booking(2, 4, 2),
    booking(3, 2, 3, { blocking: false, holdRank: 1, situation: 'NEW' }),
    booking(4, 2, 5),
  ],
  maintenances: [
    {
      id: 1,
      environment: { id: 4 },
      type: 'BLOCK',
      start: '2026-12-04T00:00:00',
      end: '2026-12-04T23:59:00',
    },
    {
      id: 2,
      environment: { id: 1 },
      type: 'HOUSE_USE',
      start: '2026-12-05T00:00:00',
      end: '2026-12-05T23:59:00',
    },
  ],
  holidays: [],
}
const at = (day: number, hour: number) => new Date(2026, 11, day, hour)

describe('dropConflict', () => {
  it('a blocking booking dropped on another, set-up included, names the holder', () => {
    // Booking 2 (Foyer, day 2) onto Sala A the same day: booking 1 holds it.
    expect(dropConflict(diary, 2, 1, at(2, 10), at(2, 16))).toEqual({
      kind: 'BOOKING',
      eventName: 'Evento 1',
    })
    // Its set-up (08:00–10:00 before) still meets booking 1's disassembly until 18:00 when it starts at 19:00.
    expect(dropConflict(diary, 2, 1, at(2, 19), at(2, 23))).toEqual({
      kind: 'BOOKING',
      eventName: 'Evento 1',
    })
    expect(dropConflict(diary, 2, 1, at(2, 21), at(2, 23))).toBeNull()
  })

  it('a compound shares space with its parts, both ways', () => {
    expect(dropConflict(diary, 2, 3, at(2, 10), at(2, 16))).toMatchObject({ kind: 'BOOKING' })
    expect(dropConflict(diary, 1, 2, at(5, 10), at(5, 16))).toMatchObject({ kind: 'BOOKING' })
  })

  it('a maintenance block refuses any booking, a hold too; house use does not', () => {
    expect(dropConflict(diary, 3, 4, at(4, 10), at(4, 16))).toEqual({ kind: 'MAINTENANCE' })
    expect(dropConflict(diary, 4, 1, at(5, 10), at(5, 16))).toBeNull()
  })

  it('a hold may sit behind a blocking booking (it is ranked), and a booking never meets itself', () => {
    expect(dropConflict(diary, 3, 1, at(2, 10), at(2, 16))).toBeNull()
    expect(dropConflict(diary, 1, 1, at(2, 11), at(2, 17))).toBeNull()
  })

  it('a booking dropped outside its event, set-up included, is refused for that (issue 49)', () => {
    // Event of booking 1 runs on day 2 from 08:00 to 18:00 (its set-up fills it).
    const held: Diary = {
      ...diary,
      bookings: diary.bookings.map((b) =>
        b.id === 1 ? { ...b, eventStart: '2026-12-02T08:00:00', eventEnd: '2026-12-02T18:00:00' } : b,
      ),
    }
    const outside = {
      kind: 'OUTSIDE_EVENT',
      eventStart: '2026-12-02T08:00:00',
      eventEnd: '2026-12-02T18:00:00',
    }
    expect(dropConflict(held, 1, 1, at(3, 10), at(3, 16))).toEqual(outside)
    // An hour later: the disassembly would end at 19:00, after the event.
    expect(dropConflict(held, 1, 1, at(2, 11), at(2, 17))).toEqual(outside)
    expect(dropConflict(held, 1, 2, at(2, 10), at(2, 16))).toBeNull()
    // A hidden event's dates are not known: the server decides.
    expect(dropConflict(diary, 1, 1, at(3, 10), at(3, 16))).toBeNull()
  })
})
