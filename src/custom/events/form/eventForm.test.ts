import { describe, expect, it } from 'vitest'
import eventSchema from '../../../generated/event/event.json'
import { FIELD_ORDER, formOrder } from './eventForm'

/** The order the form had before the schema drove it: it keeps these fields in this order. */
const BEFORE = [
  'name',
  'clientName',
  'customer',
  'startDate',
  'endDate',
  'priority',
  'eventType',
  'areaInterest',
  'origin',
  'location',
  'currencyCompany',
  'estimatedPeople',
  'confirmDate',
  'courtesyDailies',
  'internal',
  'generatesContract',
  'preEvent',
  'observation',
]

const properties = eventSchema.properties as Record<string, { readOnly?: boolean }>
const writable = Object.keys(properties).filter((f) => !properties[f].readOnly && f !== 'version')

describe('the event form follows the schema', () => {
  it("x-ui.order first, then every other field a client writes in the schema's order", () => {
    const order = eventSchema['x-ui'].order
    expect(FIELD_ORDER).toEqual([
      ...order.filter((f) => writable.includes(f)),
      ...writable.filter((f) => !order.includes(f)),
    ])
    expect(FIELD_ORDER.filter((f) => BEFORE.includes(f))).toEqual(BEFORE)
    for (const kept of ['id', 'version', 'situation', 'kanbanStatus', 'waitList'])
      expect(FIELD_ORDER).not.toContain(kept)
  })

  it('a new writable field comes last, or where x-ui.order puts it; a read-only one not at all', () => {
    const schema = structuredClone(eventSchema) as typeof eventSchema & { properties: Record<string, object> }
    schema.properties.fakeField = { type: 'string' }
    schema.properties.fakeKept = { type: 'string', readOnly: true }
    expect(formOrder(schema)).toEqual([...FIELD_ORDER, 'fakeField'])
    schema['x-ui'].order = ['fakeField', ...FIELD_ORDER]
    expect(formOrder(schema)).toEqual(['fakeField', ...FIELD_ORDER])
  })
})
