import { describe, expect, it } from 'vitest'
import eventSchema from '../../../generated/event/event.json'
import { FIELD_ORDER, formOrder } from './eventForm'

const ORDER = [
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

describe('the event form follows the schema', () => {
  it('in the order a coordinator fills it in (x-ui.order), as before', () => {
    expect(FIELD_ORDER).toEqual(ORDER)
  })

  it('a new writable field comes last, or where x-ui.order puts it; a read-only one not at all', () => {
    const schema = structuredClone(eventSchema) as typeof eventSchema & { properties: Record<string, object> }
    schema.properties.fakeField = { type: 'string' }
    schema.properties.fakeKept = { type: 'string', readOnly: true }
    expect(formOrder(schema)).toEqual([...ORDER, 'fakeField'])
    schema['x-ui'].order = ['fakeField', ...ORDER]
    expect(formOrder(schema)).toEqual(['fakeField', ...ORDER])
  })
})
