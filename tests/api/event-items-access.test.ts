import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, bearer, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { api, at } from '../helpers/events.js'
import { fixtures, items } from '../helpers/event-items.js'
import { multipart } from '../helpers/multipart.js'
import { seedAccounts } from '../../server/seed/accounts.js'

type Body = Record<string, unknown>

describe(`event sub-items: tenant wall, features, situations, stale versions, audit (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let other: Tokens
  let nobody: Tokens
  let keeper: Tokens
  let a: ReturnType<typeof api>
  let it8: ReturnType<typeof items>
  let f: Awaited<ReturnType<typeof fixtures>>
  /** One valid body per kind, and a change of one audited field: [kind, body, field, changed value]. */
  let samples: [string, Body, string, unknown][]

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    const { DEMO } = await tenantIds(t.app)
    await seedAccounts(t.database.db, new Map([['DEMO', DEMO]]), [
      {
        email: 'noevent@demo.test',
        password: 'None#2026x',
        memberships: [{ tenant: 'DEMO', type: 'COMMON', features: ['PERSON', 'ENVIRONMENT'] }],
      },
      {
        email: 'keeper@demo.test',
        password: 'Keep#2026x',
        memberships: [
          { tenant: 'DEMO', type: 'COMMON', features: ['EVENT', 'ACTION_ADD_MEAL', 'ACTION_FOLLOW_UP'] },
        ],
      },
    ])
    admin = await signIn(t.app, accounts.admin)
    other = await signIn(t.app, accounts.otherAdmin)
    nobody = await signIn(t.app, { username: 'noevent@demo.test', password: 'None#2026x' })
    keeper = await signIn(t.app, { username: 'keeper@demo.test', password: 'Keep#2026x' })
    it8 = items(t.app, admin)
    f = await fixtures(t.app, admin)
    const department = await a.post('/events/department/', admin, {
      name: `Governança ${f.tag}`,
      manager: { id: f.ana.id },
    })
    samples = [
      [
        'environment',
        {
          environment: { id: f.foyer.id },
          startDateHour: at(30, 9),
          endDateHour: at(31, 18),
          assemblyStart: at(30, 8),
          observation: 'Palco',
        },
        'observation',
        'Palco e telão',
      ],
      [
        'equipment',
        { equipment: { id: f.translation.id }, startDateHour: at(30, 9), endDateHour: at(31, 18), amount: 1 },
        'amount',
        2,
      ],
      [
        'meal',
        { mealPlace: { id: f.roomA.id }, startDateHour: at(30, 12), endDateHour: at(30, 14), value: 300 },
        'value',
        350,
      ],
      ['menu', { name: 'Almoço', value: 80 }, 'name', 'Almoço executivo'],
      ['room-service', { name: 'Frigobar' }, 'chargeType', 'PER_PERSON'],
      [
        'department',
        { department: { id: department.id }, instructions: 'Arrumar salas' },
        'instructions',
        'Arrumar salas às 7h',
      ],
      ['payment', { payer: { id: f.ana.id }, value: 1000 }, 'status', 'PROVIDED'],
      ['commission', { responsible: { id: f.bruno.id }, type: 'TOTAL', percentage: 5 }, 'percentage', 7.5],
      ['discount', { type: 'TOTAL', value: 100 }, 'value', 150],
      ['programming', { date: at(30, 9), description: 'Abertura' }, 'description', 'Abertura oficial'],
      ['follow-up', { message: 'Ligar amanhã' }, 'message', null],
    ]
  })
  afterAll(() => t?.close())

  const kinds = [
    'environment',
    'equipment',
    'meal',
    'menu',
    'room-service',
    'department',
    'payment',
    'commission',
    'discount',
    'follow-up',
    'programming',
    'attachment',
  ]
  const routes = (eventId: number, version: number): ['GET' | 'POST' | 'PUT' | 'DELETE', string][] => [
    ...kinds.flatMap((k): ['GET' | 'POST' | 'PUT' | 'DELETE', string][] => [
      ['GET', `/events/event/${eventId}/${k}`],
      ['POST', `/events/event/${eventId}/${k}`],
      ['PUT', `/events/event/${eventId}/${k}/1`],
      ['DELETE', `/events/event/${eventId}/${k}/1?eventVersion=${version}`],
    ]),
    ['GET', `/events/event/${eventId}/attachment/1/download`],
    ['GET', `/events/event/${eventId}/summary`],
  ]

  it("another tenant's event is 404 on every sub-item route; a user without EVENT gets 403", async () => {
    const e = await a.event(admin)
    for (const [method, url] of routes(e.id, e.version)) {
      expect(
        (await a.call(method, url, other, { eventVersion: e.version })).statusCode,
        `${method} ${url}`,
      ).toBe(404)
      expect(
        (await a.call(method, url, nobody, { eventVersion: e.version })).statusCode,
        `${method} ${url}`,
      ).toBe(403)
    }
    expect(
      (await a.call('PUT', '/events/event/summary/save', other, { eventId: e.id, eventVersion: e.version }))
        .statusCode,
    ).toBe(404)
    expect(
      (await a.call('PUT', '/events/event/summary/save', nobody, { eventId: e.id, eventVersion: e.version }))
        .statusCode,
    ).toBe(403)
    const { payload, headers } = multipart([
      { filename: 'a.txt', type: 'text/plain', bytes: Buffer.from('x') },
    ])
    const up = await t.app.inject({
      method: 'POST',
      url: `/events/event/${e.id}/attachment?eventVersion=${e.version}`,
      headers: { ...bearer(other), ...headers },
      payload,
    })
    expect(up.statusCode).toBe(404)
    expect((await a.call('GET', `/events/event/${e.id}`, admin)).json().version).toBe(e.version)
  })

  it("sub-items of another user's or a confirmed event follow the event's change rules; a stale version changes nothing", async () => {
    const e = await a.event(admin)
    const theirs = await it8.add(keeper, e.id, 'follow-up', { message: 'x' })
    expect(theirs.statusCode).toBe(403)
    expect(theirs.json().message).toBe('event.cannotSeeOthers')
    const mine = await a.event(keeper)
    expect((await it8.add(keeper, mine.id, 'meal', samples[2][1])).statusCode).toBe(201)
    await t.database.db
      .updateTable('event')
      .set({ situation: 'CONFIRMED' })
      .where('id', '=', mine.id)
      .execute()
    const confirmed = await it8.add(keeper, mine.id, 'follow-up', { message: 'x' })
    expect(confirmed.statusCode).toBe(403)
    expect(confirmed.json().message).toBe('event.cannotChangeInSituation')
    for (const [kind, body] of samples) {
      const stale = await a.call('POST', `/events/event/${e.id}/${kind}`, admin, {
        ...body,
        eventVersion: e.version - 1 || 99,
      })
      expect(stale.statusCode, kind).toBe(409)
      expect(stale.json().message).toBe('event.changedInAnotherSession')
    }
    expect(
      (await a.call('GET', `/events/event/audit?eventId=${e.id}`, admin))
        .json()
        .filter((r: { origin: string }) => r.origin !== 'event'),
    ).toEqual([])
  })

  it('registry records that sub-items use cannot be deleted or deactivated', async () => {
    const e = await a.event(admin)
    const gear = await a.post('/events/equipment/', admin, { name: `Microfone ${f.tag}`, stock: 3 })
    const payer = await a.person(admin, `Pagador ${f.tag}`)
    expect(
      (
        await it8.add(admin, e.id, 'equipment', {
          equipment: { id: gear.id },
          startDateHour: at(30, 9),
          endDateHour: at(30, 18),
          amount: 1,
        })
      ).statusCode,
    ).toBe(201)
    expect((await it8.add(admin, e.id, 'payment', { payer: { id: payer.id }, value: 10 })).statusCode).toBe(
      201,
    )
    const del = await a.call('DELETE', `/events/equipment/${gear.id}`, admin)
    expect(del.statusCode).toBe(409)
    expect(del.json()).toMatchObject({
      message: 'error.hasDependencies',
      dependencies: [{ registry: 'event', id: e.id }],
    })
    expect((await a.call('DELETE', `/events/person/${payer.id}`, admin)).statusCode).toBe(409)
  })

  it('every kind writes I, U and D audit rows with the spec fields, from and to values', async () => {
    const e = await a.event(admin)
    for (const [kind, body, field, changed] of samples) {
      const added = await it8.add(admin, e.id, kind, body)
      expect(added.statusCode, `${kind}: ${added.body}`).toBe(201)
      const id = added.json().id
      if (changed !== null)
        expect(
          (await it8.change(admin, e.id, kind, id, { ...body, [field]: changed })).statusCode,
          kind,
        ).toBe(200)
      if (kind !== 'environment') expect((await it8.remove(admin, e.id, kind, id)).statusCode, kind).toBe(200)
    }
    const { payload, headers } = multipart([
      { filename: 'briefing.txt', type: 'text/plain', bytes: Buffer.from('Briefing') },
    ])
    const up = await t.app.inject({
      method: 'POST',
      url: `/events/event/${e.id}/attachment?eventVersion=${await it8.version(e.id)}`,
      headers: { ...bearer(admin), ...headers },
      payload,
    })
    expect(up.statusCode, up.body).toBe(201)
    expect(
      (await it8.change(admin, e.id, 'attachment', up.json().id, { description: 'Versão final' })).statusCode,
    ).toBe(200)
    expect((await it8.remove(admin, e.id, 'attachment', up.json().id)).statusCode).toBe(200)

    type Row = {
      action: string
      origin: string
      field: string
      from: string | null
      to: string | null
      user: string
    }
    const audit: Row[] = (await a.call('GET', `/events/event/audit?eventId=${e.id}`, admin)).json()
    const of = (origin: string, action: string) =>
      audit.filter((r) => r.origin === origin && r.action === action)
    for (const [kind, body, field, changed] of samples) {
      const inserted = of(kind, 'I')
      expect(inserted.length, kind).toBeGreaterThan(0)
      expect(inserted.every((r) => r.user === 'admin@demo.test')).toBe(true)
      if (changed !== null) {
        const from =
          body[field] === undefined
            ? kind === 'room-service'
              ? 'PER_ITEM'
              : 'IN_NEGOTIATION'
            : String(body[field])
        expect(of(kind, 'U'), kind).toEqual([expect.objectContaining({ field, from, to: String(changed) })])
      }
      if (kind !== 'environment')
        expect(
          of(kind, 'D')
            .map((r) => r.field)
            .sort(),
          kind,
        ).toEqual(inserted.map((r) => r.field).sort())
    }
    expect(of('environment', 'I').map((r) => r.field)).toEqual(
      expect.arrayContaining([
        'environment',
        'startDateHour',
        'endDateHour',
        'assemblyStart',
        'dailyRate',
        'observation',
      ]),
    )
    expect(of('equipment', 'I').map((r) => r.field)).toEqual(
      expect.arrayContaining(['equipment', 'startDateHour', 'endDateHour', 'dailyRate', 'amount', 'type']),
    )
    expect(of('payment', 'I')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'payer', to: String(f.ana.id) }),
        expect.objectContaining({ field: 'value', to: '1000' }),
      ]),
    )
    expect(of('attachment', 'U')).toEqual([
      expect.objectContaining({ field: 'description', from: null, to: 'Versão final' }),
    ])
    expect(of('attachment', 'D')).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'name', from: 'briefing.txt' })]),
    )

    // Every kind reads in words (issue 12): item and field labels, never keys; references by name, never ids.
    type Words = Row & {
      originText: string
      fieldText: string
      fromText: string | null
      toText: string | null
    }
    const words: Words[] = (
      await a.call('GET', `/events/event/audit?eventId=${e.id}&language=en-us`, admin)
    ).json()
    const raw = words
      .filter((r) => r.originText === r.origin || r.fieldText === r.field)
      .map((r) => `${r.origin}.${r.field}`)
    expect([...new Set(raw)]).toEqual([])
    const ids = words.filter(
      (r) =>
        ['payer', 'equipment', 'environment', 'responsible', 'department', 'mealPlace'].includes(r.field) &&
        /^#?\d+$/.test(r.toText ?? r.fromText ?? ''),
    )
    expect(ids).toEqual([])
  })
})
