import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'

// Schemas use schemas/defs.json shapes; they are inlined at load, so the API never shows a $ref to it.
describe(`schemas with defs.json shapes (${testDbKind()})`, () => {
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp({ seed: false })
  })
  afterAll(() => t?.close())

  it('publish an OpenAPI document with the shapes inlined', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' })
    expect(res.statusCode).toBe(200)
    expect(res.body).not.toContain('defs.json')
    const maintenance = t.app.registrySchemas.find((s) => s.$id === 'environment-maintenance')!
    expect(maintenance.properties.environment).toMatchObject({
      type: 'object',
      'x-ref': 'environment',
      required: ['id'],
    })
    expect(maintenance.properties.startDateHour).toMatchObject({ type: 'string', format: 'local-date-time' })
  })
})
