import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { api, at } from '../helpers/events.js'
import { seedAccounts } from '../../server/seed/accounts.js'

/** A wire date-time as the person reads it: DD/MM/YYYY HH:mm. */
const shown = (wire: string) =>
  `${wire.slice(8, 10)}/${wire.slice(5, 7)}/${wire.slice(0, 4)} ${wire.slice(11, 16)}`

describe(`events: create, read, update, stale edits, audit (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let other: Tokens
  let nobody: Tokens
  let a: ReturnType<typeof api>

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    const tenants = new Map(
      (await t.database.db.selectFrom('tenant').select(['code', 'id']).execute()).map((r) => [r.code, r.id]),
    )
    await seedAccounts(t.database.db, tenants, [
      {
        email: 'noevent@demo.test',
        password: 'None#2026',
        memberships: [{ tenant: 'DEMO', type: 'COMMON', features: ['PERSON'] }],
      },
    ])
    admin = await signIn(t.app, accounts.admin)
    other = await signIn(t.app, accounts.otherAdmin)
    nobody = await signIn(t.app, { username: 'noevent@demo.test', password: 'None#2026' })
  })
  afterAll(() => t?.close())

  it('creates an event in NEW with version 1, labels and requesters, and audits it', async () => {
    const customer = await a.person(admin, 'Sociedade Brasileira de Cardiologia', '11.222.333/0001-81')
    const type = await a.post('/events/event-type/', admin, { name: `Congresso ${Date.now()}` })
    const res = await a.call('POST', '/events/event/', admin, {
      name: 'Congresso 2027',
      startDate: at(40, 8),
      endDate: at(42, 18),
      priority: 'TWO',
      customer: { id: customer.id },
      eventType: { id: type.id },
      estimatedPeople: 350,
      requesters: [
        { person: { id: customer.id } },
        { name: 'Dra. Helena Prado', email: 'helena@example.com' },
      ],
      companyId: 1,
      createdBy: 1,
    })
    expect(res.statusCode).toBe(201)
    const e = res.json()
    expect(e).toMatchObject({
      name: 'Congresso 2027',
      situation: 'NEW',
      version: 1,
      priority: 'TWO',
      customer: { id: customer.id, name: 'Sociedade Brasileira de Cardiologia' },
      eventType: { id: type.id, name: type.name },
      createdBy: { email: 'admin@demo.test' },
      allowedActions: expect.arrayContaining(['toNegotiation', 'cancel', 'waitListPut']),
    })
    expect(e.requesters.map((r: { situation: string }) => r.situation)).toEqual(['ACTIVE', 'ACTIVE'])
    expect(e.guid).toMatch(/^[0-9a-f-]{36}$/)
    type Row = { action: string; origin: string; field: string; to: string; toText: string; user: string }
    const audit: Row[] = (
      await a.call('GET', `/events/event/audit?eventId=${e.id}&language=pt-BR`, admin)
    ).json()
    expect(audit.every((r) => r.action === 'I' && r.user === 'admin@demo.test')).toBe(true)
    // Every field the event and its requesters were created with, not only the name (issue 12).
    const created = audit.filter((r) => r.origin === 'event')
    expect(Object.fromEntries(created.map((r) => [r.field, r.toText]))).toEqual({
      name: 'Congresso 2027',
      startDate: shown(at(40, 8)),
      endDate: shown(at(42, 18)),
      situation: 'Novo',
      priority: 'Dois',
      customer: 'Sociedade Brasileira de Cardiologia',
      eventType: type.name,
      estimatedPeople: '350',
    })
    expect(
      audit
        .filter((r) => r.origin === 'requester')
        .map((r) => `${r.field}=${r.toText}`)
        .sort(),
    ).toEqual([
      'email=helena@example.com',
      'name=Dra. Helena Prado',
      'person=Sociedade Brasileira de Cardiologia',
      'situation=Ativo',
      'situation=Ativo',
    ])
  })

  it('refuses bad input with a 400 per field and writes nothing', async () => {
    const before = await t.database.db
      .selectFrom('event')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    const missing = await a.call('POST', '/events/event/', admin, {})
    expect(missing.statusCode).toBe(400)
    expect(missing.json().errors.map((x: { field: string }) => x.field)).toEqual([
      'name',
      'startDate',
      'endDate',
    ])
    const order = await a.call('POST', '/events/event/', admin, {
      name: 'X',
      startDate: at(5),
      endDate: at(4),
      confirmDate: at(6),
    })
    expect(order.json().errors).toEqual([
      { field: 'endDate', message: 'event.startAfterEnd', target: 'endDate' },
      { field: 'confirmDate', message: 'event.confirmDateAfterStart', target: 'confirmDate' },
    ])
    const badRef = await a.call('POST', '/events/event/', admin, {
      name: 'X',
      startDate: at(5),
      endDate: at(6),
      eventType: { id: 999999 },
    })
    expect(badRef.json().errors).toEqual([
      { field: 'eventType', message: 'error.invalidReference', target: 'eventType' },
    ])
    const badDate = await a.call('POST', '/events/event/', admin, {
      name: 'X',
      startDate: '31/12/2026',
      endDate: at(6),
      priority: 'ELEVEN',
    })
    expect(
      badDate
        .json()
        .errors.map((x: { field: string }) => x.field)
        .sort(),
    ).toEqual(['priority', 'startDate'])
    const after = await t.database.db
      .selectFrom('event')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(after.n)).toBe(Number(before.n))
  })

  it('updates with the current version, audits from/to, and refuses a stale version', async () => {
    const e = await a.event(admin, { name: 'Casamento Silva', estimatedPeople: 120 })
    const ok = await a.call('PUT', '/events/event/', admin, {
      ...e,
      name: 'Casamento Silva & Souza',
      estimatedPeople: 150,
    })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toMatchObject({ version: 2, name: 'Casamento Silva & Souza', estimatedPeople: 150 })
    const stale = await a.call('PUT', '/events/event/', admin, { ...e, name: 'Stale' })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().message).toBe('event.changedInAnotherSession')
    expect((await a.call('GET', `/events/event/${e.id}`, admin)).json().name).toBe('Casamento Silva & Souza')
    const audit = (await a.call('GET', `/events/event/audit?eventId=${e.id}`, admin)).json()
    expect(audit.filter((r: { action: string }) => r.action === 'U')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', from: 'Casamento Silva', to: 'Casamento Silva & Souza' }),
        expect.objectContaining({ field: 'estimatedPeople', from: '120', to: '150' }),
      ]),
    )
    expect(
      (await a.call('PUT', '/events/event/', admin, { ...e, version: undefined })).json().errors[0].field,
    ).toBe('version')
  })

  it("another tenant's event is 404 everywhere; a user without EVENT gets 403", async () => {
    const e = await a.event(admin)
    expect((await a.call('GET', `/events/event/${e.id}`, other)).statusCode).toBe(404)
    expect((await a.call('PUT', '/events/event/', other, { ...e })).statusCode).toBe(404)
    expect((await a.call('GET', `/events/event/audit?eventId=${e.id}`, other)).statusCode).toBe(404)
    expect(
      (await a.action(other, 'event-new/change-new-event-to-negotiation', { id: e.id })).statusCode,
    ).toBe(404)
    expect((await a.call('GET', `/events/event/${e.id}/requester`, other)).statusCode).toBe(404)
    expect((await a.call('POST', '/events/event/event-copy', other, { id: e.id })).statusCode).toBe(404)
    const theirs = (await a.call('GET', '/events/event/dashboard', other)).json()
    expect(theirs.nextEvents.map((x: { id: number }) => x.id)).not.toContain(e.id)
    for (const [method, url] of [
      ['GET', `/events/event/${e.id}`],
      ['POST', '/events/event/'],
      ['POST', '/events/event/list-events'],
      ['POST', '/events/event/totals/NEW'],
      ['POST', '/events/event/event-new/change-new-event-to-negotiation'],
      ['GET', `/events/event/audit?eventId=${e.id}`],
      ['GET', '/events/event/dashboard'],
      ['GET', '/events/event/saved-filters'],
      ['POST', '/events/event/saved-filters'],
      ['POST', '/events/event/event-copy'],
      ['POST', '/events/event/event-cancellation/cancel/1'],
    ] as const) {
      expect((await a.call(method, url, nobody, {})).statusCode, url).toBe(403)
    }
  })

  it('requesters: add, discard for good, stale eventVersion is 409, each audited', async () => {
    const e = await a.event(admin)
    const add = await a.call('POST', `/events/event/${e.id}/requester`, admin, {
      name: 'Marcos Lima',
      eventVersion: e.version,
    })
    expect(add.statusCode).toBe(201)
    const { content, eventVersion } = add.json()
    expect(eventVersion).toBe(2)
    const stale = await a.call('POST', `/events/event/${e.id}/requester`, admin, {
      name: 'Late',
      eventVersion: e.version,
    })
    expect(stale.statusCode).toBe(409)
    const noDiscardReason = await a.call('PUT', `/events/event/${e.id}/requester/${content[0].id}`, admin, {
      name: 'Marcos Lima',
      situation: 'DISCARDED',
      eventVersion,
    })
    expect(noDiscardReason.json().errors).toEqual([
      { field: 'discardReason', message: 'error.required', target: 'discardReason' },
    ])
    const discard = await a.call('PUT', `/events/event/${e.id}/requester/${content[0].id}`, admin, {
      name: 'Marcos Lima',
      situation: 'DISCARDED',
      discardReason: 'Saiu da empresa',
      eventVersion,
    })
    expect(discard.json().content[0]).toMatchObject({
      situation: 'DISCARDED',
      discardReason: 'Saiu da empresa',
    })
    const recover = await a.call('PUT', `/events/event/${e.id}/requester/${content[0].id}`, admin, {
      name: 'Marcos Lima',
      situation: 'ACTIVE',
    })
    expect(recover.statusCode).toBe(409)
    expect(recover.json().message).toBe('event.requesterDiscarded')
    expect(
      (await a.call('POST', `/events/event/${e.id}/requester`, admin, {})).json().errors[0],
    ).toMatchObject({ field: 'person', message: 'event.requesterNeedsPerson' })
    const audit = (await a.call('GET', `/events/event/audit?eventId=${e.id}`, admin)).json()
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'U',
          origin: 'requester',
          field: 'situation',
          from: 'ACTIVE',
          to: 'DISCARDED',
        }),
      ]),
    )
  })

  it('a registry record used by an event cannot be deleted or deactivated', async () => {
    const type = await a.post('/events/event-type/', admin, { name: `Feira ${Date.now()}` })
    await a.event(admin, { name: 'Feira do Livro', eventType: { id: type.id } })
    const del = await a.call('DELETE', `/events/event-type/${type.id}`, admin)
    expect(del.statusCode).toBe(409)
    expect(del.json()).toMatchObject({
      message: 'error.hasDependencies',
      dependencies: [{ registry: 'event', label: 'Feira do Livro' }],
    })
    expect(
      (await a.call('PUT', `/events/event-type/${type.id}`, admin, { ...type, active: false })).statusCode,
    ).toBe(409)
  })
})
