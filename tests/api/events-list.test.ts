import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { api, at } from '../helpers/events.js'
import { seedAccounts } from '../../server/seed/accounts.js'
import { stringifyEventPage } from '../../server/events/list/list-response.js'

describe(`event list, filters, totals and visibility (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let other: Tokens
  let a: ReturnType<typeof api>
  const ids: Record<string, number> = {}

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    const tenants = new Map(
      (await t.database.db.selectFrom('tenant').select(['code', 'id']).execute()).map((r) => [r.code, r.id]),
    )
    await seedAccounts(t.database.db, tenants, [
      {
        email: 'own@demo.test',
        password: 'Own#2026x',
        memberships: [{ tenant: 'DEMO', type: 'COMMON', features: ['EVENT'] }],
      },
      {
        email: 'picky@demo.test',
        password: 'Picky#2026',
        memberships: [
          {
            tenant: 'DEMO',
            type: 'COMMON',
            features: [
              'EVENT',
              'ACTION_SEE_OTHERS_EVENTS',
              'ACTION_SEE_SITUATIONS',
              'ACTION_SEE_NEGOTIATION',
              'ACTION_SEE_CANCELED',
            ],
          },
        ],
      },
    ])
    admin = await signIn(t.app, accounts.admin)
    other = await signIn(t.app, accounts.otherAdmin)
    const mk = async (key: string, body: Record<string, unknown>, situation?: string) => {
      const e = await a.event(admin, body)
      ids[key] = e.id
      if (situation)
        await sql`update event set situation = ${situation} where id = ${e.id}`.execute(t.database.db)
    }
    await mk('wedding', {
      name: 'Casamento Andrade',
      clientName: 'Família Andrade',
      startDate: at(10, 16),
      endDate: at(10, 23),
    })
    await mk(
      'congress',
      { name: 'Congresso de Pediatria', startDate: at(20, 8), endDate: at(23, 18) },
      'NEGOTIATION',
    )
    await mk(
      'launch',
      { name: 'Lançamento de produto', startDate: at(5, 19), endDate: at(5, 22), confirmDate: at(3, 12) },
      'CONFIRMED',
    )
    await mk('gone', { name: 'Formatura cancelada', startDate: at(15, 20), endDate: at(16, 2) }, 'CANCELED')
    await sql`update event set canceled_at = ${at(0, 9)} where id = ${ids.gone}`.execute(t.database.db)
    await mk(
      'workshop',
      { name: 'Workshop interno', startDate: at(-3, 9), endDate: at(1, 18) },
      'IN_PROGRESS',
    )
    await a.event(other, { name: 'Evento de outro tenant' })
  })
  afterAll(() => t?.close())

  const list = (who: Tokens, body: Record<string, unknown> = {}, query = 'page=0&size=20&sort=id,desc') =>
    a.call('POST', `/events/event/list-events?${query}`, who, body)
  const names = async (who: Tokens, body: Record<string, unknown> = {}) =>
    (await list(who, body))
      .json()
      .content.map((e: { name: string }) => e.name)
      .sort()

  it('lists the working situations by default in the page shape, newest first', async () => {
    const page = (await list(admin)).json()
    expect(page).toMatchObject({ number: 0, size: 20, totalElements: 4, totalPages: 1, numberOfElements: 4 })
    expect(page.content.map((e: { id: number }) => e.id)).toEqual([
      ids.workshop,
      ids.launch,
      ids.congress,
      ids.wedding,
    ])
    expect(page.content.map((e: { name: string }) => e.name)).not.toContain('Formatura cancelada')
    expect(page.content.map((e: { name: string }) => e.name)).not.toContain('Evento de outro tenant')
    const second = (await list(admin, {}, 'page=1&size=3&sort=startDate,asc')).json()
    expect(second).toMatchObject({ number: 1, size: 3, totalPages: 2, numberOfElements: 1 })
    expect((await list(admin, {}, 'sort=nope,asc')).statusCode).toBe(400)
  })

  // In the other tenant, so the counts of the tests below stay as they are.
  it("answers each event as its read does, labels and creator included, in the serializer's order", async () => {
    const customer = await a.person(other, 'Cliente "Ünïcode" \\ teste')
    const own = await a.event(other, {
      name: 'Festa "grande"\nlinha \u0001 ção',
      customer: { id: customer.id },
      startDate: at(40, 8),
      endDate: at(40, 18),
    })
    const res = await list(other, { search: 'festa' })
    const page = res.json()
    // PostgreSQL writes the rows (issue 15): the text is what the page serializer writes of them.
    expect(res.body).toBe(stringifyEventPage(page))
    const item = page.content.find((e: { id: number }) => e.id === own.id)
    const {
      requesters: _r,
      allowedActions: _a,
      ...read
    } = (await a.call('GET', `/events/event/${own.id}`, other)).json()
    expect(item).toEqual(read)
    expect(item.name).toBe('Festa "grande"\nlinha \u0001 ção')
    expect(item.customer).toEqual({ id: customer.id, name: 'Cliente "Ünïcode" \\ teste' })
    expect(item.createdBy).toEqual({ id: expect.any(Number), email: accounts.otherAdmin.username })
    // Out of the other tenant's working set, which the totals below count.
    await sql`update event set situation = 'CANCELED' where id = ${own.id}`.execute(t.database.db)
  })

  it('filters by situation, search, date type, cancellation and confirmation dates, wait list', async () => {
    expect(await names(admin, { situations: ['CANCELED'] })).toEqual(['Formatura cancelada'])
    expect(await names(admin, { situations: ['NEW', 'CANCELED'], search: 'casamento' })).toEqual([
      'Casamento Andrade',
    ])
    expect(await names(admin, { search: 'andrade' })).toEqual(['Casamento Andrade'])
    expect(
      await names(admin, { dateType: 'START', startDate: at(9).slice(0, 10), endDate: at(21).slice(0, 10) }),
    ).toEqual(['Casamento Andrade', 'Congresso de Pediatria'])
    expect(
      await names(admin, { dateType: 'END', startDate: at(23).slice(0, 10), endDate: at(23).slice(0, 10) }),
    ).toEqual(['Congresso de Pediatria'])
    expect(
      await names(admin, { dateType: 'PERIOD', startDate: at(0).slice(0, 10), endDate: at(0).slice(0, 10) }),
    ).toEqual(['Workshop interno'])
    expect(
      await names(admin, {
        situations: ['CANCELED'],
        cancellationStart: at(0).slice(0, 10),
        cancellationEnd: at(0).slice(0, 10),
      }),
    ).toEqual(['Formatura cancelada'])
    expect(
      await names(admin, { confirmationStart: at(3).slice(0, 10), confirmationEnd: at(3).slice(0, 10) }),
    ).toEqual(['Lançamento de produto'])
    expect(await names(admin, { waitList: true })).toEqual([])
    expect((await list(admin, { situations: ['NOPE'] })).statusCode).toBe(400)
  })

  it('totals per situation follow the same filters', async () => {
    const totals = (
      await a.call('POST', '/events/event/totals/NEW,NEGOTIATION,CONFIRMED,CANCELED,END', admin, {})
    ).json()
    expect(totals).toEqual([
      { situation: 'NEW', total: 1 },
      { situation: 'NEGOTIATION', total: 1 },
      { situation: 'CONFIRMED', total: 1 },
      { situation: 'CANCELED', total: 1 },
      { situation: 'END', total: 0 },
    ])
    const searched = (
      await a.call('POST', '/events/event/totals/NEW,CONFIRMED', admin, { search: 'lançamento' })
    ).json()
    expect(searched).toEqual([
      { situation: 'NEW', total: 0 },
      { situation: 'CONFIRMED', total: 1 },
    ])
    expect((await a.call('POST', '/events/event/totals/NEW', other, {})).json()).toEqual([
      { situation: 'NEW', total: 1 },
    ])
  })

  it('without see-others a user sees only their own events', async () => {
    const own = await signIn(t.app, { username: 'own@demo.test', password: 'Own#2026x' })
    expect(await names(own)).toEqual([])
    const mine = await a.event(own, { name: 'Meu evento' })
    expect(await names(own)).toEqual(['Meu evento'])
    const res = await a.call('GET', `/events/event/${ids.wedding}`, own)
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe('event.cannotSeeOthers')
    expect((await a.call('GET', `/events/event/${mine.id}`, own)).statusCode).toBe(200)
  })

  it('with see-situations a user sees only the situations they hold', async () => {
    const picky = await signIn(t.app, { username: 'picky@demo.test', password: 'Picky#2026' })
    expect(await names(picky)).toEqual(['Congresso de Pediatria'])
    expect(await names(picky, { situations: ['CANCELED', 'CONFIRMED'] })).toEqual(['Formatura cancelada'])
    const totals = (await a.call('POST', '/events/event/totals/NEW,NEGOTIATION,CANCELED', picky, {})).json()
    expect(totals).toEqual([
      { situation: 'NEGOTIATION', total: 1 },
      { situation: 'CANCELED', total: 1 },
    ])
    expect((await a.call('GET', `/events/event/${ids.wedding}`, picky)).json().message).toBe(
      'event.cannotSeeSituation',
    )
  })

  it('the dashboard counts in progress, awaiting start, expiring confirmations, created, and lists the next events', async () => {
    const d = (await a.call('GET', '/events/event/dashboard', admin)).json()
    expect(d.inProgress).toBe(1)
    expect(d.awaitingStart).toEqual({ all: 1, next7: 1, next30: 1 })
    expect(d.created.today).toBeGreaterThanOrEqual(5)
    expect(d.created.last30).toBe(d.created.today)
    expect(d.nextEvents.map((e: { name: string }) => e.name).slice(0, 2)).toEqual([
      'Lançamento de produto',
      'Casamento Andrade',
    ])
    expect(d.nextEvents.map((e: { name: string }) => e.name)).not.toContain('Formatura cancelada')
    await sql`update event set confirm_date = ${at(2, 12)} where id = ${ids.congress}`.execute(t.database.db)
    const later = (await a.call('GET', '/events/event/dashboard', admin)).json()
    expect(later.confirmationExpiring.today).toEqual({ all: 0, waitList: 0, negotiation: 0 })
    expect(later.confirmationExpiring.next7).toEqual({ all: 1, waitList: 0, negotiation: 1 })
    const own = await signIn(t.app, { username: 'own@demo.test', password: 'Own#2026x' })
    expect((await a.call('GET', '/events/event/dashboard', own)).json().inProgress).toBe(0)
  })

  it('saved filters are per user: save, apply, replace, delete', async () => {
    const saved = await a.call('POST', '/events/event/saved-filters', admin, {
      name: 'Cancelados',
      filter: { situations: ['CANCELED'] },
    })
    expect(saved.statusCode).toBe(201)
    const again = await a.call('POST', '/events/event/saved-filters', admin, {
      name: 'Cancelados',
      filter: { situations: ['CANCELED', 'END'] },
    })
    expect(again.json().id).toBe(saved.json().id)
    const mine = (await a.call('GET', '/events/event/saved-filters', admin)).json()
    expect(mine).toEqual([
      { id: saved.json().id, name: 'Cancelados', filter: { situations: ['CANCELED', 'END'] } },
    ])
    expect(await names(admin, mine[0].filter)).toEqual(['Formatura cancelada'])
    const staff = await signIn(t.app, accounts.staff)
    expect((await a.call('GET', '/events/event/saved-filters', staff)).json()).toEqual([])
    expect((await a.call('DELETE', `/events/event/saved-filters/${saved.json().id}`, staff)).statusCode).toBe(
      404,
    )
    expect((await a.call('DELETE', `/events/event/saved-filters/${saved.json().id}`, admin)).statusCode).toBe(
      204,
    )
    expect((await a.call('POST', '/events/event/saved-filters', admin, { filter: {} })).statusCode).toBe(400)
  })
})
