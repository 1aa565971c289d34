import { describe, expect, it } from 'vitest'
import { addRoomPath, roomPeriodOf, suggestedRoomOf, withoutSuggestedRoom } from './addToEvent'

const event = { start: '2026-12-01T08:00:00', end: '2026-12-03T18:00:00' }

describe('a suggested room carried to an event', () => {
  it('goes to the environment tab and comes back out of the URL as it went in', () => {
    const path = addRoomPath('/app', 12, {
      room: 7,
      start: '2026-12-02T09:00:00',
      end: '2026-12-02T17:00:00',
      format: 3,
      people: 40,
    })
    expect(path.startsWith('/app/event/12/edit?tab=environment&addRoom=7&')).toBe(true)
    const params = new URLSearchParams(path.split('?')[1])
    expect(suggestedRoomOf(params)).toEqual({
      room: 7,
      start: '2026-12-02T09:00:00',
      end: '2026-12-02T17:00:00',
      format: 3,
      people: 40,
    })
    expect(withoutSuggestedRoom(params).toString()).toBe('tab=environment')
  })

  it('leaves out what is malformed', () => {
    expect(suggestedRoomOf(new URLSearchParams('tab=environment'))).toBeUndefined()
    expect(suggestedRoomOf(new URLSearchParams('addRoom=x'))).toBeUndefined()
    expect(
      suggestedRoomOf(
        new URLSearchParams('addRoom=5&roomStart=2026-12-02&roomEnd=2026-12-01T00:00:00&roomPeople=0'),
      ),
    ).toEqual({ room: 5, format: undefined, people: undefined })
  })

  it("keeps the suggestion's period within the event's dates", () => {
    const inside = { room: 1, start: '2026-12-02T09:00:00', end: '2026-12-02T17:00:00' }
    expect(roomPeriodOf(inside, event)).toEqual({
      period: { start: inside.start, end: inside.end },
      clamped: false,
    })
    expect(
      roomPeriodOf({ room: 1, start: '2026-11-30T09:00:00', end: '2026-12-02T17:00:00' }, event),
    ).toEqual({
      period: { start: event.start, end: '2026-12-02T17:00:00' },
      clamped: true,
    })
    // No overlap at all: the event's whole period.
    expect(
      roomPeriodOf({ room: 1, start: '2026-12-10T09:00:00', end: '2026-12-11T17:00:00' }, event),
    ).toEqual({
      period: event,
      clamped: true,
    })
    expect(roomPeriodOf({ room: 1 }, event)).toEqual({ period: event, clamped: false })
  })
})
