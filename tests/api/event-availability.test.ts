import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { api, at } from '../helpers/events.js'
import { blockNewEvents, fixtures, items, roomBody, setBlockFlags } from '../helpers/event-items.js'
import { seedAccounts } from '../../server/seed/accounts.js'

/** POST availability/environment and availability/equipment: the item writes' deciders, asked ahead. */
describe(`event availability questions (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let other: Tokens
  let nobody: Tokens
  let ownOnly: Tokens
  let a: ReturnType<typeof api>
  let it8: ReturnType<typeof items>
  let f: Awaited<ReturnType<typeof fixtures>>

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    const { DEMO } = await tenantIds(t.app)
    await seedAccounts(t.database.db, new Map([['DEMO', DEMO]]), [
      {
        email: 'noevent-av@demo.test',
        password: 'None#2026x',
        memberships: [{ tenant: 'DEMO', type: 'COMMON', features: ['PERSON'] }],
      },
      {
        email: 'own-av@demo.test',
        password: 'Own#2026xx',
        memberships: [{ tenant: 'DEMO', type: 'COMMON', features: ['EVENT'] }],
      },
    ])
    admin = await signIn(t.app, accounts.admin)
    other = await signIn(t.app, accounts.otherAdmin)
    nobody = await signIn(t.app, { username: 'noevent-av@demo.test', password: 'None#2026x' })
    ownOnly = await signIn(t.app, { username: 'own-av@demo.test', password: 'Own#2026xx' })
    it8 = items(t.app, admin)
    f = await fixtures(t.app, admin)
    // These rules were written when every booking blocked; issue 16 made it the NEW_SITUATION_BLOCK setting.
    await blockNewEvents(t.app, admin)
  })
  afterAll(() => t?.close())

  const ask = (who: Tokens, what: 'environment' | 'equipment', body: Record<string, unknown>) =>
    a.call('POST', `/events/event/availability/${what}`, who, body)

  it('a room taken by another event answers its conflicts; a free period or the booking itself answers available', async () => {
    const e = await a.event(admin, { startDate: at(200, 8), endDate: at(201, 18) })
    const booked = await it8.add(admin, e.id, 'environment', roomBody(f.roomA.id, at(200, 9), at(200, 17)))
    expect(booked.statusCode, booked.body).toBe(201)
    const taken = await ask(admin, 'environment', {
      environment: { id: f.roomA.id },
      startDateHour: at(200, 10),
      endDateHour: at(200, 12),
    })
    expect(taken.statusCode).toBe(200)
    expect(taken.json()).toMatchObject({ available: false, conflicts: [{ type: 'EVENT', eventId: e.id }] })
    expect(taken.json().conflicts[0].name).toBe(e.name)
    // Someone who may not see others' events learns the room is taken, not whose event holds it.
    const hidden = await ask(ownOnly, 'environment', {
      environment: { id: f.roomA.id },
      startDateHour: at(200, 10),
      endDateHour: at(200, 12),
    })
    expect(hidden.json()).toMatchObject({ available: false, conflicts: [{ type: 'EVENT', name: null }] })
    // The compound room holding room A is taken too.
    expect(
      (
        await ask(admin, 'environment', {
          environment: { id: f.ballroom.id },
          startDateHour: at(200, 10),
          endDateHour: at(200, 12),
        })
      ).json().available,
    ).toBe(false)
    expect(
      (
        await ask(admin, 'environment', {
          environment: { id: f.roomA.id },
          startDateHour: at(202, 10),
          endDateHour: at(202, 12),
        })
      ).json(),
    ).toEqual({ available: true, conflicts: [] })
    // An assembly start sent after the period still counts from the period's start.
    expect(
      (
        await ask(admin, 'environment', {
          environment: { id: f.roomA.id },
          startDateHour: at(200, 10),
          endDateHour: at(200, 12),
          assemblyStart: at(200, 20),
        })
      ).json().available,
    ).toBe(false)
    const own = booked.json().id as number
    expect(
      (
        await ask(admin, 'environment', {
          environment: { id: f.roomA.id },
          startDateHour: at(200, 10),
          endDateHour: at(200, 12),
          eventEnvironment: { id: own },
        })
      ).json().available,
    ).toBe(true)
  })

  it('a booking refused for a maintenance says its period, and its note only to who may read maintenances', async () => {
    const e = await a.event(admin, { startDate: at(240, 8), endDate: at(241, 18) })
    const block = await a.call('POST', '/events/environment-maintenance/', admin, {
      type: 'BLOCK',
      environment: { id: f.roomA.id },
      startDateHour: at(240, 6),
      endDateHour: at(240, 20),
      observation: 'Troca do carpete',
    })
    expect(block.statusCode, block.body).toBe(201)
    const refused = await it8.add(admin, e.id, 'environment', roomBody(f.roomA.id, at(240, 9), at(240, 17)))
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json()).toMatchObject({
      message: 'event.environmentNotAvailable',
      conflicts: [{ type: 'MAINTENANCE', name: 'Troca do carpete', start: at(240, 6), end: at(240, 20) }],
    })
    const period = { environment: { id: f.roomA.id }, startDateHour: at(240, 10), endDateHour: at(240, 12) }
    expect((await ask(ownOnly, 'environment', period)).json()).toMatchObject({
      available: false,
      conflicts: [{ type: 'MAINTENANCE', name: null, start: at(240, 6) }],
    })
  })

  it('equipment answers what the stock leaves for the period; a service is always available', async () => {
    // NEW events block here (beforeAll); their equipment takes the stock with EQUIPMENT_BLOCK too.
    await setBlockFlags(t.app, admin, { EQUIPMENT_BLOCK: true })
    const e = await a.event(admin, { startDate: at(210, 8), endDate: at(211, 18) })
    const held = await it8.add(admin, e.id, 'equipment', {
      equipment: { id: f.projector.id },
      startDateHour: at(210, 9),
      endDateHour: at(210, 17),
      amount: 3,
    })
    expect(held.statusCode, held.body).toBe(201)
    const period = { startDateHour: at(210, 10), endDateHour: at(210, 12) }
    expect(
      (await ask(admin, 'equipment', { equipment: { id: f.projector.id }, ...period, amount: 2 })).json(),
    ).toEqual({ available: true, availableAmount: 2 })
    expect(
      (await ask(admin, 'equipment', { equipment: { id: f.projector.id }, ...period, amount: 3 })).json(),
    ).toEqual({ available: false, availableAmount: 2 })
    expect(
      (await ask(admin, 'equipment', { equipment: { id: f.translation.id }, ...period, amount: 99 })).json(),
    ).toEqual({ available: true, availableAmount: null })
  })

  it('bad periods and bodies are 400 with the field; nothing unknown is answered', async () => {
    const reversed = await ask(admin, 'environment', {
      environment: { id: f.roomA.id },
      startDateHour: at(220, 12),
      endDateHour: at(220, 10),
    })
    expect(reversed.statusCode).toBe(400)
    expect(reversed.json().errors).toEqual([
      expect.objectContaining({ field: 'endDateHour', message: 'period.endBeforeStart' }),
    ])
    const missing = await ask(admin, 'equipment', { startDateHour: at(220, 10), endDateHour: at(220, 12) })
    expect(missing.statusCode).toBe(400)
    expect(
      (
        await ask(admin, 'environment', {
          environment: { id: 99_999_999 },
          startDateHour: at(220, 10),
          endDateHour: at(220, 12),
        })
      ).statusCode,
    ).toBe(404)
  })

  it("another tenant's rooms and equipment are 404; a user without EVENT is 403", async () => {
    const period = { startDateHour: at(230, 10), endDateHour: at(230, 12) }
    expect((await ask(other, 'environment', { environment: { id: f.roomA.id }, ...period })).statusCode).toBe(
      404,
    )
    expect((await ask(other, 'equipment', { equipment: { id: f.projector.id }, ...period })).statusCode).toBe(
      404,
    )
    expect(
      (await ask(nobody, 'environment', { environment: { id: f.roomA.id }, ...period })).statusCode,
    ).toBe(403)
    expect(
      (await ask(nobody, 'equipment', { equipment: { id: f.projector.id }, ...period })).statusCode,
    ).toBe(403)
  })
})
