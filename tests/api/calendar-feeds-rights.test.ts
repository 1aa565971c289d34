import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { buildApp } from '../../server/app.js'
import { openDatabase, type DatabaseHandle } from '../../server/db/connection.js'
import { createTestApp, testAppConfig, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { api, at } from '../helpers/events.js'
import { fixtures, items, roomBody } from '../helpers/event-items.js'
import { seedAccounts } from '../../server/seed/accounts.js'
import { withTenant } from '../../server/db/tenant.js'
import * as bookings from '../../server/calendar-feeds/bookings.js'

// Counts how often a feed's bookings are read, to show that a 304 reads none.
vi.mock('../../server/calendar-feeds/bookings.js', async (original) => {
  const real = await original<typeof import('../../server/calendar-feeds/bookings.js')>()
  return { ...real, feedBookings: vi.fn(real.feedBookings) }
})

const LIMIT = 4
const STAFF = ['EVENT', 'ENVIRONMENT_TIMELINE', 'ACTION_SEE_OTHERS_EVENTS']

/**
 * Issue 49: a feed shows what its owner may see now, read from the database by whichever server
 * answers; it stops (404) when they may no longer follow it; its owner can always revoke it and
 * an administrator sees and revokes every feed of the tenant; a person holds a limited number;
 * the list is a page; a 304 builds no body, and a date never hides a change made within its second.
 */
describe(`calendar feeds: rights, limits and validators (${testDbKind()})`, () => {
  let t: TestApp
  // A second server on the same database, which reads the feeds in the two-server test.
  let second: { app: FastifyInstance; database: DatabaseHandle; dir: string }
  let admin: Tokens
  let a: ReturnType<typeof api>
  let f: Awaited<ReturnType<typeof fixtures>>
  let it8: ReturnType<typeof items>
  let customer: { id: number }
  let n = 0

  /** A new staff member with these features: their token and membership id. */
  async function member(features: string[]) {
    const email = `feeds-${++n}@demo.test`
    const ids = await tenantIds(t.app)
    await seedAccounts(t.database.db, new Map([['DEMO', ids.DEMO]]), [
      { email, password: 'Feed#2026xx', memberships: [{ tenant: 'DEMO', type: 'COMMON', features }] },
    ])
    const tokens = await signIn(t.app, { username: email, password: 'Feed#2026xx' })
    const row = await t.database.db
      .selectFrom('events_user')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    return { tokens, id: row.id, email }
  }

  async function booked(room: number, day: number, name: string) {
    const e = await a.event(admin, {
      name,
      startDate: at(day, 8),
      endDate: at(day + 1, 18),
      customer: { id: customer.id },
      requesters: [{ person: { id: customer.id } }],
    })
    const res = await it8.add(admin, e.id, 'environment', roomBody(room, at(day, 10), at(day, 16)))
    expect(res.statusCode, res.body).toBe(201)
    return { event: e.id as number, booking: res.json().id as number }
  }

  const subscribe = async (who: Tokens, body: Record<string, unknown>) => {
    const res = await a.call('POST', '/events/calendar-feed?language=en-us', who, body)
    expect(res.statusCode, res.body).toBe(201)
    const feed = res.json() as { id: number; url: string }
    return { ...feed, path: new URL(feed.url).pathname }
  }
  const read = (app: FastifyInstance, file: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: file, headers })
  const setLevels = (id: number, features: string[]) =>
    a.call('PUT', `/events/events-users/${id}/permission-levels`, admin, {
      levels: Object.fromEntries(features.map((x) => [x, 'FREE'])),
    })

  beforeAll(async () => {
    t = await createTestApp({ configure: (c) => (c.calendarFeedsPerPerson = LIMIT) })
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    it8 = items(t.app, admin)
    f = await fixtures(t.app, admin)
    customer = await a.person(admin, 'Banco Horizonte S.A.', '45.723.174/0001-10')
    // PGlite is one embedded server (its connections share one session): there the test's app
    // stands for both. On PostgreSQL a second app opens its own pool on the same database.
    if (testDbKind() !== 'postgres') return
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventdesk-api-'))
    const database = await openDatabase({ databaseUrl: t.database.url, dataDir: 'memory://', poolSize: 5 })
    const logger = process.env.TEST_LOG ? undefined : false
    second = { app: await buildApp(testAppConfig(dir), { database, logger }), database, dir }
  })
  afterAll(async () => {
    if (second?.app !== t?.app) {
      await second?.app.close()
      await second?.database.close()
      fs.rmSync(second.dir, { recursive: true, force: true })
    }
    await t?.close()
  })
  // Set once beforeAll has run: the second server, or the only one.
  beforeAll(() => {
    second ??= { app: t.app, database: t.database, dir: '' }
  })

  it('a right removed through one server is gone at once from the feed another server reads', async () => {
    await booked(f.roomA.id, 410, 'Congresso Sigiloso')
    const staff = await member(STAFF)
    const feed = await subscribe(staff.tokens, { scope: 'ENVIRONMENT', id: f.roomA.id })
    // The second server reads it first, so whatever it keeps of the owner is warm.
    const before = await read(second.app, feed.path)
    expect(before.statusCode).toBe(200)
    expect(before.body).toContain('Congresso Sigiloso')

    expect((await setLevels(staff.id, ['EVENT', 'ENVIRONMENT_TIMELINE'])).statusCode).toBe(200)
    const after = await read(second.app, feed.path)
    expect(after.statusCode, after.body).toBe(200)
    expect(after.body).not.toContain('Congresso Sigiloso')
    expect(after.body).toContain('SUMMARY:Reserved')
  })

  it('the feed reads the rights in the database, not a copy a lost notice would leave stale', async () => {
    await booked(f.roomB.id, 412, 'Jantar Reservado')
    const staff = await member(STAFF)
    const feed = await subscribe(staff.tokens, { scope: 'ENVIRONMENT', id: f.roomB.id })
    for (const app of [t.app, second.app])
      expect((await read(app, feed.path)).body).toContain('Jantar Reservado')
    // A change whose notice never reaches the servers (triggers off for this write only).
    await t.database.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx)
      await sql`update events_user set features = ${['EVENT']} where id = ${staff.id}`.execute(trx)
    })
    for (const app of [t.app, second.app]) {
      const res = await read(app, feed.path)
      expect(res.statusCode).toBe(200)
      expect(res.body).not.toContain('Jantar Reservado')
    }
  })

  it('with no right to feeds the feed is 404, revealing nothing; the owner still lists and revokes it', async () => {
    const staff = await member(STAFF)
    const feed = await subscribe(staff.tokens, { scope: 'ENVIRONMENT', id: f.roomA.id })
    expect((await read(second.app, feed.path)).statusCode).toBe(200)
    expect((await setLevels(staff.id, [])).statusCode).toBe(200)
    for (const app of [t.app, second.app]) {
      const res = await read(app, feed.path)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ status: 404, message: 'calendarFeed.notFound' })
      expect(res.body).not.toContain('BEGIN:VCALENDAR')
    }
    const mine = await a.call('GET', '/events/calendar-feed', staff.tokens)
    expect(mine.statusCode).toBe(200)
    expect(mine.json().content.map((x: { id: number }) => x.id)).toEqual([feed.id])
    expect((await a.call('DELETE', `/events/calendar-feed/${feed.id}`, staff.tokens)).statusCode).toBe(204)

    // Another person's events: the feed stops when seeing others' events is taken away.
    const watcher = await member(STAFF)
    const theirs = await subscribe(watcher.tokens, { scope: 'USER', id: staff.id })
    expect((await read(t.app, theirs.path)).statusCode).toBe(200)
    expect((await setLevels(watcher.id, ['EVENT'])).statusCode).toBe(200)
    expect((await read(second.app, theirs.path)).statusCode).toBe(404)
    // A membership switched off: 404 too.
    const mineToo = await subscribe(watcher.tokens, { scope: 'USER', id: watcher.id })
    expect((await read(t.app, mineToo.path)).statusCode).toBe(200)
    await t.database.db
      .updateTable('events_user')
      .set({ active: false })
      .where('id', '=', watcher.id)
      .execute()
    expect((await read(second.app, mineToo.path)).statusCode).toBe(404)
  })

  it('an administrator lists every feed of the tenant with its owner, a page at a time, and revokes any', async () => {
    const staff = await member(STAFF)
    const own = await subscribe(staff.tokens, {
      scope: 'ENVIRONMENT',
      id: f.roomA.id,
      name: 'Sala A da equipe',
    })
    await subscribe(staff.tokens, { scope: 'USER', id: staff.id })
    expect((await a.call('GET', '/events/calendar-feed?all=true', staff.tokens)).statusCode).toBe(403)

    const all = await a.call('GET', '/events/calendar-feed?all=true&size=100', admin)
    expect(all.statusCode, all.body).toBe(200)
    expect(all.json().content).toContainEqual(
      expect.objectContaining({
        id: own.id,
        name: 'Sala A da equipe',
        target: { id: f.roomA.id, name: f.roomA.name },
        owner: { id: staff.id, email: staff.email },
      }),
    )
    const total = all.json().totalElements as number
    const page = await a.call('GET', '/events/calendar-feed?all=true&page=1&size=2', admin)
    expect(page.json()).toMatchObject({ totalElements: total, size: 2, number: 1, numberOfElements: 2 })
    expect(page.json().totalPages).toBe(Math.ceil(total / 2))
    expect(page.json().content.map((x: { id: number }) => x.id)).toEqual(
      all
        .json()
        .content.slice(2, 4)
        .map((x: { id: number }) => x.id),
    )
    // Their own list holds only theirs; the admin's revoke ends the staff member's feed.
    const mine = (await a.call('GET', '/events/calendar-feed', staff.tokens)).json()
    expect(mine).toMatchObject({ totalElements: 2, number: 0, numberOfElements: 2 })
    expect((await a.call('DELETE', `/events/calendar-feed/${own.id}`, admin)).statusCode).toBe(204)
    expect((await read(second.app, own.path)).statusCode).toBe(404)
    // Another tenant's administrator neither sees nor revokes it.
    const other = await signIn(t.app, accounts.otherAdmin)
    const theirs = (await a.call('GET', '/events/calendar-feed?all=true&size=100', other)).json()
    expect(theirs.content.map((x: { owner: { email: string } }) => x.owner.email)).not.toContain(
      'admin@demo.test',
    )
  })

  it(`a person holds at most ${LIMIT} feeds: one more is 400 naming the limit; a revoke frees a place`, async () => {
    const staff = await member(STAFF)
    const made = []
    for (let i = 0; i < LIMIT; i++) made.push(await subscribe(staff.tokens, { scope: 'USER', id: staff.id }))
    const over = await a.call('POST', '/events/calendar-feed', staff.tokens, { scope: 'USER', id: staff.id })
    expect(over.statusCode).toBe(400)
    expect(over.json()).toMatchObject({
      status: 400,
      message: 'calendarFeed.limit',
      errors: [{ field: 'scope', message: 'calendarFeed.limit', params: { limit: String(LIMIT) } }],
    })
    expect((await a.call('DELETE', `/events/calendar-feed/${made[0].id}`, staff.tokens)).statusCode).toBe(204)
    await subscribe(staff.tokens, { scope: 'USER', id: staff.id })
  })

  it('a 304 is answered without reading the bookings', async () => {
    const b = await booked(f.roomB.id, 420, 'Feira de Cache')
    const feed = await subscribe(admin, { scope: 'EVENT', id: b.event })
    const first = await read(t.app, feed.path)
    expect(first.statusCode).toBe(200)
    const reads = vi.mocked(bookings.feedBookings).mock.calls.length
    const again = await read(t.app, feed.path, { 'if-none-match': String(first.headers.etag) })
    expect(again.statusCode).toBe(304)
    expect(vi.mocked(bookings.feedBookings).mock.calls.length).toBe(reads)
    const byDate = await read(t.app, feed.path, {
      'if-modified-since': String(first.headers['last-modified']),
    })
    expect(byDate.statusCode).toBe(304)
    expect(vi.mocked(bookings.feedBookings).mock.calls.length).toBe(reads)
  })

  it('a change within the same second as the copy a calendar holds is never a 304 by date', async () => {
    const b = await booked(f.roomB.id, 424, 'Feira de Validadores')
    const feed = await subscribe(admin, { scope: 'EVENT', id: b.event })
    expect((await read(t.app, feed.path)).statusCode).toBe(200)
    const tenant = (await tenantIds(t.app)).DEMO
    const rename = (name: string) =>
      withTenant(t.database.db, tenant, (trx) =>
        trx.updateTable('event').set({ name }).where('id', '=', b.event).execute(),
      )
    for (let round = 1; round <= 3; round++) {
      // Early in a second (a whole one after the last change): a change, the calendar reads it,
      // and another change in that same second.
      await new Promise((r) => setTimeout(r, 2_005 - (Date.now() % 1_000)))
      await rename(`Feira ${round}a`)
      const copy = await read(t.app, feed.path)
      expect(copy.body).toContain(`Feira ${round}a`)
      const since = copy.headers['last-modified']
      expect(since, `round ${round}`).toBeDefined()
      expect(Date.parse(String(since))).toBeLessThanOrEqual(Date.now())
      expect((await read(t.app, feed.path, { 'if-modified-since': String(since) })).statusCode).toBe(304)
      await rename(`Feira ${round}b`)
      const changed = await read(t.app, feed.path, { 'if-modified-since': String(since) })
      expect(changed.statusCode, `round ${round}`).toBe(200)
      expect(changed.body).toContain(`Feira ${round}b`)
    }
  })
})
