import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'

describe(`server basics (${testDbKind()})`, () => {
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp({ seed: false })
    // Routes that exist only in this test, to drive the error paths.
    t.app.get('/events/test-boom', { config: { public: true } }, async () => {
      throw new Error('secret internals')
    })
    t.app.post(
      '/events/test-validate',
      {
        config: { public: true },
        schema: {
          body: {
            type: 'object',
            required: ['name'],
            properties: { name: { type: 'string', maxLength: 5 }, size: { type: 'integer', minimum: 1 } },
          },
        },
      },
      async () => ({ ok: true }),
    )
  })
  afterAll(() => t?.close())

  it('GET /health answers ok and names the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok', database: testDbKind() })
  })

  it("GET /health says while the first start's demo events are still being written", async () => {
    t.app.demoSeed.state = 'seeding'
    try {
      expect((await t.app.inject({ method: 'GET', url: '/health' })).json()).toEqual({
        status: 'ok',
        database: testDbKind(),
        demoSeed: 'seeding',
      })
    } finally {
      t.app.demoSeed.state = 'none'
    }
  })

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' })
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'")
  })

  it('an unknown API path is 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/events/nothing-here' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ status: 404, message: 'error.notFound', errors: [] })
  })

  it('a bug is a 500 in the error shape without internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/events/test-boom' })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ status: 500, message: 'error.internal', errors: [] })
    expect(res.body).not.toContain('secret internals')
  })

  it('invalid input is a 400 naming each field with a locale key', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/events/test-validate', payload: { size: 0 } })
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.status).toBe(400)
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'error.required', target: 'name' },
        { field: 'size', message: 'error.minimum', target: 'size' },
      ]),
    )
  })

  it('malformed JSON is a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/events/test-validate',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ status: 400, message: 'error.invalidValue' })
  })

  it('serves the OpenAPI document with the registry schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(doc.openapi).toMatch(/^3\./)
    expect(doc.components.schemas['environment-type'].required).toEqual(['name'])
    expect(doc.paths['/health']).toBeDefined()
    const ui = await t.app.inject({ method: 'GET', url: '/docs' })
    expect([200, 302]).toContain(ui.statusCode)
  })
})
