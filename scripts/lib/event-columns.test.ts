import { describe, expect, it } from 'vitest'
import { eventSchema } from '../../server/events/validate.js'
import { eventColumnsModule } from './event-columns.js'

/** A copy of the event schema with one more field, as a person adding a field would write it. */
const withFakeField = (extra: Record<string, unknown>, required = false) => {
  const schema = structuredClone(eventSchema('event').schema) as Record<string, unknown> & {
    properties: Record<string, unknown>
    required: string[]
  }
  schema.properties.fakeField = extra
  if (required) schema.required.push('fakeField')
  return schema
}

const lineOf = (module: string) =>
  module
    .split('\n')
    .find((l) => l.includes('fake_field'))
    ?.trim()

describe("the generated EventColumns (the event table's schema columns)", () => {
  it('names every field of the schema but id and version by its column', () => {
    const module = eventColumnsModule(eventSchema('event').schema)
    expect(module).toContain('  currency_id: number | null')
    expect(module).toContain('  courtesy_dailies: Generated<number>')
    expect(module).toContain('  name: string\n')
    expect(module).not.toMatch(/^ {2}(id|version):/m)
  })

  it('a new field is a column: nullable, NOT NULL when required, Generated with a default', () => {
    expect(lineOf(eventColumnsModule(withFakeField({ type: 'string' })))).toBe('fake_field: string | null')
    expect(lineOf(eventColumnsModule(withFakeField({ type: 'integer' }, true)))).toBe('fake_field: number')
    expect(lineOf(eventColumnsModule(withFakeField({ type: 'boolean', default: false })))).toBe(
      'fake_field: Generated<boolean>',
    )
    const ref = eventColumnsModule(withFakeField({ type: 'object', 'x-ref': 'person' }))
    expect(
      ref
        .split('\n')
        .find((l) => l.includes('fake_field'))
        ?.trim(),
    ).toBe('fake_field_id: number | null')
  })
})
