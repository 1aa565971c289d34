import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { quotedCurrency } from '../helpers/currency.js'
import { accounts, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { api, at } from '../helpers/events.js'
import { fixtures, items, plusHours } from '../helpers/event-items.js'
import { day } from '../helpers/accommodation.js'
import { withTenant } from '../../server/db/tenant.js'
import { putConfiguration } from '../helpers/configuration.js'

/**
 * One reckoning of an event's money (issue 33, DESIGN.md wave 3 "Money"): the summary says its
 * currency; the costs report, the statistics' revenue and the dashboard's revenue all show the
 * summary's total, converted to the main currency at the quotation of the event's confirmation
 * (today's while unconfirmed); and for generated events the summary, the costs report and the
 * statistics equal a reckoning done by hand here.
 */
const D = 2400
const TAX = { environment: 10, equipment: 5, foodAndBeverage: 8 }
const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100

describe(`one reckoning of an event's money (${testDbKind()})`, () => {
  let t: TestApp
  let a: ReturnType<typeof api>
  let admin: Tokens
  let f: Awaited<ReturnType<typeof fixtures>>
  let it8: ReturnType<typeof items>
  let currency: { id: number; isoCode: string; symbol: string }
  let DEMO: number
  const report = (type: string, from: number, to = from, body: Record<string, unknown> = {}) =>
    a.call('POST', `/events/report/${type}/data`, admin, { ...body, startDate: day(from), endDate: day(to) })
  const add = async (eventId: number, kind: string, body: Record<string, unknown>) => {
    const res = await it8.add(admin, eventId, kind, body)
    expect(res.statusCode, `${kind}: ${res.body}`).toBe(201)
  }
  const confirmAt = (eventId: number, when: string) =>
    withTenant(t.database.db, DEMO, (trx) =>
      trx
        .updateTable('event')
        .set({ situation: 'CONFIRMED', confirmed_at: when })
        .where('id', '=', eventId)
        .execute(),
    )
  /** An event in the foreign currency with one room: 3 days at 1000 (tax 10 %) = 3300. */
  const foreignEvent = async (start: string, end: string) => {
    const e = await a.event(admin, {
      name: 'Convenção em moeda estrangeira',
      startDate: start,
      endDate: end,
      currencyCompany: { id: currency.id },
    })
    await add(e.id, 'environment', {
      environment: { id: f.roomB.id },
      startDateHour: start,
      endDateHour: end,
      dailyRate: 1000,
      assemblyEnd: plusHours(start, 1),
    })
    return e.id as number
  }

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    DEMO = (await tenantIds(t.app)).DEMO
    it8 = items(t.app, admin)
    f = await fixtures(t.app, admin)
    const res = await putConfiguration(t.app, admin, [
      { name: 'ENVIRONMENT_TAX', value: TAX.environment },
      { name: 'EQUIPMENT_TAX', value: TAX.equipment },
      { name: 'FOOD_AND_BEVERAGE_TAX', value: TAX.foodAndBeverage },
    ])
    expect(res.statusCode, res.body).toBe(200)
    currency = await quotedCurrency(a, admin, 'Peso', 'P$')
  })
  afterAll(() => t?.close())

  it("the summary names its currency: the event's own, else the main one", async () => {
    const foreign = await foreignEvent(`${day(D)}T09:00:00`, `${day(D + 2)}T18:00:00`)
    const own = (await a.call('GET', `/events/event/${foreign}/summary`, admin)).json()
    expect(own.currency).toEqual({ id: currency.id, isoCode: currency.isoCode, symbol: 'P$' })
    expect(own.total).toBe(3300)
    const plain = await a.event(admin, { name: 'Na moeda principal' })
    const main = (await a.call('GET', `/events/event/${plain.id}/summary`, admin)).json()
    expect(main.currency).toMatchObject({ isoCode: 'BRL', symbol: 'R$' })
    expect(main.currency.id).toEqual(expect.any(Number))
  })

  it("converts at the quotation of the confirmation, today's while unconfirmed: costs, statistics and dashboard agree", async () => {
    const start = D + 10
    const id = await foreignEvent(`${day(start)}T09:00:00`, `${day(start + 2)}T18:00:00`)
    // Unconfirmed: today's quotation (the latest, 5.2).
    const open = (await report('costs', start)).json().rows[0]
    expect(open).toMatchObject({ code: id, total: 3300, quotation: 5.2, totalConverted: 17160 })
    expect(open.quotationDate).toBe('2026-02-21T09:00:00')
    // Confirmed on 1 February: the quotation in force then (5), whatever came later.
    await confirmAt(id, '2026-02-01T10:00:00')
    const costs = (await report('costs', start)).json().rows[0]
    expect(costs).toMatchObject({ code: id, total: 3300, quotation: 5, totalConverted: 16500 })
    const statistics = (await report('statistics', start)).json()
    expect(statistics.rows).toEqual([
      { situation: 'CONFIRMED', events: 1, people: 0, revenue: 16500, currency: 'BRL' },
    ])
    const perMonth = statistics.panels.find((p: { id: string }) => p.id === 'revenue').chart
    expect(perMonth.series[0].data).toEqual([16500])
    expect(perMonth.labels).toEqual([day(start).slice(0, 7)])

    // The dashboard's next 30 days: the same converted total joins the confirmed revenue.
    const dashboard = async () => (await a.call('GET', '/events/event/dashboard', admin)).json().revenue
    const before = await dashboard()
    const soon = await foreignEvent(at(20, 9), at(22, 18))
    await confirmAt(soon, '2026-02-01T10:00:00')
    const after = await dashboard()
    expect(after.currency).toMatchObject({ isoCode: 'BRL' })
    expect(after.confirmed.events).toBe(before.confirmed.events + 1)
    expect(after.confirmed.total).toBeCloseTo(before.confirmed.total + 16500, 2)
    expect(after.pipeline).toEqual(before.pipeline)
  })

  it('for generated events the summary, the costs report and the statistics equal a hand reckoning', async () => {
    let run = 0
    const money = fc.integer({ min: 0, max: 5000 })
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          days: fc.integer({ min: 1, max: 4 }),
          roomRate: money,
          courtesy: fc.integer({ min: 0, max: 4 }),
          roomDiscountShare: fc.integer({ min: 0, max: 100 }),
          equipmentRate: fc.integer({ min: 0, max: 300 }),
          amount: fc.integer({ min: 1, max: 5 }),
          meal: fc.record({
            value: fc.integer({ min: 0, max: 200 }),
            people: fc.integer({ min: 1, max: 300 }),
            perItem: fc.boolean(),
          }),
          menu: fc.array(
            fc.record({ value: fc.integer({ min: 0, max: 80 }), amount: fc.integer({ min: 1, max: 50 }) }),
            {
              maxLength: 3,
            },
          ),
          totalDiscount: fc.integer({ min: 0, max: 500 }),
        }),
        async (g) => {
          const first = D + 100 + 10 * run++
          const start = `${day(first)}T09:00:00`
          const end = `${day(first + g.days - 1)}T18:00:00`
          const e = await a.event(admin, { name: `Gerado ${run}`, startDate: start, endDate: end })
          await add(e.id, 'environment', {
            environment: { id: f.roomA.id },
            startDateHour: start,
            endDateHour: end,
            dailyRate: g.roomRate,
            courtesyDailies: g.courtesy,
            assemblyEnd: plusHours(start, 1),
          })
          await add(e.id, 'equipment', {
            equipment: { id: f.projector.id },
            startDateHour: start,
            endDateHour: end,
            dailyRate: g.equipmentRate,
            amount: g.amount,
          })
          await add(e.id, 'meal', {
            mealPlace: { id: f.roomA.id },
            startDateHour: `${day(first)}T12:00:00`,
            endDateHour: `${day(first)}T14:00:00`,
            value: g.meal.value,
            esteemedPeople: g.meal.people,
            chargeType: g.meal.perItem ? 'PER_ITEM' : 'PER_PERSON',
          })
          if (g.menu.length)
            await add(e.id, 'menu', {
              name: 'Cardápio',
              items: g.menu.map((m, i) => ({ description: `Prato ${i}`, ...m })),
            })
          // By hand: a room's courtesy dailies are given back; a discount by area lowers the room's
          // net and its tax proportionally; the total discount comes off the sum of the groups.
          const roomBase = g.roomRate * (g.days - Math.min(g.courtesy, g.days))
          const roomDiscount = Math.floor((roomBase * g.roomDiscountShare) / 100)
          const group = (net: number, rate: number) => round2(net) + round2((net * rate) / 100)
          const food =
            g.meal.value * (g.meal.perItem ? 1 : g.meal.people) +
            g.menu.reduce((s, m) => s + m.value * m.amount, 0)
          const groups =
            group(roomBase - roomDiscount, TAX.environment) +
            group(g.equipmentRate * g.amount * g.days, TAX.equipment) +
            group(food, TAX.foodAndBeverage)
          if (roomDiscount) await add(e.id, 'discount', { type: 'BY_AREA', environmentValue: roomDiscount })
          if (g.totalDiscount) await add(e.id, 'discount', { type: 'TOTAL', value: g.totalDiscount })
          const expected = round2(groups - g.totalDiscount)

          const summary = (await a.call('GET', `/events/event/${e.id}/summary`, admin)).json()
          expect(summary.total).toBe(expected)
          const costs = (await report('costs', first)).json()
          expect(costs.rows).toHaveLength(1)
          expect(costs.rows[0]).toMatchObject({ code: e.id, total: expected, totalConverted: expected })
          const statistics = (await report('statistics', first)).json()
          expect(statistics.rows).toEqual([
            { situation: 'NEW', events: 1, people: 0, revenue: expected, currency: 'BRL' },
          ])
        },
      ),
      { numRuns: 12 },
    )
  })
})
