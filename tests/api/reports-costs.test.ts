import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { quotedCurrency } from '../helpers/currency.js'
import { accounts, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { api, at } from '../helpers/events.js'
import { fixtures, items } from '../helpers/event-items.js'
import { accommodationBody, accommodationFixtures, day } from '../helpers/accommodation.js'
import { withTenant } from '../../server/db/tenant.js'
import { putConfiguration } from '../helpers/configuration.js'

/**
 * Costs, kanban and accommodation reports on one hand-checked event: the summary test's example
 * (event-items-summary.test.ts) plus a two-night stay of 2 rooms at 250, a 10% commission, a
 * foreign currency quoted twice, a kanban column and one ticked checklist item.
 */
/** Days ahead of the event: far from the seeded events, whose dates are near today. */
const D = 1900

describe(`the costs, kanban and accommodation reports (${testDbKind()})`, () => {
  let t: TestApp
  let a: ReturnType<typeof api>
  let admin: Tokens
  let eventId: number
  let column: { id: number; name: string }
  let unitType: string
  const data = (type: string, body: Record<string, unknown> = {}) =>
    a.call('POST', `/events/report/${type}/data`, admin, { ...body, startDate: day(D), endDate: day(D) })

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    const it8 = items(t.app, admin)
    const f = await fixtures(t.app, admin)
    const h = await accommodationFixtures(t.app, admin)
    unitType = h.double.name
    await putConfiguration(t.app, admin, [
      { name: 'ENVIRONMENT_TAX', value: 10 },
      { name: 'EQUIPMENT_TAX', value: 5 },
      { name: 'FOOD_AND_BEVERAGE_TAX', value: 8 },
      { name: 'ACCOMMODATION_TAX', value: 3 },
    ])
    const currency = await quotedCurrency(a, admin, 'Report Dollar', 'R$$')
    const e = await a.event(admin, {
      name: 'Congresso de custos',
      startDate: at(D + 0, 8),
      endDate: at(D + 2, 18),
      estimatedPeople: 10,
      currencyCompany: { id: currency.id },
    })
    eventId = e.id
    const add = async (kind: string, body: Record<string, unknown>) => {
      const res = await it8.add(admin, e.id, kind, body)
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(201)
    }
    await add('environment', {
      environment: { id: f.roomA.id },
      startDateHour: at(D + 0, 9),
      endDateHour: at(D + 1, 18),
      dailyRate: 1000,
      courtesyDailies: 1,
      assemblyStart: at(D + 0, 8),
      assemblyEnd: at(D + 0, 10),
      assemblyRate: 200,
    })
    await add('equipment', {
      equipment: { id: f.projector.id },
      startDateHour: at(D + 0, 9),
      endDateHour: at(D + 2, 18),
      amount: 4,
    })
    await add('equipment', {
      equipment: { id: f.translation.id },
      startDateHour: at(D + 1, 8),
      endDateHour: at(D + 1, 18),
      amount: 1,
      extra: true,
    })
    await add('meal', {
      mealPlace: { id: f.roomA.id },
      startDateHour: at(D + 0, 12),
      endDateHour: at(D + 0, 14),
      value: 300,
      chargeType: 'PER_ITEM',
    })
    await add('menu', {
      name: 'Almoço',
      items: [
        { description: 'Prato', value: 25, amount: 10 },
        { description: 'Suco', value: 5, amount: 20 },
      ],
    })
    await add('room-service', {
      name: 'Água',
      chargeType: 'PER_PERSON',
      items: [{ description: 'Garrafa', value: 2, amount: 1 }],
    })
    await add('discount', { type: 'BY_AREA', equipmentValue: 100 })
    await add('discount', { type: 'TOTAL', value: 50 })
    await add('commission', { responsible: { id: h.holder.id }, type: 'TOTAL', percentage: 10 })
    const version = await it8.version(e.id)
    const stay = await a.call(
      'POST',
      '/events/event/event-accommodation',
      admin,
      accommodationBody(h, e.id, version),
    )
    expect(stay.statusCode, stay.body).toBe(201)

    column = await a.post('/events/kanban-status/', admin, { name: `Proposta ${currency.isoCode}`, order: 1 })
    const { DEMO } = await tenantIds(t.app)
    await withTenant(t.database.db, DEMO, async (trx) => {
      await trx.updateTable('event').set({ kanban_status_id: column.id }).where('id', '=', e.id).execute()
      await trx
        .insertInto('event_checklist_tick')
        .values({ tenant_id: DEMO, event_id: e.id, checklist_id: 1, item_index: 0, description: 'Contrato' })
        .execute()
    })
  })
  afterAll(() => t?.close())

  it('costs: each group, accommodation, discounts, taxes, commissions and the total, converted at the quotation', async () => {
    const res = await data('costs', { chartType: 'LINE' })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body.total).toBe(1)
    // Groups after courtesies: room 2200 − 1000, projector 600, F&B 670, translation 800, stay 2×2×250.
    // Taxes 120 + 25 + 53.6 + 30 (stay at 3 %) + 40; total = the summary's 4388.6 (the stay is in
    // it, taxed); commission 10% of the nets.
    expect(body.rows[0]).toMatchObject({
      code: eventId,
      name: 'Congresso de custos',
      environment: 1200,
      equipment: 600,
      foodAndBeverage: 670,
      accommodation: 1000,
      additional: 800,
      discounts: 150,
      taxes: 268.6,
      commissions: 417,
      total: 4388.6,
      quotation: 5.2,
      totalConverted: 22820.72,
    })
    // One reckoning: the summary tab shows the same total, the stay in its accommodation group.
    const summary = (await a.call('GET', `/events/event/${eventId}/summary`, admin)).json()
    expect(summary.total).toBe(body.rows[0].total)
    expect(summary.groups.accommodation).toEqual({
      gross: 1000,
      courtesy: 0,
      discount: 0,
      net: 1000,
      tax: 30,
      total: 1030,
    })
    // The row names its currency by ISO code (the money cells are formatted with it); the
    // converted total is in the main one.
    expect(body.rows[0].currency).toMatch(/^R[A-Z]{2}$/)
    expect(body.rows[0].mainCurrency).toBe('BRL')
    expect(body.chart.type).toBe('LINE')
    expect(body.chart.labels).toEqual([at(D + 0).slice(0, 7)])
    expect(body.chart.series.map((s: { id: string; data: number[] }) => [s.id, s.data])).toEqual([
      ['environment', [6240]],
      ['equipment', [3120]],
      ['foodAndBeverage', [3484]],
      ['accommodation', [5200]],
      ['additional', [4160]],
    ])
  })

  it('accommodation: one row per reservation with the stay value; chart of rooms per unit type', async () => {
    const body = (await data('accommodation')).json()
    // Item reports also hand the event id along (items.ts); the columns are what counts.
    expect(body.rows).toEqual([
      expect.objectContaining({
        code: eventId,
        name: 'Congresso de custos',
        startDate: at(D + 0, 8),
        hostingUnitType: unitType,
        checkIn: day(20),
        checkOut: day(22),
        rooms: 2,
        paxPerRoom: 2,
        value: 1000,
        active: true,
      }),
    ])
    expect(body.chart.labels).toEqual([unitType])
    expect(body.chart.series[0].data).toEqual([2])
  })

  it('kanban: the column and the ticked checklist items; chart of events per column', async () => {
    const body = (await data('kanban', { chartType: 'PIE' })).json()
    expect(body.rows).toEqual([
      {
        code: eventId,
        name: 'Congresso de custos',
        kanbanStatus: column.name,
        situation: 'NEW',
        startDate: at(D + 0, 8),
        endDate: at(D + 2, 18),
        checklistDone: 1,
      },
    ])
    expect(body.chart).toEqual({
      type: 'PIE',
      labels: [column.name],
      series: [{ id: 'events', label: 'Eventos', data: [1] }],
    })
  })

  it('the file of the costs report is written like the others', async () => {
    const asked = await a.call('POST', '/events/report/costs', admin, {
      startDate: day(D),
      endDate: day(D),
      format: 'CSV',
    })
    expect(asked.statusCode, asked.body).toBe(202)
    const { drainJobs } = await import('../helpers/jobs.js')
    await drainJobs(t.app)
    const file = await a.call('GET', `/events/file/r/${asked.json().reference}`, admin)
    expect(file.statusCode).toBe(200)
    // A Portuguese establishment's CSV writes the decimal comma a Brazilian spreadsheet reads.
    expect(file.body).toContain(';4388,60;')
  })

  it("the PDF writes money in the reader's language with the row currency, never 4388.60", async () => {
    const { drainJobs } = await import('../helpers/jobs.js')
    const { PDFParse } = await import('pdf-parse')
    const asked = await a.call('POST', '/events/report/costs', admin, {
      startDate: day(D),
      endDate: day(D),
      format: 'PDF',
    })
    await drainJobs(t.app)
    const file = await a.call('GET', `/events/file/r/${asked.json().reference}`, admin)
    const parser = new PDFParse({ data: new Uint8Array(file.rawPayload) })
    const { text } = await parser.getText()
    await parser.destroy()
    expect(text.replace(/\u00a0/g, ' ')).toMatch(/R[A-Z]{2} 4\.388,60/)
    expect(text).toMatch(/R\$ 22\.820,72/)
    expect(text).not.toContain('4388.6')
  })
})
