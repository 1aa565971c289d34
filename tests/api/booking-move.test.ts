import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { api, at } from '../helpers/events.js'
import { blockNewEvents, fixtures, items, roomBody } from '../helpers/event-items.js'

type Body = Record<string, unknown>

/** DESIGN.md wave 3 "Move a booking": one call per move, decided like any booking write. */
describe(`booking move: PUT …/environment/{id}/move (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let a: ReturnType<typeof api>
  let it8: ReturnType<typeof items>
  let f: Awaited<ReturnType<typeof fixtures>>

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    it8 = items(t.app, admin)
    f = await fixtures(t.app, admin)
    // NEW events block their rooms, so a second event on a room is a conflict, not a hold.
    await blockNewEvents(t.app, admin)
  })
  afterAll(() => t?.close())

  /** An event over days `day`..`day+1` with one booking of `room` 10:00–16:00 on `day`, set up 08:00–18:00. */
  async function booked(room: number, day: number) {
    const e = await a.event(admin, { startDate: at(day, 8), endDate: at(day + 1, 18) })
    const res = await it8.add(
      admin,
      e.id,
      'environment',
      roomBody(room, at(day, 10), at(day, 16), {
        assemblyStart: at(day, 8),
        assemblyEnd: at(day, 11),
        disassemblyDeadline: at(day, 18),
      }),
    )
    expect(res.statusCode, res.body).toBe(201)
    return { event: e.id as number, booking: res.json().id as number }
  }
  const move = async (b: { event: number; booking: number }, body: Body, version?: number) =>
    a.call('PUT', `/events/event/${b.event}/environment/${b.booking}/move`, admin, {
      eventVersion: version ?? (await it8.version(b.event)),
      rate: 'KEEP',
      ...body,
    })
  const itemOf = async (b: { event: number; booking: number }) =>
    (await it8.list(admin, b.event, 'environment')).json().content.find((i: Body) => i.id === b.booking)
  const total = async (eventId: number) =>
    (await a.call('GET', `/events/event/${eventId}/summary`, admin)).json().total as number

  it('moves to a free room and time: setup shifts with it, KEEP keeps the rate, NEW_ROOM takes the room’s', async () => {
    const day = 400
    const b = await booked(f.roomA.id, day)
    const version = await it8.version(b.event)
    const before = await total(b.event)
    const res = await move(b, {
      environment: { id: f.foyer.id },
      startDateHour: at(day + 1, 9),
      endDateHour: at(day + 1, 15),
    })
    expect(res.statusCode, res.body).toBe(200)
    const kept = res.json()
    // 23 hours later: assembly and disassembly keep their distance to the booking.
    expect(kept).toMatchObject({
      id: b.booking,
      environment: { id: f.foyer.id, name: f.foyer.name },
      startDateHour: at(day + 1, 9),
      endDateHour: at(day + 1, 15),
      assemblyStart: at(day + 1, 7),
      assemblyEnd: at(day + 1, 10),
      disassemblyDeadline: at(day + 1, 17),
      dailyRate: 1000,
      eventVersion: version + 1,
    })
    expect(await itemOf(b)).toMatchObject({ environment: { id: f.foyer.id }, dailyRate: 1000 })
    expect(await total(b.event)).toBe(before)

    const priced = await move(b, {
      environment: { id: f.foyer.id },
      startDateHour: at(day + 1, 9),
      endDateHour: at(day + 1, 15),
      rate: 'NEW_ROOM',
    })
    expect(priced.statusCode, priced.body).toBe(200)
    expect(priced.json()).toMatchObject({ dailyRate: 500, eventVersion: version + 2 })
    expect(await total(b.event)).toBeLessThan(before)

    const trail = (await a.call('GET', `/events/event/audit?eventId=${b.event}`, admin)).json() as Body[]
    const changed = trail.filter((r) => r.action === 'U').map((r) => r.field)
    expect(changed).toEqual(expect.arrayContaining(['environment', 'startDateHour', 'dailyRate']))
    // The diary carries the event's version, which the timeline's move sends, and the rates a move asks about.
    const diary = (
      await a.call('GET', `/events/diary?start=${at(day, 0)}&end=${at(day + 2, 0)}`, admin)
    ).json()
    const drawn = diary.bookings.find((x: Body) => x.id === b.booking)
    expect(drawn).toMatchObject({
      eventVersion: version + 2,
      environment: { id: f.foyer.id },
      dailyRate: 500,
    })
    expect(diary.environments.find((r: Body) => r.id === f.roomA.id)).toMatchObject({ dailyRate: 1000 })
  })

  it('onto a taken slot: 409 naming the conflict, and nothing changes', async () => {
    const day = 410
    const taken = await booked(f.roomB.id, day)
    const b = await booked(f.foyer.id, day)
    const version = await it8.version(b.event)
    const res = await move(b, {
      environment: { id: f.roomB.id },
      startDateHour: at(day, 10),
      endDateHour: at(day, 16),
    })
    expect(res.statusCode, res.body).toBe(409)
    expect(res.json()).toMatchObject({
      message: 'event.environmentNotAvailable',
      errors: [{ field: 'environment' }],
      conflicts: [{ type: 'EVENT', eventId: taken.event }],
    })
    expect(await itemOf(b)).toMatchObject({ environment: { id: f.foyer.id }, startDateHour: at(day, 10) })
    expect(await it8.version(b.event)).toBe(version)
  })

  it('a stale eventVersion is 409 and changes nothing', async () => {
    const day = 420
    const b = await booked(f.roomB.id, day)
    const version = await it8.version(b.event)
    const body = { environment: { id: f.roomB.id }, startDateHour: at(day, 11), endDateHour: at(day, 17) }
    const res = await move(b, body, version - 1)
    expect(res.statusCode, res.body).toBe(409)
    expect(res.json().message).toBe('event.changedInAnotherSession')
    expect(await itemOf(b)).toMatchObject({ startDateHour: at(day, 10) })
  })

  it('bad input is 400 naming the field', async () => {
    const day = 430
    const b = await booked(f.roomB.id, day)
    const ok = { environment: { id: f.roomB.id }, startDateHour: at(day, 10), endDateHour: at(day, 16) }
    const cases: [Body, string][] = [
      [{ ...ok, startDateHour: undefined }, 'startDateHour'],
      [{ ...ok, rate: 'CHEAP' }, 'rate'],
      [{ ...ok, endDateHour: at(day, 9) }, 'endDateHour'],
      [{ ...ok, environment: { id: 987654321 } }, 'environment'],
      [{ ...ok, startDateHour: '2030-02-30T10:00:00' }, 'startDateHour'],
      // Outside the event's dates: the refusal names the field, as the item form's does.
      [{ ...ok, startDateHour: at(day - 1, 10) }, 'startDateHour'],
    ]
    for (const [body, field] of cases) {
      const res = await move(b, body)
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400)
      expect(res.json().errors.map((e: Body) => e.field)).toContain(field)
    }
    const noRate = await a.call('PUT', `/events/event/${b.event}/environment/${b.booking}/move`, admin, {
      ...ok,
      eventVersion: await it8.version(b.event),
    })
    expect(noRate.statusCode).toBe(400)
    expect(noRate.json().errors[0]).toMatchObject({ field: 'rate', message: 'error.required' })
  })

  it('moving within the event’s dates from its first hour works (the drag straight down)', async () => {
    const day = 440
    const e = await a.event(admin, { startDate: at(day, 8), endDate: at(day, 18) })
    const res = await it8.add(admin, e.id, 'environment', roomBody(f.roomA.id, at(day, 8), at(day, 18)))
    expect(res.statusCode, res.body).toBe(201)
    const b = { event: e.id as number, booking: res.json().id as number }
    const moved = await move(b, {
      environment: { id: f.roomB.id },
      startDateHour: at(day, 8),
      endDateHour: at(day, 18),
    })
    expect(moved.statusCode, moved.body).toBe(200)
  })

  it('another tenant’s event is 404 and unknown bookings are 404', async () => {
    const day = 450
    const b = await booked(f.roomB.id, day)
    const other = await signIn(t.app, accounts.otherAdmin)
    const body = {
      environment: { id: f.roomB.id },
      startDateHour: at(day, 10),
      endDateHour: at(day, 16),
      eventVersion: await it8.version(b.event),
      rate: 'KEEP',
    }
    const url = `/events/event/${b.event}/environment/${b.booking}/move`
    expect((await a.call('PUT', url, other, body)).statusCode).toBe(404)
    const missing = `/events/event/${b.event}/environment/987654321/move`
    expect((await a.call('PUT', missing, admin, body)).statusCode).toBe(404)
  })

  it.skipIf(testDbKind() !== 'postgres')(
    'two moves of different bookings into one free slot in parallel: one 200, one 409',
    async () => {
      for (let round = 0; round < 5; round++) {
        const day = 500 + round * 3
        const one = await booked(f.roomB.id, day)
        const two = await booked(f.foyer.id, day)
        const target = {
          environment: { id: f.roomA.id },
          startDateHour: at(day, 12),
          endDateHour: at(day, 14),
        }
        const versions = await Promise.all([it8.version(one.event), it8.version(two.event)])
        const answers = await Promise.all([move(one, target, versions[0]), move(two, target, versions[1])])
        expect(answers.map((r) => r.statusCode).sort(), answers.map((r) => r.body).join('\n')).toEqual([
          200, 409,
        ])
      }
    },
  )
})
