import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import { sql } from 'kysely'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, bearer, signIn, tenantIds, tokenRequest, type Tokens } from '../helpers/auth.js'
import { api, at } from '../helpers/events.js'
import { items } from '../helpers/event-items.js'

/** Issue 14, defects 2 and 4: each cause of a 500 the hardening run found, now a 400 in the error shape. */
describe(`bad input answers 400 (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let demo: number

  beforeAll(async () => {
    t = await createTestApp()
    admin = await signIn(t.app, accounts.admin)
    demo = (await tenantIds(t.app)).DEMO
  })
  afterAll(() => t?.close())

  const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: bearer(admin), payload: payload as never })
  const firstId = async (registry: string) =>
    (await as('GET', `/events/${registry}?size=1`)).json().content[0].id as number
  const isBadRequest = (res: LightMyRequestResponse, field?: string) => {
    expect([res.statusCode, res.body]).toEqual([400, expect.any(String)])
    const body = res.json()
    expect(body).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^[a-z]+(\.[A-Za-z]+)+$/),
      errors: expect.any(Array),
    })
    if (field) expect(body.errors.map((e: { field: string }) => e.field)).toContain(field)
  }

  describe('dates (defect 2)', () => {
    it('refuses a maintenance in year 0000, and room booking keeps working', async () => {
      const environment = await firstId('environment')
      const res = await as('POST', '/events/environment-maintenance/', {
        type: 'PREVENTIVE',
        environment: { id: environment },
        startDateHour: '0000-01-01T00:00:00',
        endDateHour: '0000-01-02T00:00:00',
      })
      isBadRequest(res, 'startDateHour')
      const check = await as('POST', '/events/event/availability/environment', {
        environment: { id: environment },
        startDateHour: at(400, 8),
        endDateHour: at(400, 18),
      })
      expect(check.statusCode).toBe(200)
    })

    it.each([
      ['holiday', { name: 'Dia', date: '0000-01-01' }, 'date'],
      ['holiday', { name: 'Dia', date: '2026-02-30' }, 'date'],
      ['currency-quotation', { dateHour: '2200-01-01T00:00:00' }, 'dateHour'],
      ['technical-visit', { dateHour: '2026-13-01T10:00:00' }, 'dateHour'],
      ['person', { name: 'Ana', personType: 'PHYSICAL', birthDate: '0000-01-01' }, 'birthDate'],
    ])('refuses impossible or out-of-range dates in %s', async (registry, body, field) => {
      const res = await as('POST', `/events/${registry}/`, body)
      isBadRequest(res, field)
      expect(res.json().errors.some((e: { field: string }) => Object.keys(body).includes(e.field))).toBe(true)
    })

    it('refuses impossible dates in event bodies, availability and list filters', async () => {
      isBadRequest(
        await as('POST', '/events/event/', {
          name: 'Congresso',
          startDate: '2026-02-30T25:61:00',
          endDate: at(32, 18),
        }),
        'startDate',
      )
      isBadRequest(
        await as('POST', '/events/event/', {
          name: 'Congresso',
          startDate: '0000-01-01T00:00:00',
          endDate: at(32, 18),
        }),
        'startDate',
      )
      const environment = await firstId('environment')
      isBadRequest(
        await as('POST', '/events/event/availability/environment', {
          environment: { id: environment },
          startDateHour: '0000-01-01T00:00:00',
          endDateHour: at(2),
        }),
        'startDateHour',
      )
      isBadRequest(await as('POST', '/events/event/list-events', { startDate: '2026-02-30' }), 'startDate')
      isBadRequest(
        await as('POST', '/events/event/list-events', { endDate: '0000-01-01T00:00:00' }),
        'endDate',
      )
    })

    it('refuses year 0000 in an event payment', async () => {
      const event = await api(t.app).event(admin)
      const payer = await firstId('person')
      const res = await items(t.app, admin).add(admin, event.id, 'payment', {
        payer: { id: payer },
        value: 10,
        expectedPaymentDate: '0000-01-01T00:00:00',
      })
      isBadRequest(res, 'expectedPaymentDate')
      expect(res.json().errors).toContainEqual({
        field: 'expectedPaymentDate',
        message: 'error.invalidDate',
        target: 'expectedPaymentDate',
      })
      const stored = await t.database.db
        .selectFrom('event_payment')
        .select('id')
        .where('event_id', '=', event.id)
        .execute()
      expect(stored).toEqual([])
    })

    it('stores nothing with year 0000', async () => {
      const rows = await t.database.db
        .selectFrom('registry_record')
        .select('id')
        .where(sql<string>`data::text`, 'like', '%"0000-%')
        .execute()
      expect(rows).toEqual([])
    })
  })

  describe('ids, numbers, text and sorts (defect 4)', () => {
    it('ids beyond bigint', async () => {
      isBadRequest(await as('GET', '/events/event/9223372036854775808'))
      isBadRequest(await t.app.inject({ method: 'GET', url: '/events/image-public/9223372036854775808' }))
      isBadRequest(await as('GET', '/events/environment/99999999999999999999999'))
    })

    it('pages that are not numbers a database takes', async () => {
      for (const page of ['1e309', 'Infinity', '-1', '9007199254740993'])
        isBadRequest(await as('GET', `/events/environment?page=${page}`), 'page')
      isBadRequest(await as('POST', '/events/event/list-events?page=1e309', {}), 'page')
    })

    it('NUL bytes and lone surrogates in forms, queries and JSON', async () => {
      isBadRequest(await tokenRequest(t.app, { grant_type: 'password', username: 'a\u0000b', password: 'x' }))
      isBadRequest(
        await t.app.inject({
          method: 'POST',
          url: '/events/events-users/recover-password?email=a%00b@demo.test',
        }),
      )
      isBadRequest(
        await t.app.inject({
          method: 'POST',
          url: '/events/technical-access/',
          payload: { username: 'a\u0000b', password: 'x', tenantCode: 'DEMO' },
        }),
      )
      isBadRequest(
        await t.app.inject({
          method: 'PUT',
          url: '/cm-oauth/admin/user/unblock',
          payload: { email: 'a@b.test', password: 'x\u0000', confirmationPassword: 'x', activationKey: 'K' },
        }),
      )
      isBadRequest(await as('GET', '/events/environment?name=a%00b'))
      isBadRequest(await as('POST', '/events/event-type/', { name: 'a\u0000b' }), 'name')
      const surrogate = await t.app.inject({
        method: 'POST',
        url: '/events/event-type/',
        headers: { ...bearer(admin), 'content-type': 'application/json' },
        payload: '{"name":"a\\ud800b"}',
      })
      isBadRequest(surrogate, 'name')
    })

    it('JSON nested far deeper than any body, and prototype keys', async () => {
      const deep = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`
      const json = (url: string, payload: string) =>
        t.app.inject({
          method: 'POST',
          url,
          headers: { ...bearer(admin), 'content-type': 'application/json' },
          payload,
        })
      isBadRequest(await json('/events/event-type/', deep))
      isBadRequest(await json('/events/event/list-events', `{"search":${deep}}`))
      isBadRequest(await json('/events/event-type/', '{"name":"X","__proto__":{"admin":true}}'))
    })

    it('sorts on prototype keys or unknown fields', async () => {
      isBadRequest(await as('GET', '/events/environment?sort=__proto__,asc'), 'sort')
      isBadRequest(await as('POST', '/events/event/list-events?sort=__proto__,asc', {}), 'sort')
      isBadRequest(await as('POST', '/events/notification/list?sort=__proto__,asc', {}), 'sort')
      isBadRequest(await as('GET', '/events/events-users?sort=constructor,desc'), 'sort')
    })

    it('malformed multipart bodies', async () => {
      const bad = (payload: string, boundary = 'XyZ') =>
        t.app.inject({
          method: 'POST',
          url: `/events/image/${demo}`,
          headers: { ...bearer(admin), 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload,
        })
      isBadRequest(await bad('not multipart at all'))
      isBadRequest(
        await bad(
          '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc',
        ),
      )
      isBadRequest(
        await t.app.inject({
          method: 'POST',
          url: `/events/image/${demo}`,
          headers: { ...bearer(admin), 'content-type': 'multipart/form-data' },
          payload: 'x',
        }),
      )
    })
  })
})
