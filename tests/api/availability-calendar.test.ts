import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { api, at } from '../helpers/events.js'
import { fixtures, items, roomBody } from '../helpers/event-items.js'

interface Entry {
  id: number
  isEnvironmentReservation: boolean
  environment: { id: number; name: string } | null
  eventType: { id: number; name: string } | null
}

/** Issue 16: the event calendar's entries carry their event type and filter by it. */
describe(`event calendar: event type on entries and the eventTypes filter (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let a: ReturnType<typeof api>
  let f: Awaited<ReturnType<typeof fixtures>>
  const tag = Math.random().toString(36).slice(2, 7)
  const day = 520
  let congress: { id: number; name: string }
  let wedding: { id: number; name: string }
  let ids: { booked: number; roomless: number; untyped: number }

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    f = await fixtures(t.app, admin)
    congress = await a.post('/events/event-type/', admin, { name: `Congresso ${tag}` })
    wedding = await a.post('/events/event-type/', admin, { name: `Casamento ${tag}` })
    const period = { startDate: at(day, 8), endDate: at(day + 1, 18) }
    const booked = await a.event(admin, {
      ...period,
      name: `Com sala ${tag}`,
      eventType: { id: congress.id },
    })
    const res = await items(t.app, admin).add(
      admin,
      booked.id,
      'environment',
      roomBody(f.roomB.id, at(day, 9), at(day, 17)),
    )
    expect(res.statusCode, res.body).toBe(201)
    const roomless = await a.event(admin, {
      ...period,
      name: `Sem sala ${tag}`,
      eventType: { id: wedding.id },
    })
    const untyped = await a.event(admin, { ...period, name: `Sem tipo ${tag}` })
    ids = { booked: booked.id, roomless: roomless.id, untyped: untyped.id }
  })
  afterAll(() => t?.close())

  const calendar = async (extra = '') => {
    const res = await a.call(
      'GET',
      `/events/event/calendar?start=${at(day, 0)}&end=${at(day + 2, 0)}${extra}`,
      admin,
    )
    expect(res.statusCode, res.body).toBe(200)
    const mine = new Set(Object.values(ids))
    return (res.json() as Entry[]).filter((e) => mine.has(e.id))
  }

  it('each entry names its event type (null for an event without one), rooms as before', async () => {
    const entries = await calendar()
    const byId = new Map(entries.map((e) => [e.id, e]))
    expect(byId.get(ids.booked)).toMatchObject({
      isEnvironmentReservation: true,
      environment: { id: f.roomB.id, name: f.roomB.name },
      eventType: { id: congress.id, name: congress.name },
    })
    expect(byId.get(ids.roomless)).toMatchObject({
      isEnvironmentReservation: false,
      environment: null,
      eventType: { id: wedding.id, name: wedding.name },
    })
    expect(byId.get(ids.untyped)).toMatchObject({ eventType: null })
  })

  it('eventTypes keeps only the events of those types', async () => {
    expect((await calendar(`&eventTypes=${wedding.id}`)).map((e) => e.id)).toEqual([ids.roomless])
    const both = await calendar(`&eventTypes=${congress.id},${wedding.id}`)
    expect(both.map((e) => e.id).sort((x, y) => x - y)).toEqual(
      [ids.booked, ids.roomless].sort((x, y) => x - y),
    )
    // With situations too: both filters apply.
    expect(await calendar(`&eventTypes=${wedding.id}&situations=CONFIRMED`)).toEqual([])
  })

  it('a malformed eventTypes list is a 400 on the field, not a 500', async () => {
    const res = await a.call(
      'GET',
      `/events/event/calendar?start=${at(day, 0)}&end=${at(day + 2, 0)}&eventTypes=1,x`,
      admin,
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0]).toMatchObject({ field: 'eventTypes', message: 'error.invalidValue' })
  })
})
