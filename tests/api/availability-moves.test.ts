import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { api, at } from '../helpers/events.js'
import { fixtures, items, roomBody } from '../helpers/event-items.js'

/** Issue 16 follow-up: two bookings moving crosswise take their room locks in one order. */
describe(`availability: crossing moves (${testDbKind()})`, () => {
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
  })
  afterAll(() => t?.close())

  it.skipIf(testDbKind() !== 'postgres')('A→B and B→A in parallel, 20 rounds: never a 500', async () => {
    const day = 700
    const rooms = [f.roomA.id, f.roomB.id]
    const booked = []
    for (const room of rooms) {
      const e = await a.event(admin, { startDate: at(day, 8), endDate: at(day + 1, 18) })
      const res = await it8.add(admin, e.id, 'environment', roomBody(room, e.startDate, e.endDate))
      expect(res.statusCode, res.body).toBe(201)
      booked.push({
        event: e.id as number,
        booking: res.json().id as number,
        start: e.startDate,
        end: e.endDate,
      })
    }
    for (let round = 1; round <= 20; round++) {
      const answers = await Promise.all(
        booked.map((b, i) =>
          it8.change(
            admin,
            b.event,
            'environment',
            b.booking,
            roomBody(rooms[(i + round) % 2], b.start, b.end),
          ),
        ),
      )
      for (const r of answers) expect(r.statusCode, r.body).toBe(200)
    }
  })

  it.skipIf(testDbKind() !== 'postgres')(
    'cancelling the two higher options in parallel promotes the others to 1..n without gaps or duplicates',
    async () => {
      const day = 740
      const reason = await a.reason(admin)
      const held = []
      for (let i = 0; i < 5; i++) {
        const e = await a.event(admin, { startDate: at(day, 8), endDate: at(day + 1, 18) })
        const res = await it8.add(admin, e.id, 'environment', roomBody(f.foyer.id, e.startDate, e.endDate))
        expect(res.statusCode, res.body).toBe(201)
        held.push({ event: e.id as number, booking: res.json().id as number })
      }
      const cancels = await Promise.all(
        held
          .slice(0, 2)
          .map((h) => a.action(admin, `event-cancellation/cancel/${h.event}`, { reason: { id: reason.id } })),
      )
      for (const r of cancels) expect(r.statusCode, r.body).toBe(200)
      const diary = await a.call('GET', `/events/diary?start=${at(day, 0)}&end=${at(day + 2, 0)}`, admin)
      const ranks = held
        .slice(2)
        .map((h) => diary.json().bookings.find((b: { id: number }) => b.id === h.booking)?.holdRank as number)
      expect(ranks).toEqual([1, 2, 3])
    },
  )
})
