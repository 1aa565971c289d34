import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { api, at } from '../helpers/events.js'
import { blockNewEvents, fixtures, items, roomBody } from '../helpers/event-items.js'

type Body = Record<string, unknown>
const D = 2450

/**
 * Issue 49: only a customer's request that could not be met is lost business. A diary drag of a
 * booking already made into a taken room is a coordinator's trial: refused, and no lost row; a
 * new booking of the same room for the same event still is lost business.
 */
describe(`a refused move is no lost business (${testDbKind()})`, () => {
  let t: TestApp
  let a: ReturnType<typeof api>
  let admin: Tokens
  let it8: ReturnType<typeof items>
  let f: Awaited<ReturnType<typeof fixtures>>

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    it8 = items(t.app, admin)
    f = await fixtures(t.app, admin)
    await blockNewEvents(t.app, admin)
  })
  afterAll(() => t?.close())

  /** The lost-business report's rows of the days of this test, as the report screen reads them. */
  const lostOf = async (eventId: number) => {
    const res = await a.call('POST', '/events/report/lost-business/data', admin, {
      startDate: at(D, 0).slice(0, 10),
      endDate: at(D + 1, 0).slice(0, 10),
    })
    expect(res.statusCode, res.body).toBe(200)
    return (res.json().rows as Body[]).filter((r) => r.eventId === eventId)
  }

  it('a drag into a taken room is 409 and leaves no lost row; a new booking refused there leaves one', async () => {
    const owner = await a.event(admin, { startDate: at(D, 8), endDate: at(D + 1, 18) })
    expect(
      (await it8.add(admin, owner.id, 'environment', roomBody(f.roomA.id, at(D, 9), at(D, 17)))).statusCode,
    ).toBe(201)
    const moving = await a.event(admin, { startDate: at(D, 8), endDate: at(D + 1, 18) })
    const booking = await it8.add(admin, moving.id, 'environment', roomBody(f.foyer.id, at(D, 10), at(D, 16)))
    expect(booking.statusCode, booking.body).toBe(201)

    const moved = await a.call(
      'PUT',
      `/events/event/${moving.id}/environment/${booking.json().id}/move`,
      admin,
      {
        eventVersion: await it8.version(moving.id),
        rate: 'KEEP',
        environment: { id: f.roomA.id },
        startDateHour: at(D, 10),
        endDateHour: at(D, 16),
      },
    )
    expect(moved.statusCode, moved.body).toBe(409)
    expect(moved.json().message).toBe('event.environmentNotAvailable')
    expect(await lostOf(moving.id)).toEqual([])

    // The same room asked for as a new booking is a request the venue could not meet.
    const asked = await it8.add(admin, moving.id, 'environment', roomBody(f.roomA.id, at(D, 10), at(D, 16)))
    expect(asked.statusCode, asked.body).toBe(409)
    expect(await lostOf(moving.id)).toMatchObject([{ source: 'REFUSED_BOOKING', eventId: moving.id }])
  })
})
