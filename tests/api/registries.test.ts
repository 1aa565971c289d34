import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, bearer, signIn, type Tokens } from '../helpers/auth.js'
import { sampleRecord } from '../helpers/sample-record.js'
import { loadRegistrySchemas, type RegistrySchema } from '../../server/schemas/load.js'
import { seedAccounts } from '../../server/seed/accounts.js'

/** The same checks for every registry of schemas/registries, generated from the index. */
const schemas = loadRegistrySchemas()
// REGISTRIES=a,b runs the per-registry checks for those only (a how-to's follow adds one registry).
const only = process.env.REGISTRIES?.split(',')
const checked = only ? schemas.filter((s) => only.includes(s.$id)) : schemas
const ticketsFeatures = [
  ...new Set(
    schemas
      .flatMap((s) => [s['x-resource'].ticketsFeature ?? '', s['x-resource'].feature])
      .filter((f) => f.startsWith('TICKETS_')),
  ),
]

describe(`every registry (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let other: Tokens
  let nobody: Tokens
  const made = new Map<string, number>()

  beforeAll(async () => {
    t = await createTestApp()
    const tenants = new Map(
      (await t.database.db.selectFrom('tenant').select(['code', 'id']).execute()).map((r) => [r.code, r.id]),
    )
    await seedAccounts(t.database.db, tenants, [
      {
        email: 'nofeature@demo.test',
        password: 'None#2026',
        memberships: [{ tenant: 'DEMO', type: 'COMMON', features: [] }],
      },
      {
        email: 'boxoffice@demo.test',
        password: 'Tickets#2026',
        memberships: [{ tenant: 'DEMO', type: 'COMMON', features: ticketsFeatures }],
      },
    ])
    admin = await signIn(t.app, accounts.admin)
    other = await signIn(t.app, accounts.otherAdmin)
    nobody = await signIn(t.app, { username: 'nofeature@demo.test', password: 'None#2026' })
  })
  afterAll(() => t?.close())

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: Tokens = admin,
    payload?: unknown,
  ) => t.app.inject({ method, url, headers: bearer(who), payload: payload as never })
  const bySchema = new Map(schemas.map((s) => [s.$id, s]))
  let counter = 1000

  /** An id of a fresh record of `name` (creating what it references first). */
  async function create(schema: RegistrySchema): Promise<{ id: number; body: Record<string, unknown> }> {
    const body = await sampleRecord(
      schema,
      counter++,
      async (target) => made.get(target) ?? (await create(bySchema.get(target)!)).id,
    )
    const res = await call('POST', `${schema['x-resource'].endpoint}/`, admin, body)
    if (res.statusCode !== 201) throw new Error(`create ${schema.$id}: ${res.statusCode} ${res.body}`)
    made.set(schema.$id, res.json().id)
    return { id: res.json().id, body }
  }

  it('a ticket-context user opens exactly the registries shared with the ticket context', async () => {
    const box = await signIn(t.app, { username: 'boxoffice@demo.test', password: 'Tickets#2026' })
    for (const s of schemas) {
      const r = s['x-resource']
      const shared = r.feature.startsWith('TICKETS_') || Boolean(r.ticketsFeature)
      expect((await call('GET', r.endpoint, box)).statusCode, r.name).toBe(shared ? 200 : 403)
    }
  })

  it('a coordinator picks from the registries the event form refers to, without opening them', async () => {
    const staff = await signIn(t.app, accounts.staff)
    expect((await call('GET', '/events/event-type', staff)).statusCode).toBe(403)
    expect((await call('GET', '/events/event-type/autocomplete?name=&page=0', staff)).statusCode).toBe(200)
    expect((await call('GET', '/events/cancellation-reason/autocomplete', staff)).statusCode).toBe(200)
    // The wait-list dialog of the lifecycle menu picks a group the same way.
    expect((await call('GET', '/events/waiting-list-group', staff)).statusCode).toBe(403)
    expect((await call('GET', '/events/waiting-list-group/autocomplete', staff)).statusCode).toBe(200)
    expect((await call('GET', '/events/event-type/autocomplete', nobody)).statusCode).toBe(403)
  })

  describe.each(checked.map((s) => [s.$id, s] as const))('%s', (name, schema) => {
    const ep = schema['x-resource'].endpoint

    it('create, read, list, search, update and delete', async () => {
      const { id, body } = await create(schema)
      const read = await call('GET', `${ep}/${id}`)
      expect(read.statusCode).toBe(200)
      expect(read.json()).toMatchObject({ id, version: 1 })

      const list = (await call('GET', `${ep}?page=0&size=20&sort=id,desc`)).json()
      expect(list).toMatchObject({ number: 0, size: 20 })
      expect(list.totalElements).toBeGreaterThanOrEqual(1)
      expect(list.content.map((r: { id: number }) => r.id)).toContain(id)

      const searchField = schema['x-resource'].search?.[0]
      if (searchField && typeof body[searchField] === 'string') {
        const found = (
          await call('GET', `${ep}?search=${encodeURIComponent(String(body[searchField]))}`)
        ).json()
        expect(found.content.map((r: { id: number }) => r.id)).toContain(id)
      }
      const auto = await call('GET', `${ep}/autocomplete?name=&page=0`)
      expect(auto.statusCode).toBe(200)

      const updated = await call('PUT', `${ep}/${id}`, admin, read.json())
      expect(updated.statusCode).toBe(200)
      expect(updated.json().version).toBe(2)

      made.delete(name)
      const del = await call('DELETE', `${ep}/${id}`)
      expect(del.statusCode).toBe(200)
      expect(del.json()).toEqual({ id })
      expect((await call('GET', `${ep}/${id}`)).statusCode).toBe(404)
    })

    it('a body missing a required field is 400 naming it', async () => {
      const required = schema.required ?? []
      if (!required.length) return
      const res = await call('POST', `${ep}/`, admin, {})
      expect(res.statusCode).toBe(400)
      const fields = res.json().errors.map((e: { field: string }) => e.field)
      for (const f of required) expect(fields).toContain(f)
      expect(res.json().errors[0].message).toBe('error.required')
    })

    it("another tenant's id is 404 on read, update and delete", async () => {
      const { id } = await create(schema)
      expect((await call('GET', `${ep}/${id}`, other)).statusCode).toBe(404)
      expect(
        (await call('PUT', `${ep}/${id}`, other, (await call('GET', `${ep}/${id}`)).json())).statusCode,
      ).toBe(404)
      expect((await call('DELETE', `${ep}/${id}`, other)).statusCode).toBe(404)
      expect((await call('GET', `${ep}/${id}`)).statusCode).toBe(200)
    })

    it('a user without the feature gets 403', async () => {
      for (const [method, url] of [
        ['GET', ep],
        ['GET', `${ep}/autocomplete`],
        ['GET', `${ep}/1`],
        ['POST', `${ep}/`],
        ['PUT', `${ep}/1`],
        ['DELETE', `${ep}/1`],
      ] as const) {
        const res = await call(method, url, nobody, method === 'POST' || method === 'PUT' ? {} : undefined)
        expect(res.statusCode, `${method} ${url}`).toBe(403)
      }
    })
  })
})
