import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { columnOf, eventFields, eventRefs, listColumns } from '../../server/events/model.js'
import { eventSchema } from '../../server/events/validate.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'

/**
 * Issue 13: the event's columns are derived from its schema (camelCase → snake_case, references
 * `<name>_id`, `x-column` where the database differs). A schema field without its column — one
 * added to the schema but not to a migration — fails here rather than in a user's request.
 */
describe(`event columns mirror the event schema (${testDbKind()})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => t?.close())

  it('every column the schema implies exists in the event table', async () => {
    const { rows } = await sql<{ column_name: string }>`
      select column_name from information_schema.columns where table_name = 'event'`.execute(t.database.db)
    const columns = new Set(rows.map((r) => r.column_name))
    const implied = [...listColumns, ...Object.values(eventFields), ...eventRefs.map((r) => r.column)]
    expect(implied.filter((c) => !columns.has(c))).toEqual([])
  })

  it("the generated EventColumns' nullability is the table's: required NOT NULL, a default a default", async () => {
    const { rows } = await sql<{ column_name: string; is_nullable: string; column_default: string | null }>`
      select column_name, is_nullable, column_default from information_schema.columns
      where table_name = 'event'`.execute(t.database.db)
    const byName = new Map(rows.map((r) => [r.column_name, r]))
    const schema = eventSchema('event').schema as { required: string[]; properties: Record<string, any> }
    const wrong = Object.entries(schema.properties)
      .filter(([field]) => field !== 'id' && field !== 'version')
      .flatMap(([field, p]) => {
        const column = byName.get(columnOf(field))
        if (!column) return [`${field}: no column`]
        if (p.default !== undefined) return column.column_default === null ? [`${field}: no default`] : []
        const notNull = schema.required.includes(field)
        return (column.is_nullable === 'NO') === notNull ? [] : [`${field}: nullable ${column.is_nullable}`]
      })
    // The server's own two have a default the schema does not state: tables.ts says so.
    expect(wrong).toEqual(['situation: nullable NO', 'waitList: nullable NO'])
  })

  it('derives the references and the fields a client writes from the schema', () => {
    expect(eventRefs.find((r) => r.field === 'currencyCompany')).toMatchObject({
      column: 'currency_id',
      target: 'currency-company',
      writable: true,
    })
    expect(eventRefs.find((r) => r.field === 'cancellationReason')?.writable).toBe(false)
    expect(eventFields).toMatchObject({ clientName: 'client_name', courtesyDailies: 'courtesy_dailies' })
    expect(eventFields).not.toHaveProperty('situation')
  })
})
