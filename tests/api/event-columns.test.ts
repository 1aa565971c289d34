import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventFields, eventRefs, listColumns } from '../../server/events/model.js'
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
