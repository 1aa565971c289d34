import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tenantColumns } from '../../server/db/tenant.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { api, at } from '../helpers/events.js'
import { fixtures, items, roomBody } from '../helpers/event-items.js'

/**
 * Issue 16, the second wall in the occupancy engine's raw SQL: with row-level security off on this
 * test's own database, another tenant's booking that shares an id with ours (ids are unique per
 * tenant only) must not enter our hold line. Without the explicit tenant predicate the reorder
 * counts that booking as a blocking one ahead and puts ours first.
 */
describe(`availability raw SQL keeps to the tenant without row-level security (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let a: ReturnType<typeof api>
  let it8: ReturnType<typeof items>
  let f: Awaited<ReturnType<typeof fixtures>>
  let other: number

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    other = (await tenantIds(t.app)).OTHER
    admin = await signIn(t.app, accounts.admin)
    it8 = items(t.app, admin)
    f = await fixtures(t.app, admin)
    for (const table of (await tenantColumns(t.database.db)).keys())
      await sql`alter table ${sql.table(table)} disable row level security`.execute(t.database.db)
  })
  afterAll(() => t?.close())

  async function hold(day: number) {
    const e = await a.event(admin, { startDate: at(day, 8), endDate: at(day + 1, 18) })
    const res = await it8.add(admin, e.id, 'environment', roomBody(f.roomB.id, e.startDate, e.endDate))
    expect(res.statusCode, res.body).toBe(201)
    return { event: e.id as number, booking: res.json().id as number }
  }

  it("a reorder ranks among the tenant's own bookings, not another tenant's of the same id", async () => {
    const day = 700
    const first = await hold(day)
    const second = await hold(day)
    // The other tenant: a blocking booking whose id is our second hold's (as the owner, bypassing the API).
    const db = t.database.db
    const { rows } = await sql<{ id: number }>`
      insert into event (tenant_id, name, start_date, end_date, situation)
      values (${other}, 'Elsewhere', ${at(day, 0)}::timestamp, ${at(day + 2, 0)}::timestamp, 'CONFIRMED') returning id`.execute(
      db,
    )
    await sql`insert into event_environment (tenant_id, id, event_id, environment_id, start_date_hour, end_date_hour, blocking)
      values (${other}, ${second.booking}, ${rows[0].id}, 999999, ${at(day, 8)}::timestamp, ${at(day + 1, 18)}::timestamp, true)`.execute(
      db,
    )
    const res = await a.call(
      'PUT',
      `/events/event/${second.event}/environment/${second.booking}/hold-rank`,
      admin,
      {
        rank: 2,
        eventVersion: await it8.version(second.event),
      },
    )
    expect(res.statusCode, res.body).toBe(200)
    // Second in line it asked to stay, second it stays; the first keeps its place.
    expect(res.json()).toMatchObject({ id: second.booking, holdRank: 2 })
    const diary = await a.call('GET', `/events/diary?start=${at(day, 0)}&end=${at(day + 2, 0)}`, admin)
    const rank = (id: number) => diary.json().bookings.find((b: { id: number }) => b.id === id)?.holdRank
    expect(rank(first.booking)).toBe(1)
  })
})
