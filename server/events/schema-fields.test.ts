import { describe, expect, it } from 'vitest'
import { eventPlaceholders, placeholdersOf } from '../../common/documents/event-placeholders.js'
import { scalarPlaceholders } from '../../common/documents/placeholders.js'
import { formLocaleKeys } from '../schemas/locale-keys.js'
import { copiedColumns } from './model.js'
import { eventSchema } from './validate.js'

/** A copy of the event schema with one more field, as a person adding a field would write it. */
const withFakeField = (extra: Record<string, unknown>) => {
  const schema = structuredClone(eventSchema('event').schema) as Record<string, unknown> & {
    properties: Record<string, unknown>
  }
  schema.properties.fakeField = { type: 'string', maxLength: 10, ...extra }
  return schema
}

/** What follows from the event schema on the server: the copy and the documents' placeholders. */
describe('the event schema drives', () => {
  it('the copy: every field a client writes (the columns the copy took by hand before)', () => {
    expect([...copiedColumns].sort()).toEqual(
      [
        'name',
        'client_name',
        'customer_id',
        'start_date',
        'end_date',
        'priority',
        'event_type_id',
        'area_interest_id',
        'origin_id',
        'location_id',
        'currency_id',
        'confirm_date',
        'pre_event',
        'estimated_people',
        'observation',
        'courtesy_dailies',
        'internal',
        'generates_contract',
      ].sort(),
    )
  })

  it("the documents' event placeholders, in the template editor's order", () => {
    const keys = [
      'event.number',
      'event.name',
      'event.startDate',
      'event.endDate',
      'event.type',
      'event.location',
      'event.estimatedPeople',
      'event.observation',
    ]
    expect(eventPlaceholders.map((p) => p.key)).toEqual(keys)
    expect(scalarPlaceholders.slice(0, keys.length)).toEqual(keys)
  })

  it('a new field with x-placeholder is a placeholder with its locale key, and nothing else', () => {
    const schema = withFakeField({ 'x-placeholder': 'event.fakeField' })
    expect(placeholdersOf(schema).at(-1)).toEqual({ field: 'fakeField', key: 'event.fakeField' })
    expect(formLocaleKeys(schema).map((k) => k.key)).toContain('documents.placeholders.event.fakeField')
    expect(placeholdersOf(withFakeField({}))).toHaveLength(eventPlaceholders.length)
  })
})
