import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, bearer, signIn, type Tokens } from '../helpers/auth.js'

/**
 * Issue 31, 5f: `x-unique-items` (docs/how-to/add-a-registry.md) — a property that must differ among
 * a list's items. The section type's batches are the first user: two batches with the same
 * `order` made the batch sold next a coin toss.
 */
describe(`x-unique-items through the API (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens

  beforeAll(async () => {
    t = await createTestApp()
    admin = await signIn(t.app, accounts.admin)
  })
  afterAll(() => t?.close())

  const call = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
    t.app.inject({ method, url, headers: bearer(admin), payload: payload as never })
  const batch = (name: string, order?: number) => ({ name, price: 50, quantity: 10, order })

  it('a section type with two batches of the same order is 400 on the repeated one, and nothing is written', async () => {
    const name = `Setor Ordem ${Date.now()}`
    const res = await call('POST', '/events/section-type/', {
      name,
      batches: [batch('Lote 1', 1), batch('Lote 2', 1), batch('Lote 3', 2), batch('Lote 4', 2)],
    })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().errors).toEqual([
      { field: 'batches[1].order', message: 'error.repeatedInList', target: 'batches[1].order' },
      { field: 'batches[3].order', message: 'error.repeatedInList', target: 'batches[3].order' },
    ])
    const list = await t.app.inject({
      method: 'GET',
      url: `/events/section-type?search=${encodeURIComponent(name)}`,
      headers: bearer(admin),
    })
    expect(list.json().totalElements).toBe(0)
  })

  it('distinct orders, and batches without an order, are written; an update that repeats one is refused', async () => {
    const created = await call('POST', '/events/section-type/', {
      name: `Setor Livre ${Date.now()}`,
      batches: [batch('Lote 1', 1), batch('Lote 2', 2), batch('Sem ordem'), batch('Outro sem ordem')],
    })
    expect(created.statusCode, created.body).toBe(201)
    const body = created.json()
    const res = await call('PUT', `/events/section-type/${body.id}`, {
      ...body,
      batches: [batch('Lote 1', 2), batch('Lote 2', 2)],
    })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().errors).toEqual([
      { field: 'batches[1].order', message: 'error.repeatedInList', target: 'batches[1].order' },
    ])
  })
})
