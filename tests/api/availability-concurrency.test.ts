import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { api, at } from '../helpers/events.js'
import { blockNewEvents, fixtures, items, roomBody } from '../helpers/event-items.js'
import { withTenant } from '../../server/db/tenant.js'

/** Issue 16: two blocking bookings of one simple room never overlap, whatever path or race. */
describe(`availability: the database decides (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let demo: number
  let a: ReturnType<typeof api>
  let it8: ReturnType<typeof items>
  let f: Awaited<ReturnType<typeof fixtures>>
  let customer: { id: number }

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    demo = (await tenantIds(t.app)).DEMO
    admin = await signIn(t.app, accounts.admin)
    it8 = items(t.app, admin)
    f = await fixtures(t.app, admin)
    customer = await a.person(admin, 'Banco Horizonte S.A.', '45.723.174/0001-10')
  })
  afterAll(() => t?.close())

  /** Pairs of blocking occupancy rows of one simple room that overlap: must always be none. */
  const overlaps = () =>
    withTenant(t.app.database.db, demo, async (trx) => {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from booking_occupancy x join booking_occupancy y
          on x.tenant_id = y.tenant_id and x.simple_environment_id = y.simple_environment_id
          and x.event_environment_id < y.event_environment_id and x.occupied && y.occupied
        where x.blocking and y.blocking`.execute(trx)
      return rows[0].n
    })

  it('the exclusion constraint refuses a second blocking overlap written around the engine', async () => {
    const day = 600
    const ids: number[] = []
    for (let i = 0; i < 2; i++) {
      const e = await a.event(admin, { startDate: at(day, 8), endDate: at(day + 1, 18) })
      const res = await it8.add(admin, e.id, 'environment', roomBody(f.roomB.id, e.startDate, e.endDate))
      expect(res.statusCode, res.body).toBe(201)
      ids.push(res.json().id)
    }
    const write = (id: number) =>
      withTenant(t.app.database.db, demo, (trx) =>
        trx.updateTable('event_environment').set({ blocking: true }).where('id', '=', id).execute(),
      )
    await write(ids[0])
    await expect(write(ids[1])).rejects.toMatchObject({ code: '23P01' })
    expect(await overlaps()).toBe(0)
  })

  it.skipIf(testDbKind() !== 'postgres')(
    '30 parallel bookings on a compound and its parts, then 30 parallel confirmations: never two blocking overlaps',
    async () => {
      await blockNewEvents(t.app, admin)
      let day = 620
      const events = []
      for (let i = 0; i < 30; i++)
        events.push(await a.event(admin, { startDate: at(day, 8), endDate: at(day + 1, 18) }))
      const rooms = [f.ballroom.id, f.roomA.id, f.roomB.id]
      const booked = await Promise.all(
        events.map((e, i) =>
          a.call('POST', `/events/event/${e.id}/environment`, admin, {
            ...roomBody(rooms[i % 3], e.startDate, e.endDate),
            eventVersion: e.version,
          }),
        ),
      )
      const codes = booked.map((r) => r.statusCode)
      expect(codes.every((c) => c === 201 || c === 409)).toBe(true)
      expect(codes.filter((c) => c === 201).length).toBeGreaterThanOrEqual(1)
      expect(codes.filter((c) => c === 201).length).toBeLessThanOrEqual(2)
      expect(await overlaps()).toBe(0)
      await blockNewEvents(t.app, admin, false)

      // Holds: 30 NEGOTIATION events on one room, all asking to confirm at once.
      day += 10
      const holds = []
      for (let i = 0; i < 30; i++) {
        const e = await a.event(admin, {
          startDate: at(day, 8),
          endDate: at(day + 1, 18),
          customer: { id: customer.id },
          requesters: [{ person: { id: customer.id } }],
        })
        const res = await it8.add(
          admin,
          e.id,
          'environment',
          roomBody(i % 2 ? f.roomA.id : f.ballroom.id, e.startDate, e.endDate),
        )
        expect(res.statusCode, res.body).toBe(201)
        expect(
          (await a.action(admin, 'event-new/change-new-event-to-negotiation', { id: e.id })).statusCode,
        ).toBe(200)
        holds.push(e)
      }
      const confirms = await Promise.all(
        holds.map((e) => a.action(admin, 'event-confirmation/confirm', { id: e.id })),
      )
      const ok = confirms.filter((r) => r.statusCode === 200)
      expect(ok).toHaveLength(1)
      expect(ok[0].json().id).toBe(holds[0].id) // the first option
      expect(
        confirms
          .filter((r) => r.statusCode !== 200)
          .every(
            (r) =>
              r.statusCode === 409 &&
              ['availability.heldByHigherOption', 'event.environmentNotAvailable'].includes(r.json().message),
          ),
      ).toBe(true)
      expect(await overlaps()).toBe(0)
    },
  )
})
