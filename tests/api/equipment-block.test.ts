import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { api, at } from '../helpers/events.js'
import { fixtures, items, roomBody, setBlockFlags } from '../helpers/event-items.js'

/**
 * Issue 16 / platform.md §3: equipment stock follows the rooms' blocking rule. CONFIRMED (and the
 * later working situations) always take the stock; a NEW or NEGOTIATION event's equipment only with
 * EQUIPMENT_BLOCK and that situation's own block flag; CANCELED never. The projector's stock is 5.
 */
describe(`equipment stock by the block flags (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let a: ReturnType<typeof api>
  let it8: ReturnType<typeof items>
  let f: Awaited<ReturnType<typeof fixtures>>
  let customer: { id: number }
  let day = 300

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    it8 = items(t.app, admin)
    f = await fixtures(t.app, admin)
    customer = await a.person(admin, 'Banco Horizonte S.A.', '45.723.174/0001-10')
  })
  afterAll(() => t?.close())

  const off = { EQUIPMENT_BLOCK: false, NEW_SITUATION_BLOCK: false, NEGOTIATION_SITUATION_BLOCK: false }

  /** A NEW event on the current day holding `amount` projectors (and `room`, which confirming needs). */
  async function holding(amount: number, room?: number, on = day) {
    const e = await a.event(admin, {
      startDate: at(on, 8),
      endDate: at(on, 18),
      customer: { id: customer.id },
      requesters: [{ person: { id: customer.id } }],
    })
    const res = await it8.add(admin, e.id, 'equipment', {
      equipment: { id: f.projector.id },
      startDateHour: at(on, 9),
      endDateHour: at(on, 17),
      amount,
    })
    expect(res.statusCode, res.body).toBe(201)
    if (room) {
      const booked = await it8.add(admin, e.id, 'environment', roomBody(room, at(on, 8), at(on, 18)))
      expect(booked.statusCode, booked.body).toBe(201)
    }
    return e.id as number
  }
  const left = async (on = day) => {
    const res = await a.call('POST', '/events/event/availability/equipment', admin, {
      equipment: { id: f.projector.id },
      startDateHour: at(on, 10),
      endDateHour: at(on, 12),
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json().availableAmount as number
  }
  const toNegotiation = (id: number) => a.action(admin, 'event-new/change-new-event-to-negotiation', { id })
  const confirm = (id: number) => a.action(admin, 'event-confirmation/confirm', { id })

  it.each([
    ['no flag', 5, {}],
    ['NEW_SITUATION_BLOCK without EQUIPMENT_BLOCK', 5, { NEW_SITUATION_BLOCK: true }],
    ['EQUIPMENT_BLOCK without NEW_SITUATION_BLOCK', 5, { EQUIPMENT_BLOCK: true }],
    [
      'EQUIPMENT_BLOCK and NEGOTIATION_SITUATION_BLOCK',
      5,
      { EQUIPMENT_BLOCK: true, NEGOTIATION_SITUATION_BLOCK: true },
    ],
    ['EQUIPMENT_BLOCK and NEW_SITUATION_BLOCK', 2, { EQUIPMENT_BLOCK: true, NEW_SITUATION_BLOCK: true }],
  ])("a NEW event's 3 projectors with %s leave %i of 5", async (_, expected, flags) => {
    day += 2
    await setBlockFlags(t.app, admin, { ...off, ...flags })
    await holding(3)
    expect(await left()).toBe(expected)
  })

  it('a NEGOTIATION event takes the stock with EQUIPMENT_BLOCK and NEGOTIATION_SITUATION_BLOCK only', async () => {
    day += 2
    await setBlockFlags(t.app, admin, { ...off, EQUIPMENT_BLOCK: true, NEW_SITUATION_BLOCK: true })
    const e = await holding(3)
    expect((await toNegotiation(e)).statusCode).toBe(200)
    expect(await left()).toBe(5)
    await setBlockFlags(t.app, admin, { ...off, EQUIPMENT_BLOCK: true, NEGOTIATION_SITUATION_BLOCK: true })
    expect(await left()).toBe(2)
    // Beyond what is left, another counted booking is refused with what is available.
    const more = await a.event(admin, { startDate: at(day, 8), endDate: at(day, 18) })
    expect((await toNegotiation(more.id)).statusCode).toBe(200)
    const refused = await it8.add(admin, more.id, 'equipment', {
      equipment: { id: f.projector.id },
      startDateHour: at(day, 9),
      endDateHour: at(day, 17),
      amount: 3,
    })
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json()).toMatchObject({ message: 'event.equipmentStock', available: 2 })
  })

  it('with no flag a confirmed event always takes the stock; confirming beyond it is refused', async () => {
    day += 2
    await setBlockFlags(t.app, admin, off)
    const first = await holding(4, f.foyer.id)
    const second = await holding(3, f.roomB.id) // NEW takes nothing: not refused, 4 + 3 > 5 is only a wish
    expect(await left()).toBe(5)
    expect((await toNegotiation(first)).statusCode).toBe(200)
    const confirmed = await confirm(first)
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(await left()).toBe(1)
    expect((await toNegotiation(second)).statusCode).toBe(200)
    const refused = await confirm(second)
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json()).toMatchObject({ message: 'event.equipmentStock', available: 1 })
    // Nothing half-written: the second event is still negotiating and the stock still 1.
    expect((await a.call('GET', `/events/event/${second}`, admin)).json().situation).toBe('NEGOTIATION')
    expect(await left()).toBe(1)
  })
})
