import { describe, expect, it } from 'vitest'
import { toWire } from '../diaryRead'
import { droppedPeriod } from './dragTimes'
import { parseWire } from './diaryItems'

// The month zoom: 30 days over about 900 px.
const MONTH_MS_PER_PX = (30 * 86_400_000) / 900
const booking = { group: 1, start: parseWire('2026-11-30T08:00:00'), end: parseWire('2026-11-30T18:00:00') }
const hours = (d: Date, h: number) => new Date(d.getTime() + h * 3_600_000)
const wire = (p: { start: Date; end: Date }) => [toWire(p.start), toWire(p.end)]

describe('a drag sends exactly the times shown', () => {
  it('straight down to another room with a pixel of sideways jitter (snapped an hour early): the times stay', () => {
    const dropped = { group: 2, start: hours(booking.start, -1), end: hours(booking.end, -1) }
    expect(wire(droppedPeriod(booking, dropped, MONTH_MS_PER_PX))).toEqual([
      '2026-11-30T08:00:00',
      '2026-11-30T18:00:00',
    ])
  })

  it('a deliberate sideways move, a move in the same row and a resize keep what the drag asked', () => {
    const later = { group: 2, start: hours(booking.start, 24), end: hours(booking.end, 24) }
    expect(wire(droppedPeriod(booking, later, MONTH_MS_PER_PX))).toEqual([
      '2026-12-01T08:00:00',
      '2026-12-01T18:00:00',
    ])
    const sameRoom = { group: 1, start: hours(booking.start, -1), end: hours(booking.end, -1) }
    expect(wire(droppedPeriod(booking, sameRoom, MONTH_MS_PER_PX))[0]).toBe('2026-11-30T07:00:00')
    const resized = { group: 2, start: booking.start, end: hours(booking.end, 1) }
    expect(wire(droppedPeriod(booking, resized, MONTH_MS_PER_PX))[1]).toBe('2026-11-30T19:00:00')
  })

  it('the wire times round-trip through the timeline’s dates in the person’s zone', () => {
    for (const s of ['2026-11-30T08:00:00', '2027-03-28T10:30:00', '2026-10-25T23:30:00'])
      expect(toWire(parseWire(s))).toBe(s)
  })
})
