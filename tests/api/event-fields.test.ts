import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventFields } from '../../server/events/model.js'
import { eventSchema } from '../../server/events/validate.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { testDbKind } from '../helpers/database.js'
import { api } from '../helpers/events.js'

type Property = { type?: string; enum?: string[]; format?: string; maxLength?: number; minimum?: number }
const properties = (eventSchema('event').schema as { properties: Record<string, Property> }).properties

/**
 * Two values of a plain field the schema describes (text, number, yes/no, a choice): the field a
 * how-to adds (docs/how-to/add-an-event-field.md) is written and read back with no test of its own.
 * Dates and references have tests of their own (events-crud, event-columns).
 */
function values(p: Property): [unknown, unknown] | undefined {
  if (p.enum) return p.enum.length > 1 ? [p.enum[1], p.enum[0]] : undefined
  if (p.format) return undefined
  if (p.type === 'string')
    return ['Written', 'Changed'].map((v) => v.slice(0, p.maxLength ?? 100)) as [string, string]
  if (p.type === 'integer' || p.type === 'number') return [(p.minimum ?? 0) + 1, (p.minimum ?? 0) + 2]
  if (p.type === 'boolean') return [true, false]
  return undefined
}
const cases = Object.keys(eventFields).flatMap((field) => {
  const v = values(properties[field])
  return v ? [[field, v] as const] : []
})

describe(`every plain field of the event schema is written and read back (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let a: ReturnType<typeof api>
  beforeAll(async () => {
    t = await createTestApp()
    admin = await signIn(t.app, accounts.admin)
    a = api(t.app)
  })
  afterAll(() => t?.close())

  it.each(cases)('%s: POST, GET, PUT, GET', async (field, [first, second]) => {
    const made = await a.event(admin, { [field]: first })
    const read = (await a.call('GET', `/events/event/${made.id}`, admin)).json()
    expect(read[field]).toEqual(first)
    const put = await a.call('PUT', '/events/event/', admin, { ...read, [field]: second })
    expect(put.statusCode, put.body).toBe(200)
    expect((await a.call('GET', `/events/event/${made.id}`, admin)).json()[field]).toEqual(second)
  })
})
