import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { api, at } from '../helpers/events.js'
import { fixtures, items } from '../helpers/event-items.js'
import { putConfiguration } from '../helpers/configuration.js'

describe(`event summary: budget by group, responsibles (${testDbKind()})`, () => {
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
    const taxes = await putConfiguration(t.app, admin, [
      { name: 'ENVIRONMENT_TAX', value: 10 },
      { name: 'EQUIPMENT_TAX', value: 5 },
      { name: 'FOOD_AND_BEVERAGE_TAX', value: 8 },
      { name: 'ACCOMMODATION_TAX', value: 3 },
    ])
    expect(taxes.statusCode, taxes.body).toBe(200)
  })
  afterAll(() => t?.close())

  const added = async (eventId: number, kind: string, body: Record<string, unknown>) => {
    const res = await it8.add(admin, eventId, kind, body)
    expect(res.statusCode, `${kind}: ${res.body}`).toBe(201)
  }

  it('computes the hand-checked example: taxes per group, a courtesy daily, discounts by area and on the total', async () => {
    const e = await a.event(admin, { startDate: at(30, 8), endDate: at(32, 18), estimatedPeople: 10 })
    // Room: 2 dailies x 1000, 1 of them a courtesy; assembly 1 day x 200 → gross 2200, courtesy 1000.
    await added(e.id, 'environment', {
      environment: { id: f.roomA.id },
      startDateHour: at(30, 9),
      endDateHour: at(31, 18),
      dailyRate: 1000,
      courtesyDailies: 1,
      assemblyStart: at(30, 8),
      assemblyEnd: at(30, 10),
      assemblyRate: 200,
    })
    // Projector: 50 x 4 x 3 days = 600. Translation (extra, so "additional"): 800 x 1 x 1 day.
    await added(e.id, 'equipment', {
      equipment: { id: f.projector.id },
      startDateHour: at(30, 9),
      endDateHour: at(32, 18),
      amount: 4,
    })
    await added(e.id, 'equipment', {
      equipment: { id: f.translation.id },
      startDateHour: at(31, 8),
      endDateHour: at(31, 18),
      amount: 1,
      extra: true,
    })
    // Food and beverage: meal 300 once + lunch 45 per person x 12 = 540 + menu 25x10 + 5x20 = 350
    // + room service 2 per person x 10 people = 1210.
    await added(e.id, 'meal', {
      mealPlace: { id: f.roomA.id },
      startDateHour: at(30, 12),
      endDateHour: at(30, 14),
      value: 300,
      chargeType: 'PER_ITEM',
    })
    await added(e.id, 'meal', {
      mealPlace: { id: f.roomA.id },
      startDateHour: at(31, 12),
      endDateHour: at(31, 14),
      value: 45,
      esteemedPeople: 12,
    })
    await added(e.id, 'menu', {
      name: 'Almoço',
      items: [
        { description: 'Prato', value: 25, amount: 10 },
        { description: 'Suco', value: 5, amount: 20 },
      ],
    })
    await added(e.id, 'room-service', {
      name: 'Água',
      chargeType: 'PER_PERSON',
      items: [{ description: 'Garrafa', value: 2, amount: 1 }],
    })
    await added(e.id, 'discount', { type: 'BY_AREA', equipmentValue: 100 })
    await added(e.id, 'discount', { type: 'TOTAL', value: 50 })

    const res = await a.call('GET', `/events/event/${e.id}/summary`, admin)
    expect(res.statusCode, res.body).toBe(200)
    const s = res.json()
    expect(s.taxes).toEqual({ environment: 10, equipment: 5, foodAndBeverage: 8, accommodation: 3 })
    expect(s.groups).toEqual({
      environment: { gross: 2200, courtesy: 1000, discount: 0, net: 1200, tax: 120, total: 1320 },
      equipment: { gross: 600, courtesy: 0, discount: 100, net: 500, tax: 25, total: 525 },
      foodAndBeverage: { gross: 1210, courtesy: 0, discount: 0, net: 1210, tax: 96.8, total: 1306.8 },
      accommodation: { gross: 0, courtesy: 0, discount: 0, net: 0, tax: 0, total: 0 },
      additional: { gross: 800, courtesy: 0, discount: 0, net: 800, tax: 40, total: 840 },
    })
    expect(s).toMatchObject({
      subtotal: 3991.8,
      totalDiscount: 50,
      total: 3941.8,
      eventVersion: e.version + 9,
      summaryResponsibles: [],
      paymentResponsible: null,
    })
    expect(s.lines).toHaveLength(7)
    // Per person by default: 45 × 12 people.
    expect(
      s.lines.filter((l: { origin: string }) => l.origin === 'meal').map((l: { gross: number }) => l.gross),
    ).toEqual([300, 540])
  })

  it('saves the summary responsibles and the payment responsible, each linked to a person, audited', async () => {
    const e = await a.event(admin)
    const save = (body: Record<string, unknown>) =>
      a.call('PUT', '/events/event/summary/save', admin, { eventId: e.id, ...body })
    const version = await it8.version(e.id)
    const bad = await save({
      eventVersion: version,
      summaryResponsibles: [{ environment: true }],
      paymentResponsible: { person: { id: 999999 } },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toEqual([
      {
        field: 'summaryResponsibles[0].person',
        message: 'event.summaryResponsibleNeedsPerson',
        target: 'summaryResponsibles[0].person',
      },
      {
        field: 'paymentResponsible.person',
        message: 'error.invalidReference',
        target: 'paymentResponsible.person',
      },
    ])
    expect((await save({ summaryResponsibles: [] })).json().errors[0].field).toBe('eventVersion')
    const ok = await save({
      eventVersion: version,
      summaryResponsibles: [
        { person: { id: f.ana.id }, environment: true, foodAndBeverage: true },
        { name: 'Agência Sol', equipment: true },
      ],
      paymentResponsible: { person: { id: f.bruno.id } },
    })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json()).toMatchObject({
      eventVersion: version + 1,
      summaryResponsibles: [
        { person: { id: f.ana.id, name: f.ana.name }, environment: true, foodAndBeverage: true },
        { name: 'Agência Sol', equipment: true },
      ],
      paymentResponsible: { person: { id: f.bruno.id, name: f.bruno.name } },
      total: 0,
    })
    const stale = await save({ eventVersion: version, summaryResponsibles: [] })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().message).toBe('event.changedInAnotherSession')
    const audit = (await a.call('GET', `/events/event/audit?eventId=${e.id}`, admin)).json()
    expect(
      audit
        .filter((r: { origin: string }) => r.origin === 'summary')
        .map((r: { field: string }) => r.field)
        .sort(),
    ).toEqual(['paymentResponsible', 'summaryResponsibles'])
    expect((await a.call('GET', `/events/event/${e.id}/summary`, admin)).json().paymentResponsible).toEqual({
      person: { id: f.bruno.id, name: f.bruno.name },
    })
  })
})
