import { PDFParse } from 'pdf-parse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedAccounts } from '../../server/seed/accounts.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { accounts, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { testDbKind } from '../helpers/database.js'
import { api } from '../helpers/events.js'
import { fixtures, items } from '../helpers/event-items.js'
import { drainJobs } from '../helpers/jobs.js'

describe(`commission document: a page per commission responsible (${testDbKind()})`, () => {
  let t: TestApp
  let a: ReturnType<typeof api>
  let it8: ReturnType<typeof items>
  let f: Awaited<ReturnType<typeof fixtures>>
  let admin: Tokens
  let other: Tokens
  let personsOnly: Tokens
  let template: number

  const url = (eventId: number, rest = '') => `/events/event/${eventId}/document${rest}`
  const ask = (eventId: number, who = admin) =>
    a.call('POST', url(eventId), who, { documentType: 'COMMISSION', template: { id: template } })
  const added = async (eventId: number, kind: string, body: Record<string, unknown>) => {
    const res = await it8.add(admin, eventId, kind, body)
    expect(res.statusCode, res.body).toBe(201)
  }

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    other = await signIn(t.app, accounts.otherAdmin)
    const { DEMO } = await tenantIds(t.app)
    await seedAccounts(t.database.db, new Map([['DEMO', DEMO]]), [
      {
        email: 'persons@demo.test',
        password: 'Pers#2026x',
        memberships: [{ tenant: 'DEMO', type: 'COMMON', features: ['PERSON'] }],
      },
    ])
    personsOnly = await signIn(t.app, { username: 'persons@demo.test', password: 'Pers#2026x' })
    it8 = items(t.app, admin)
    f = await fixtures(t.app, admin)
    const page = (await a.call('GET', '/events/template?size=50', admin)).json()
    template = page.content.find(
      (tpl: { type: string; active: boolean }) => tpl.active && tpl.type === 'COMMISSION',
    ).id
  })
  afterAll(() => t?.close())

  it('renders each responsible on a page with the event and their share of each area, as the costs reckon it', async () => {
    const e = await a.event(admin, { name: 'Congresso de Cardiologia' })
    // Food and beverage: 25 x 10 = 250; Ana takes 10% of every area, Bruno 20% of food and beverage.
    await added(e.id, 'menu', { name: 'Almoço', items: [{ description: 'Prato', value: 25, amount: 10 }] })
    await added(e.id, 'commission', { responsible: { id: f.ana.id }, type: 'TOTAL', percentage: 10 })
    await added(e.id, 'commission', { responsible: { id: f.bruno.id }, type: 'BY_AREA', menuPercentage: 20 })
    const net = (await a.call('GET', `/events/event/${e.id}/summary`, admin)).json().groups.foodAndBeverage
      .net
    expect(net).toBe(250)

    const res = await ask(e.id)
    expect(res.statusCode, res.body).toBe(202)
    expect(res.json()).toMatchObject({ status: 'GENERATING', version: 1 })
    await drainJobs(t.app)
    const [doc] = (await a.call('GET', url(e.id), admin)).json()
    expect(doc).toMatchObject({
      documentType: 'COMMISSION',
      status: 'DONE',
      template: { name: 'Comissão padrão' },
    })
    const file = await a.call('GET', url(e.id, `/${doc.id}/file`), admin)
    expect(file.headers['content-type']).toBe('application/pdf')
    const { text, total } = await new PDFParse({ data: new Uint8Array(file.rawPayload) }).getText()
    expect(total).toBe(2)
    const [ana, bruno] = text.split('Demonstrativo de comissão nº').slice(1)
    expect(ana).toContain('Congresso de Cardiologia')
    expect(ana).toContain(f.ana.name)
    expect(ana).toContain('R$ 25,00')
    expect(bruno).toContain('Congresso de Cardiologia')
    expect(bruno).toContain(f.bruno.name)
    expect(bruno).toContain('R$ 50,00')
    expect(bruno).not.toContain(f.ana.name)
    // Neither a budget nor a contract: the event's flags stay as they were.
    expect((await a.call('GET', `/events/event/${e.id}`, admin)).json()).toMatchObject({
      hasBudget: false,
      hasContract: false,
    })

    const again = await ask(e.id)
    expect(again.json()).toMatchObject({ version: 2, number: res.json().number + 1 })
  })

  it('refuses an event without commissions with a clear 400', async () => {
    const e = await a.event(admin)
    const res = await ask(e.id)
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0]).toMatchObject({ field: 'documentType', message: 'documents.noCommission' })
  })

  it('keeps another tenant out (404) and a user without the EVENT feature (403)', async () => {
    const e = await a.event(admin)
    await added(e.id, 'commission', { responsible: { id: f.carla.id }, type: 'TOTAL', percentage: 5 })
    expect((await ask(e.id, other)).statusCode).toBe(404)
    expect((await a.call('GET', url(e.id), other)).statusCode).toBe(404)
    expect((await ask(e.id, personsOnly)).statusCode).toBe(403)
    expect((await a.call('GET', url(e.id), personsOnly)).statusCode).toBe(403)
  })
})
