import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { api, at } from '../helpers/events.js'
import { fixtures, items } from '../helpers/event-items.js'
import { drainJobs } from '../helpers/jobs.js'

type Json = Record<string, any>

describe(`the spec's account and programme calls (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let other: Tokens
  let a: ReturnType<typeof api>
  let it8: ReturnType<typeof items>
  let f: Awaited<ReturnType<typeof fixtures>>

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    other = await signIn(t.app, accounts.otherAdmin)
    it8 = items(t.app, admin)
    f = await fixtures(t.app, admin)
  })
  afterAll(() => t?.close())

  const added = async (eventId: number, kind: string, body: Json) => {
    const res = await it8.add(admin, eventId, kind, body)
    expect(res.statusCode, `${kind}: ${res.body}`).toBe(201)
    return res.json()
  }
  const logOf = async (reference: string) => {
    const page = await a.call('GET', '/events/integration-log?integration=BILLING&size=50', admin)
    expect(page.statusCode, page.body).toBe(200)
    const rows = page.json().content as Json[]
    const row = rows.find((r) => r.reference === reference)
    return row && (await a.call('GET', `/events/integration-log/${row.id}`, admin)).json()
  }

  describe('PUT /events/event/account/{id}', () => {
    it("sends the summary's groups and general discount as a job; the billing total is the summary's, and the log keeps call and answer", async () => {
      const customer = await a.person(admin, `Banco Horizonte ${f.tag}`, 'GQD7MA00Z54N38')
      const e = await a.event(admin, {
        customer: { id: customer.id },
        startDate: at(30, 8),
        endDate: at(31, 18),
      })
      await added(e.id, 'environment', {
        environment: { id: f.roomA.id },
        startDateHour: at(30, 9),
        endDateHour: at(31, 18),
        dailyRate: 1000,
        assemblyEnd: at(30, 10),
      })
      await added(e.id, 'equipment', {
        equipment: { id: f.projector.id },
        startDateHour: at(30, 9),
        endDateHour: at(30, 18),
        amount: 2,
      })
      await added(e.id, 'discount', { type: 'TOTAL', value: 150.5 })
      const summary = (await a.call('GET', `/events/event/${e.id}/summary`, admin)).json()
      expect(summary.total).toBe(2000 + 100 - 150.5)

      const res = await a.call('PUT', `/events/event/account/${e.id}`, admin)
      expect(res.statusCode, res.body).toBe(202)
      const { reference, total } = res.json()
      expect(reference).toMatch(/\S/)
      expect(total).toBe(summary.total)

      await drainJobs(t.app)
      const job = await t.database.db
        .selectFrom('job')
        .select(['status', 'task'])
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow()
      expect(job).toEqual({ status: 'DONE', task: 'billing.sendAccount' })
      const log = await logOf(`event ${e.id}`)
      expect(log, 'a BILLING row for the event').toBeTruthy()
      expect(log).toMatchObject({ integration: 'BILLING', status: 'SUCCESS' })
      expect(log.request).toMatchObject({
        eventId: e.id,
        customer: { document: 'GQ.D7M.A00/Z54N-38' },
        currency: 'BRL',
        items: [
          { description: 'Ambientes', quantity: 1, unitValue: 2000 },
          { description: 'Equipamentos e serviços', quantity: 1, unitValue: 100 },
          { description: 'Descontos gerais', quantity: 1, unitValue: -150.5 },
        ],
      })
      expect(log.response).toMatchObject({ total: summary.total })
      expect(log.response.invoiceNumber).toMatch(/^\d{6}$/)
    })

    it('an event without a customer document is 409 and queues nothing; an event with nothing to bill is 409', async () => {
      const before = await t.database.db
        .selectFrom('job')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('task', '=', 'billing.sendAccount')
        .executeTakeFirstOrThrow()
      const bare = await a.event(admin)
      const noCustomer = await a.call('PUT', `/events/event/account/${bare.id}`, admin)
      expect(noCustomer.statusCode, noCustomer.body).toBe(409)
      expect(noCustomer.json()).toMatchObject({ message: 'integration.billing.customerDocumentRequired' })
      const customer = await a.person(admin, `Cliente Vazio ${f.tag}`, '11.222.333/0001-81')
      const empty = await a.event(admin, { customer: { id: customer.id } })
      const nothing = await a.call('PUT', `/events/event/account/${empty.id}`, admin)
      expect(nothing.statusCode, nothing.body).toBe(409)
      expect(nothing.json()).toMatchObject({ message: 'event.accountEmpty' })
      const after = await t.database.db
        .selectFrom('job')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('task', '=', 'billing.sendAccount')
        .executeTakeFirstOrThrow()
      expect(Number(after.n)).toBe(Number(before.n))
    })

    it("another tenant's event is 404, a missing one too, and the call is in the OpenAPI document", async () => {
      const e = await a.event(admin)
      expect((await a.call('PUT', `/events/event/account/${e.id}`, other)).statusCode).toBe(404)
      expect((await a.call('PUT', '/events/event/account/99999999', admin)).statusCode).toBe(404)
      const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json()
      expect(doc.paths['/events/event/account/{id}']?.put).toBeTruthy()
      expect(doc.paths['/events/event/programming/event']?.get).toBeTruthy()
    })
  })

  describe('GET /events/event/programming/event', () => {
    it('groups the programme by date, by environment and date, and by date and environment', async () => {
      const e = await a.event(admin, { startDate: at(40, 8), endDate: at(42, 20) })
      const day1 = at(40, 8).slice(0, 10)
      const day2 = at(41, 8).slice(0, 10)
      const add = (type: string, date: string, description: string, environment?: { id: number }) =>
        added(e.id, 'programming', { type, date, description, ...(environment ? { environment } : {}) })
      // Added out of order: the answer is in time order.
      const lunch = await add('BY_DATE', at(40, 12), 'Almoço')
      const opening = await add('BY_DATE', at(40, 9), 'Abertura')
      const closing = await add('BY_DATE', at(41, 17), 'Encerramento')
      const b1 = await add('BY_ENVIRONMENT_AND_DATE', at(41, 9), 'Painel B', f.roomB)
      const a1 = await add('BY_ENVIRONMENT_AND_DATE', at(40, 14), 'Painel A', f.roomA)
      const a2 = await add('BY_ENVIRONMENT_AND_DATE', at(41, 14), 'Workshop A', f.roomA)
      const d1 = await add('BY_DATE_AND_ENVIRONMENT', at(40, 10), 'Credenciamento', f.roomB)
      const d2 = await add('BY_DATE_AND_ENVIRONMENT', at(40, 11), 'Coffee', f.roomA)

      const read = async (query: string) => {
        const res = await a.call('GET', `/events/event/programming/event?eventId=${e.id}${query}`, admin)
        expect(res.statusCode, res.body).toBe(200)
        return res.json() as Json[]
      }
      const ids = (entries: Json[]) => entries.map((x) => x.id)

      const [byDate] = await read('&type=BY_DATE')
      expect(byDate.type).toBe('BY_DATE')
      expect(byDate.groups.map((g: Json) => [g.date, ids(g.entries)])).toEqual([
        [day1, [opening.id, lunch.id]],
        [day2, [closing.id]],
      ])
      expect(byDate.groups[0].entries[0]).toMatchObject({ description: 'Abertura', date: at(40, 9) })

      const [byEnv] = await read('&type=BY_ENVIRONMENT_AND_DATE')
      // Environments by name (Sala A before Sala B), each with its days.
      expect(
        byEnv.groups.map((g: Json) => [
          g.environment.name,
          g.days.map((d: Json) => [d.date, ids(d.entries)]),
        ]),
      ).toEqual([
        [
          f.roomA.name,
          [
            [day1, [a1.id]],
            [day2, [a2.id]],
          ],
        ],
        [f.roomB.name, [[day2, [b1.id]]]],
      ])

      const [byDateEnv] = await read('&type=BY_DATE_AND_ENVIRONMENT')
      expect(
        byDateEnv.groups.map((g: Json) => [
          g.date,
          g.environments.map((x: Json) => [x.environment.id, ids(x.entries)]),
        ]),
      ).toEqual([
        [
          day1,
          [
            [f.roomA.id, [d2.id]],
            [f.roomB.id, [d1.id]],
          ],
        ],
      ])

      const all = await read('')
      expect(all.map((p) => p.type)).toEqual([
        'BY_DATE',
        'BY_ENVIRONMENT_AND_DATE',
        'BY_DATE_AND_ENVIRONMENT',
      ])
      expect(all[0]).toEqual(byDate)
    })

    it('a bad type or missing event id is 400 naming it; another tenant gets 404', async () => {
      const e = await a.event(admin)
      const bad = await a.call('GET', `/events/event/programming/event?eventId=${e.id}&type=WEEKLY`, admin)
      expect(bad.statusCode).toBe(400)
      expect(bad.json().errors[0]).toMatchObject({ field: 'type' })
      const missing = await a.call('GET', '/events/event/programming/event', admin)
      expect(missing.statusCode).toBe(400)
      expect(missing.json().errors[0]).toMatchObject({ field: 'eventId' })
      expect((await a.call('GET', `/events/event/programming/event?eventId=${e.id}`, other)).statusCode).toBe(
        404,
      )
    })
  })
})
