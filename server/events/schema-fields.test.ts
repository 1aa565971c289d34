import { describe, expect, it } from 'vitest'
import { eventPlaceholders, placeholdersOf } from '../../common/documents/event-placeholders.js'
import { scalarPlaceholders } from '../../common/documents/placeholders.js'
import { formLocaleKeys } from '../schemas/locale-keys.js'
import { columnOf, copiedColumns, copiedColumnsOf } from './model.js'
import { eventModel, eventSchema } from './validate.js'

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
  it('the copy: every field a client writes (the write path says which), unless x-copy: false', () => {
    const { schema, writable } = eventModel('event')
    const properties = schema.properties as Record<string, { 'x-copy'?: boolean }>
    const expected = writable
      .filter((f) => f !== 'version' && properties[f]['x-copy'] !== false)
      .map((f) => columnOf(f))
    expect([...copiedColumns].sort()).toEqual(expected.sort())
    // The columns the copy took by hand before the schema drove it are still taken.
    const byHand = [
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
    ]
    expect(copiedColumns).toEqual(expect.arrayContaining(byHand))
    // What the server keeps is not copied: the version, the situation, the kanban column.
    for (const kept of ['version', 'situation', 'wait_list', 'kanban_status_id', 'id'])
      expect(copiedColumns).not.toContain(kept)
  })

  it('a new field: copied, unless x-copy: false; a read-only one never', () => {
    const copied = (extra: Record<string, unknown>) =>
      copiedColumnsOf(withFakeField(extra).properties as Record<string, object>)
    expect(copied({}).sort()).toEqual([...copiedColumns, 'fake_field'].sort())
    expect(copied({ 'x-copy': false })).toEqual(copiedColumns)
    expect(copied({ readOnly: true })).toEqual(copiedColumns)
  })

  it("the documents' event placeholders: the schema's x-placeholder fields, in its order", () => {
    const properties = eventSchema('event').schema.properties as Record<string, { 'x-placeholder'?: unknown }>
    const keys = Object.values(properties).flatMap(({ 'x-placeholder': p }) =>
      p ? [typeof p === 'string' ? p : (p as { key: string }).key] : [],
    )
    expect(eventPlaceholders.map((p) => p.key)).toEqual(keys)
    // The template editor lists them first, and the ones it had before keep their order.
    expect(scalarPlaceholders.slice(0, keys.length)).toEqual(keys)
    const before = [
      'event.number',
      'event.name',
      'event.startDate',
      'event.endDate',
      'event.type',
      'event.location',
      'event.estimatedPeople',
      'event.observation',
    ]
    expect(keys.filter((k) => before.includes(k))).toEqual(before)
  })

  it('a new field with x-placeholder is a placeholder with its locale key, and nothing else', () => {
    const schema = withFakeField({ 'x-placeholder': 'event.fakeField' })
    expect(placeholdersOf(schema).at(-1)).toEqual({ field: 'fakeField', key: 'event.fakeField' })
    expect(formLocaleKeys(schema).map((k) => k.key)).toContain('documents.placeholders.event.fakeField')
    expect(placeholdersOf(withFakeField({}))).toHaveLength(eventPlaceholders.length)
  })
})
