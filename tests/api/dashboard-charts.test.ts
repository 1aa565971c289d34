import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { api, at } from '../helpers/events.js'
import { fixtures, items, roomBody } from '../helpers/event-items.js'

interface Day {
  date: string
  booked: number
  held: number
  total: number
}

/** Issue 19: the dashboard's charts — events per situation and the next 30 days' room occupancy. */
describe(`dashboard charts (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let a: ReturnType<typeof api>
  let f: Awaited<ReturnType<typeof fixtures>>

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    f = await fixtures(t.app, admin)
  })
  afterAll(() => t?.close())

  const dashboard = async (who = admin) => {
    const res = await a.call('GET', '/events/event/dashboard', who)
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as { perSituation: { situation: string; events: number }[]; occupancy: Day[] }
  }
  const day = (d: { occupancy: Day[] }, offset: number) =>
    d.occupancy.find((x) => x.date === at(offset).slice(0, 10))!

  it('counts rooms held and booked per day for 30 days, a compound taking its parts', async () => {
    const other = await signIn(t.app, accounts.otherAdmin)
    const otherBefore = await dashboard(other)
    const before = await dashboard()
    expect(before.occupancy).toHaveLength(30)
    expect(before.occupancy[0].date).toBe(at(0).slice(0, 10))
    // Sala A, Sala B and the foyer are simple rooms; the ballroom is made of A and B.
    expect(before.occupancy[0].total).toBeGreaterThanOrEqual(3)

    const customer = await a.person(admin, 'Banco Horizonte S.A.', '45.723.174/0001-10')
    const e = await a.event(admin, {
      startDate: at(3, 8),
      endDate: at(4, 18),
      customer: { id: customer.id },
      requesters: [{ person: { id: customer.id } }],
    })
    const booking = await items(t.app, admin).add(
      admin,
      e.id,
      'environment',
      roomBody(f.ballroom.id, e.startDate, e.endDate),
    )
    expect(booking.statusCode, booking.body).toBe(201)
    const held = await dashboard()
    for (const offset of [3, 4]) {
      expect(day(held, offset).held - day(before, offset).held).toBe(2)
      expect(day(held, offset).booked).toBe(day(before, offset).booked)
    }
    expect(day(held, 5).held).toBe(day(before, 5).held)

    expect(
      (await a.action(admin, 'event-new/change-new-event-to-negotiation', { id: e.id })).statusCode,
    ).toBe(200)
    const confirmed = await a.action(admin, 'event-confirmation/confirm', { id: e.id })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    const after = await dashboard()
    expect(day(after, 3).booked - day(before, 3).booked).toBe(2)
    expect(day(after, 3).held).toBe(day(before, 3).held)
    // Another tenant's dashboard never counts our rooms or events.
    const otherAfter = await dashboard(other)
    expect([otherAfter.perSituation, otherAfter.occupancy]).toEqual([
      otherBefore.perSituation,
      otherBefore.occupancy,
    ])
  })

  it('counts events per situation as the totals do, within what the person may see', async () => {
    const d = await dashboard()
    const situations = d.perSituation.map((s) => s.situation)
    const totals = (
      await a.call('POST', `/events/event/totals/${situations.join(',')}`, admin, {})
    ).json() as {
      situation: string
      total: number
    }[]
    expect(d.perSituation.map((s) => [s.situation, s.events])).toEqual(
      situations.map((s) => [s, totals.find((x) => x.situation === s)!.total]),
    )
    expect(d.perSituation.find((s) => s.situation === 'CONFIRMED')?.events).toBeGreaterThanOrEqual(1)
  })
})
