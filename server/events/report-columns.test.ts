import { describe, expect, it } from 'vitest'
import { formLocaleKeys } from '../schemas/locale-keys.js'
import { report as eventReport } from '../reports/types/event.js'
import { eventReportColumns, reportColumnsOf } from './report-columns.js'
import { eventSchema } from './validate.js'

/** A copy of the event schema with one more field, shown in the report after the others. */
const withFakeField = (property: Record<string, unknown>, entry: Record<string, unknown> = {}) => {
  const schema = structuredClone(eventSchema('event').schema) as Record<string, unknown> & {
    properties: Record<string, unknown>
    'x-report': object[]
  }
  schema.properties.fakeField = property
  schema['x-report'].push({ field: 'fakeField', width: 12, ...entry })
  return schema
}

describe("the event report's columns come from the event schema's x-report", () => {
  it('the columns the report listed by hand, in its order, with its kinds and widths', () => {
    const byHand = [
      { key: 'code', kind: 'number', width: 8 },
      { key: 'name', kind: 'text', width: 30 },
      { key: 'client', kind: 'text', width: 24 },
      { key: 'eventType', kind: 'text', width: 18 },
      { key: 'situation', kind: 'situation', width: 16 },
      { key: 'startDate', kind: 'date', width: 17 },
      { key: 'endDate', kind: 'date', width: 17 },
      { key: 'estimatedPeople', kind: 'number', width: 10 },
      { key: 'confirmBy', kind: 'date', width: 17 },
      { key: 'waitList', kind: 'boolean', width: 8 },
      { key: 'internal', kind: 'boolean', width: 8 },
      { key: 'createdAt', kind: 'date', width: 17 },
    ]
    // The answer's bytes: the same keys in the same order, nothing more.
    expect(JSON.stringify(eventReport.reader.columns({}))).toBe(JSON.stringify(byHand))
  })

  it('reads each cell from its column: a reference by id, the client from both sources', () => {
    expect(eventReportColumns.map((c) => [c.column.key, c.source, c.ref ?? null, c.as ?? null])).toEqual([
      ['code', 'id', null, null],
      ['name', 'name', null, null],
      ['client', 'customer_id', 'person', 'client'],
      ['eventType', 'event_type_id', 'event-type', null],
      ['situation', 'situation', null, null],
      ['startDate', 'start_date', null, null],
      ['endDate', 'end_date', null, null],
      ['estimatedPeople', 'estimated_people', null, null],
      ['confirmBy', 'confirm_date', null, null],
      ['waitList', 'wait_list', null, null],
      ['internal', 'internal', null, null],
      ['createdAt', 'created_at', null, null],
    ])
  })

  it('a new field named in x-report is a column of its kind, titled by a locale key', () => {
    const text = withFakeField({ type: 'string', maxLength: 10 })
    expect(reportColumnsOf(text).at(-1)?.column).toEqual({ key: 'fakeField', kind: 'text', width: 12 })
    expect(formLocaleKeys(text).map((k) => k.key)).toContain('report.column.fakeField')
    const number = withFakeField({ type: 'integer' }, { key: 'fake' })
    expect(reportColumnsOf(number).at(-1)?.column).toEqual({ key: 'fake', kind: 'number', width: 12 })
    const coded = withFakeField({ type: 'string', enum: ['A'], 'x-enum-labels': 'fake.words' })
    expect(reportColumnsOf(coded).at(-1)?.column).toEqual({
      key: 'fakeField',
      kind: 'text',
      width: 12,
      words: 'fake.words',
    })
  })

  it('a field the schema does not describe must name its kind and be a column of the event', () => {
    expect(() => reportColumnsOf(withFakeField({}, { field: 'updatedAt' }))).toThrow(/kind/)
    expect(() => reportColumnsOf(withFakeField({}, { field: 'nothing', kind: 'text' }))).toThrow(/no column/)
  })
})
