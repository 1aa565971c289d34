import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { api, at } from '../helpers/events.js'
import { fixtures, items, roomBody } from '../helpers/event-items.js'
import { putConfiguration } from '../helpers/configuration.js'

/** Issue 16 follow-up: changing the block flags re-decides the bookings already made. */
describe(`availability: block flags over existing bookings (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let a: ReturnType<typeof api>
  let it8: ReturnType<typeof items>
  let f: Awaited<ReturnType<typeof fixtures>>
  let reason: { id: number }

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    it8 = items(t.app, admin)
    f = await fixtures(t.app, admin)
    reason = await a.reason(admin)
  })
  afterAll(() => t?.close())

  async function booked(room: number, day: number) {
    const e = await a.event(admin, { startDate: at(day, 8), endDate: at(day + 1, 18) })
    const res = await it8.add(admin, e.id, 'environment', roomBody(room, e.startDate, e.endDate))
    expect(res.statusCode, res.body).toBe(201)
    return { event: e.id as number, booking: res.json().id as number }
  }
  const flags = (on: boolean) =>
    putConfiguration(t.app, admin, [
      { name: 'ENVIRONMENT_BLOCK', value: on },
      { name: 'NEW_SITUATION_BLOCK', value: on },
    ])
  const rankOf = async (day: number, booking: number) => {
    const res = await a.call('GET', `/events/diary?start=${at(day, 0)}&end=${at(day + 2, 0)}`, admin)
    return res.json().bookings.find((b: { id: number }) => b.id === booking) as {
      blocking: boolean
      holdRank: number | null
    }
  }
  const entry = async (name: string) =>
    (await a.call('GET', '/events/configuration', admin))
      .json()
      .find((e: { name: string }) => e.name === name).value

  it('turning NEW blocking on makes NEW bookings block in line order; an overlapping later option stays a hold', async () => {
    const day = 520
    const first = await booked(f.foyer.id, day)
    const second = await booked(f.foyer.id, day)
    expect(await rankOf(day, second.booking)).toMatchObject({ blocking: false, holdRank: 2 })
    const on = await flags(true)
    try {
      expect(on.statusCode, on.body).toBe(200)
      expect(await entry('ENVIRONMENT_BLOCK')).toBe(true)
      expect(await rankOf(day, first.booking)).toMatchObject({ blocking: true, holdRank: null })
      expect(await rankOf(day, second.booking)).toMatchObject({ blocking: false, holdRank: 2 })
      const e = await a.event(admin, { startDate: at(day, 8), endDate: at(day + 1, 18) })
      const res = await it8.add(admin, e.id, 'environment', roomBody(f.foyer.id, e.startDate, e.endDate))
      expect(res.json()).toMatchObject({ message: 'event.environmentNotAvailable' })
      // The first option leaves: the queued one moves up to 1st option (it blocks once settled again).
      const cancel = await a.action(admin, `event-cancellation/cancel/${first.event}`, {
        reason: { id: reason.id },
      })
      expect(cancel.statusCode, cancel.body).toBe(200)
      expect(await rankOf(day, second.booking)).toMatchObject({ blocking: false, holdRank: 1 })
    } finally {
      expect((await flags(false)).statusCode).toBe(200)
    }
    // Off again: NEW bookings are holds, ranked in line.
    expect(await rankOf(day, second.booking)).toMatchObject({ blocking: false, holdRank: 1 })
  })

  it('the suggestion does not count a room as free under a BLOCK maintenance (its compound neither); HOUSE_USE leaves it free', async () => {
    const day = 560
    const post = (type: string, room: number) =>
      a.call('POST', '/events/environment-maintenance/', admin, {
        type,
        environment: { id: room },
        startDateHour: at(day, 6),
        endDateHour: at(day, 20),
      })
    expect((await post('BLOCK', f.roomA.id)).statusCode).toBe(201)
    expect((await post('HOUSE_USE', f.foyer.id)).statusCode).toBe(201)
    const res = await a.call(
      'GET',
      `/events/environment-suggest?startDate=${at(day, 9)}&endDate=${at(day, 12)}&size=100`,
      admin,
    )
    expect(res.statusCode, res.body).toBe(200)
    const checked = (id: number) =>
      res.json().content.find((c: { environment: { id: number } }) => c.environment.id === id)?.checked
    expect(checked(f.roomA.id)).toBe(false)
    expect(checked(f.ballroom.id)).toBe(false)
    expect(checked(f.foyer.id)).toBe(true)
  })
})
