import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedAccounts } from '../../server/seed/accounts.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { api, at } from '../helpers/events.js'
import { fixtures, items, roomBody } from '../helpers/event-items.js'

/**
 * The diary read's whole answer, field by field (issue 36 has PostgreSQL write it as JSON): the
 * types a client parses (numbers, booleans, the wire's `YYYY-MM-DDTHH:mm:ss`), the order of rooms
 * and bookings, what a reader who may not see an event gets, and the room and situation filters.
 */
describe(`the diary read, whole (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let own: Tokens
  let a: ReturnType<typeof api>
  let f: Awaited<ReturnType<typeof fixtures>>
  const day = 610

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    // Sees the diary and their own events only (no ACTION_SEE_OTHERS_EVENTS).
    await seedAccounts(t.database.db, new Map([['DEMO', (await tenantIds(t.app)).DEMO]]), [
      {
        email: 'diary-own@demo.test',
        password: 'Diary#2026x',
        memberships: [{ tenant: 'DEMO', type: 'COMMON', features: ['EVENT', 'ENVIRONMENT_TIMELINE'] }],
      },
    ])
    own = await signIn(t.app, { username: 'diary-own@demo.test', password: 'Diary#2026x' })
    f = await fixtures(t.app, admin)
  })
  afterAll(() => t?.close())

  const read = async (who: Tokens, extra = '') => {
    const res = await a.call('GET', `/events/diary?start=${at(day, 0)}&end=${at(day + 2, 0)}${extra}`, who)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    return res.json()
  }

  it('answers every field with its type, rooms by name, bookings by occupied start; hides what the reader may not see', async () => {
    const e = await a.event(admin, {
      name: 'Diário Inteiro',
      startDate: at(day, 8),
      endDate: at(day + 1, 18),
    })
    const room = roomBody(f.roomA.id, at(day, 9), at(day, 17), { dailyRate: 1234.5 })
    const made = await items(t.app, admin).add(admin, e.id, 'environment', room)
    expect(made.statusCode, made.body).toBe(201)
    const later = await items(t.app, admin).add(
      admin,
      e.id,
      'environment',
      roomBody(f.foyer.id, at(day + 1, 9), at(day + 1, 12)),
    )
    expect(later.statusCode, later.body).toBe(201)
    const m = await a.call('POST', '/events/environment-maintenance/', admin, {
      type: 'BLOCK',
      environment: { id: f.roomB.id },
      startDateHour: at(day, 6),
      endDateHour: at(day, 7),
    })
    expect(m.statusCode, m.body).toBe(201)
    const holidayDate = at(day + 1, 0).slice(0, 10)
    expect(
      (
        await a.call('POST', '/events/holiday/', admin, {
          name: 'Feriado X',
          category: 'MUNICIPAL',
          date: holidayDate,
        })
      ).statusCode,
    ).toBe(201)
    const d = await read(admin)
    const event = (await a.call('GET', `/events/event/${e.id}`, admin)).json()
    const order = d.environments.map((r: { id: number }) => r.id)
    expect(order.indexOf(f.roomA.id)).toBeLessThan(order.indexOf(f.roomB.id))
    expect(d.environments).toContainEqual({
      id: f.ballroom.id,
      name: f.ballroom.name,
      compound: true,
      dailyRate: 3000,
      parts: [f.roomA.id, f.roomB.id].sort((x, y) => x - y),
    })
    expect(d.environments).toContainEqual({
      id: f.roomA.id,
      name: f.roomA.name,
      compound: false,
      dailyRate: 1000,
      parts: [],
    })
    const mine = d.bookings.filter((b: { eventId: number }) => b.eventId === e.id)
    expect(mine).toEqual([
      {
        id: made.json().id,
        eventId: e.id,
        eventName: 'Diário Inteiro',
        // Who made the event (the events user): the diary offers a move only to who may change it.
        createdBy: event.createdBy.id,
        dailyRate: 1234.5,
        situation: 'NEW',
        eventVersion: event.version,
        eventStart: at(day, 8),
        eventEnd: at(day + 1, 18),
        environment: { id: f.roomA.id },
        start: at(day, 9),
        end: at(day, 17),
        occupiedStart: at(day, 9),
        occupiedEnd: at(day, 17),
        blocking: false,
        holdRank: 1,
      },
      expect.objectContaining({
        id: later.json().id,
        environment: { id: f.foyer.id },
        start: at(day + 1, 9),
      }),
    ])
    expect(d.maintenances).toContainEqual({
      id: m.json().id,
      environment: { id: f.roomB.id },
      type: 'BLOCK',
      start: at(day, 6),
      end: at(day, 7),
    })
    expect(d.holidays).toContainEqual({ date: holidayDate, name: 'Feriado X' })

    // Another person's event: the booking is there (the room is taken), its name and rate are not.
    const theirs = (await read(own)).bookings.find((b: { id: number }) => b.id === made.json().id)
    expect(theirs).toMatchObject({
      eventId: e.id,
      eventName: null,
      createdBy: null,
      dailyRate: null,
      eventStart: null,
      eventEnd: null,
      environment: { id: f.roomA.id },
    })
  })

  it('keeps to the rooms and situations asked for', async () => {
    const onlyB = await read(admin, `&environments=${f.roomB.id}`)
    expect(onlyB.environments.map((r: { id: number }) => r.id)).toEqual([f.roomB.id])
    expect(onlyB.bookings).toEqual([])
    expect(onlyB.maintenances).toHaveLength(1)
    const onlyA = await read(admin, `&environments=${f.roomA.id}`)
    expect(onlyA.maintenances).toEqual([])
    expect(onlyA.bookings.map((b: { environment: { id: number } }) => b.environment.id)).toEqual([f.roomA.id])
    expect((await read(admin, '&situations=CONFIRMED')).bookings).toEqual([])
    expect((await read(admin, '&situations=NEW')).bookings.length).toBeGreaterThanOrEqual(2)
    expect((await read(admin, '&environments=999999999')).environments).toEqual([])
  })

  it('answers from the cache until a change the diary shows commits, made anywhere', async () => {
    const e = await a.event(admin, { name: 'Diário Cache', startDate: at(day, 8), endDate: at(day + 1, 18) })
    const made = await items(t.app, admin).add(
      admin,
      e.id,
      'environment',
      roomBody(f.roomB.id, at(day, 13), at(day, 15)),
    )
    expect(made.statusCode, made.body).toBe(201)
    const booking = async () =>
      (await read(admin)).bookings.find((b: { id: number }) => b.id === made.json().id)
    expect(await booking()).toMatchObject({ eventName: 'Diário Cache' })
    const db = t.database.db
    // A change with the triggers off (as a replica applies one) leaves the version: the answer kept is served.
    await db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx)
      await sql`update event set name = 'Sem gatilho' where id = ${e.id}`.execute(trx)
    })
    expect(await booking()).toMatchObject({ eventName: 'Diário Cache' })
    // The same change made by hand, outside any tenant: the version moves, the diary shows it.
    await sql`update event set name = 'À mão' where id = ${e.id}`.execute(db)
    expect(await booking()).toMatchObject({ eventName: 'À mão' })
    // Through the API: the event's version, a room's name, a maintenance, a holiday.
    const renamed = await a.call('PUT', '/events/event/', admin, {
      ...((await a.call('GET', `/events/event/${e.id}`, admin)).json() as Record<string, unknown>),
      name: 'Diário Renomeado',
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(await booking()).toMatchObject({
      eventName: 'Diário Renomeado',
      eventVersion: renamed.json().version,
    })
    const room = (await a.call('GET', `/events/environment/${f.roomB.id}`, admin)).json()
    expect((await a.call('PUT', '/events/environment/', admin, { ...room, dailyRate: 777 })).statusCode).toBe(
      200,
    )
    expect((await read(admin)).environments).toContainEqual(
      expect.objectContaining({ id: f.roomB.id, dailyRate: 777 }),
    )
    const before = (await read(admin)).maintenances.length
    const m = await a.call('POST', '/events/environment-maintenance/', admin, {
      type: 'HOUSE_USE',
      environment: { id: f.roomB.id },
      startDateHour: at(day, 16),
      endDateHour: at(day, 17),
    })
    expect(m.statusCode, m.body).toBe(201)
    expect((await read(admin)).maintenances).toHaveLength(before + 1)
    const date = at(day, 0).slice(0, 10)
    const h = await a.call('POST', '/events/holiday/', admin, { name: 'Feriado Y', category: 'STATE', date })
    expect(h.statusCode, h.body).toBe(201)
    expect((await read(admin)).holidays).toContainEqual({ date, name: 'Feriado Y' })
    // The booking removed: gone at once.
    const removed = await items(t.app, admin).remove(admin, e.id, 'environment', made.json().id)
    expect(removed.statusCode, removed.body).toBe(200)
    expect(await booking()).toBeUndefined()
  })

  it('moves the version once per transaction, at its commit, and not for a rolled-back one', async () => {
    const db = t.database.db
    const demo = (await tenantIds(t.app)).DEMO
    const version = async () =>
      Number(
        (
          await sql<{ v: number }>`select version as v from diary_version where tenant_id = ${demo}`.execute(
            db,
          )
        ).rows[0]?.v ?? 0,
      )
    const v0 = await version()
    await db.transaction().execute(async (trx) => {
      await sql`update event set name = name where tenant_id = ${demo}`.execute(trx)
      await sql`update event_environment set hold_order = hold_order where tenant_id = ${demo}`.execute(trx)
    })
    expect(await version()).toBe(v0 + 1)
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`update event set name = name where tenant_id = ${demo}`.execute(trx)
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await version()).toBe(v0 + 1)
    // Other registries leave it.
    await a.call('POST', '/events/event-type/', admin, { name: `Tipo ${Math.random()}` })
    expect(await version()).toBe(v0 + 1)
  })
})
