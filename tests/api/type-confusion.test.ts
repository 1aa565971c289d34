import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import { sql } from 'kysely'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, bearer, signIn, type Tokens } from '../helpers/auth.js'
import { api, at } from '../helpers/events.js'

/** A number written with exactly these digits (a JS literal would be rounded before it is sent). */
const digits = (text: string) => `@@${text}@@`
const asJson = (body: unknown) => JSON.stringify(body).replace(/"@@(-?\d+)@@"/g, '$1')

/**
 * Issue 49, 4: JSON is taken as sent — `true` is no number, `12` no text — and a number in a path
 * or query is decimal text, nothing else. Each refusal is a 400 naming the field, and writes nothing.
 */
describe(`type-confused input is refused, not coerced (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let a: ReturnType<typeof api>
  let reason: number
  let eventId: number

  beforeAll(async () => {
    t = await createTestApp()
    admin = await signIn(t.app, accounts.admin)
    a = api(t.app)
    reason = (await a.reason(admin)).id
    eventId = (await a.event(admin)).id
  })
  afterAll(() => t?.close())

  const fields = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json()).toMatchObject({ status: 400, message: expect.stringMatching(/^[a-z]+\./) })
    return res.json().errors.map((e: { field: string }) => e.field)
  }
  const lostRows = async () =>
    Number(
      (await sql<{ n: string }>`select count(*) as n from lost_business`.execute(t.database.db)).rows[0].n,
    )

  it.each([
    ['a flag for a number', { people: true }, 'people'],
    ['text for a number', { people: '12' }, 'people'],
    ['a number beyond 2^53', { people: digits('9007199254740993') }, 'people'],
    ['a huge integer for a text', { note: digits('-9223372036854775809') }, 'note'],
    ['a number for a text', { note: 12 }, 'note'],
    ['an object for a text', { note: { text: 'x' } }, 'note'],
    ['text for a reference id', { reason: { id: '1' } }, 'reason.id'],
  ])('POST /events/lost-business refuses %s', async (_, change, field) => {
    const before = await lostRows()
    const body = { date: at(40).slice(0, 10), people: 3, reason: { id: reason }, note: 'ok', ...change }
    const res = await t.app.inject({
      method: 'POST',
      url: '/events/lost-business',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: asJson(body),
    })
    expect(fields(res)).toContain(field)
    expect(await lostRows()).toBe(before)
  })

  it('the same body with the right types is recorded', async () => {
    const res = await a.call('POST', '/events/lost-business', admin, {
      date: at(40).slice(0, 10),
      people: 3,
      reason: { id: reason },
      note: 'ok',
    })
    expect(res.statusCode, res.body).toBe(201)
  })

  it('a registry body and the kanban checklist refuse wrong types', async () => {
    expect(
      fields(await a.call('POST', '/events/holiday/', admin, { name: 12, date: '2031-01-01' })),
    ).toContain('name')
    expect(
      fields(await a.call('POST', '/events/holiday/', admin, { name: { a: 1 }, date: '2031-01-01' })),
    ).toContain('name')
    const tick = await a.call('PUT', `/events/event/${eventId}/kanban-checklist`, admin, {
      items: [{ id: 0, done: 'true' }],
      version: 1,
    })
    expect(fields(tick)).toContain('items[0].done')
    const move = await a.call('PUT', `/events/event/${eventId}/kanban-status`, admin, {
      kanbanStatus: { id: 1 },
      version: '1',
    })
    expect(fields(move)).toContain('version')
  })

  it.each(['0x10', '1e1', '%2016', '+16', '016', '16.0', '9007199254740993'])(
    'a path id written %s is 400 naming the param',
    async (id) => {
      const summary = await a.call('GET', `/events/event/${id}/summary`, admin)
      expect(fields(summary).join()).toMatch(/eventId/)
      const record = await a.call('GET', `/events/holiday/${id}`, admin)
      expect(fields(record).join()).toMatch(/\bid\b/)
    },
  )

  it('a decimal path id and query number still work; a query number is decimal too', async () => {
    expect((await a.call('GET', `/events/event/${eventId}/summary`, admin)).statusCode).toBe(200)
    expect((await a.call('GET', '/events/holiday?page=0&size=5', admin)).statusCode).toBe(200)
    expect(fields(await a.call('GET', '/events/holiday?page=0x1', admin))).toContain('page')
    expect(fields(await a.call('GET', '/events/holiday?size=1e1', admin))).toContain('size')
  })
})
