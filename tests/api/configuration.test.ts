import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, bearer, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { withTenant } from '../../server/db/tenant.js'
import { getSettings } from '../../server/configuration/settings.js'
import { takeDocumentSequence } from '../../server/configuration/repository.js'
import { seedTenants } from '../../server/seed/tenants.js'
import { putConfiguration } from '../helpers/configuration.js'

type Entry = { name: string; value: unknown; type: string; group: string; kind: string }

describe(`configuration entries (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let staff: Tokens
  let other: Tokens

  beforeAll(async () => {
    t = await createTestApp()
    admin = await signIn(t.app, accounts.admin)
    staff = await signIn(t.app, accounts.staff)
    other = await signIn(t.app, accounts.otherAdmin)
  })
  afterAll(() => t?.close())

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Tokens = admin, payload?: unknown) =>
    t.app.inject({ method, url, headers: bearer(who), payload: payload as never })
  const byName = (list: Entry[]) => Object.fromEntries(list.map((e) => [e.name, e]))

  it('a tenant created just now reads every default of the catalogue, with no seeding step', async () => {
    const ids = await seedTenants(t.database.db, [
      {
        code: 'FRESH',
        name: 'Fresh',
        socialReason: 'Fresh Ltda',
        tradeName: 'Fresh',
        document: '1',
        language: 'es',
      },
    ])
    const settings = await withTenant(t.database.db, ids.get('FRESH')!, (trx) => getSettings(trx))
    expect(settings).toMatchObject({
      mainCurrency: 3,
      changeEventWithOldDate: true,
      inputFormat: 'lower',
      formatInputs: false,
      confirmationNotificationTime: 2,
      customerNotificationNewTime: 2,
      customerNotificationEndTime: 2,
      accommodationTax: 0,
      foodAndBeverageTax: 0,
      useKanban: false,
      kanbanSituations: ['NEW', 'NEGOTIATION', 'CONFIRMED', 'IN_PROGRESS'],
      negotiationColor: '#e69f00',
      documentSequence: 1,
    })
    const rows = await withTenant(t.database.db, ids.get('FRESH')!, (trx) =>
      trx.selectFrom('configuration_entry').selectAll().execute(),
    )
    expect(rows).toEqual([])
  })

  it('lists every entry with name, value, type, group and kind; colours and the sequence are GENERAL', async () => {
    const res = await call('GET', '/events/configuration', staff)
    expect(res.statusCode).toBe(200)
    const list = byName(res.json())
    expect(list.NEGOTIATION_COLOR).toMatchObject({
      value: '#e69f00',
      type: 'GENERAL',
      group: 'colors',
      kind: 'color',
    })
    expect(list.DOCUMENT_SEQUENCE).toMatchObject({ type: 'GENERAL', kind: 'number' })
    expect(list.USE_KANBAN).toMatchObject({
      value: false,
      type: 'SPECIFIC',
      group: 'kanban',
      kind: 'boolean',
    })
    expect(list.INPUT_FORMAT).toMatchObject({ value: 'lower', kind: 'enum', options: ['upper', 'lower'] })
    expect(list.ENVIRONMENT_TAX).toMatchObject({ value: 0, kind: 'number' })
    for (const name of [
      'ENVIRONMENT_BLOCK',
      'EQUIPMENT_BLOCK',
      'ACCOMMODATION_RESERVATION_BLOCK',
      'NEW_SITUATION_BLOCK',
      'NEGOTIATION_SITUATION_BLOCK',
      'MINIMUM_EMPLOYEES',
      'SEND_EMAIL_BY_USER',
      'FOLLOWUP_EMAIL_MESSAGE',
      'EQUIPMENT_TENANT_CODE',
    ]) {
      expect(list[name], name).toBeDefined()
    }
    const general = Object.values(list).filter((e) => e.type === 'GENERAL')
    expect(general).toHaveLength(17)
  })

  it('saves a list of entries; the typed settings and another tenant see the right values', async () => {
    const res = await putConfiguration(t.app, admin, [
      { name: 'USE_KANBAN', value: true },
      { name: 'INPUT_FORMAT', value: 'upper' },
      { name: 'ACCOMMODATION_TAX', value: 12.5 },
      { name: 'NEW_COLOR', value: '#ABCDEF' },
      { name: 'KANBAN_SITUATIONS', value: ['CONFIRMED', 'NEW'] },
    ])
    expect(res.statusCode).toBe(200)
    const list = byName(res.json().content)
    expect(list.NEW_COLOR.value).toBe('#abcdef')
    expect(list.KANBAN_SITUATIONS.value).toEqual(['NEW', 'CONFIRMED'])
    const { DEMO, OTHER } = await tenantIds(t.app)
    const settings = await withTenant(t.database.db, DEMO, (trx) => getSettings(trx))
    expect(settings).toMatchObject({ useKanban: true, inputFormat: 'upper', accommodationTax: 12.5 })
    const theirs = byName((await call('GET', '/events/configuration', other)).json())
    expect(theirs.USE_KANBAN.value).toBe(false)
    expect(await withTenant(t.database.db, OTHER, (trx) => getSettings(trx).then((s) => s.inputFormat))).toBe(
      'lower',
    )
  })

  it('accepts the spec client\'s text forms of booleans and numbers ("true", "2") and stores them typed', async () => {
    const res = await putConfiguration(t.app, admin, [
      { name: 'EQUIPMENT_BLOCK', value: 'true' },
      { name: 'ENVIRONMENT_TAX', value: '2' },
      { name: 'EQUIPMENT_TAX', value: ' 7.5 ' },
    ])
    expect(res.statusCode, res.body).toBe(200)
    const list = byName(res.json().content)
    expect(list.EQUIPMENT_BLOCK.value).toBe(true)
    expect(list.ENVIRONMENT_TAX.value).toBe(2)
    expect(list.EQUIPMENT_TAX.value).toBe(7.5)
    const wrong = await putConfiguration(t.app, admin, [
      { name: 'EQUIPMENT_BLOCK', value: 'yes' },
      { name: 'ENVIRONMENT_TAX', value: '2e3' },
    ])
    expect(wrong.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'EQUIPMENT_BLOCK',
      'ENVIRONMENT_TAX',
    ])
    await putConfiguration(t.app, admin, [
      { name: 'EQUIPMENT_BLOCK', value: false },
      { name: 'ENVIRONMENT_TAX', value: 0 },
      { name: 'EQUIPMENT_TAX', value: 0 },
    ])
  })

  it('a PUT that breaks a rule is 400 naming each entry, and changes nothing', async () => {
    const before = (await call('GET', '/events/configuration')).json()
    const res = await putConfiguration(t.app, admin, [
      { name: 'FORMAT_INPUTS', value: true },
      { name: 'NOT_AN_ENTRY', value: 1 },
      { name: 'MAIN_CURRENCY', value: 'three' },
      { name: 'EQUIPMENT_TAX', value: 120 },
      { name: 'HOLIDAY_COLOR', value: 'red' },
      { name: 'KANBAN_SITUATIONS', value: ['NEW'] },
      { name: 'INPUT_FORMAT', value: 'title' },
    ])
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual([
      { field: 'NOT_AN_ENTRY', message: 'configuration.unknownEntry', target: 'NOT_AN_ENTRY' },
      { field: 'MAIN_CURRENCY', message: 'error.invalidValue', target: 'MAIN_CURRENCY' },
      { field: 'EQUIPMENT_TAX', message: 'error.maximum', target: 'EQUIPMENT_TAX' },
      { field: 'HOLIDAY_COLOR', message: 'error.invalidValue', target: 'HOLIDAY_COLOR' },
      {
        field: 'KANBAN_SITUATIONS',
        message: 'configuration.situationsRequired',
        target: 'KANBAN_SITUATIONS',
      },
      { field: 'INPUT_FORMAT', message: 'error.invalidValue', target: 'INPUT_FORMAT' },
    ])
    expect((await call('GET', '/events/configuration')).json()).toEqual(before)
    const calendar = await putConfiguration(t.app, admin, [{ name: 'CALENDAR_SITUATIONS', value: [] }])
    expect(calendar.json().errors[0]).toMatchObject({
      field: 'CALENDAR_SITUATIONS',
      message: 'configuration.situationsRequired',
    })
  })

  it('changing configuration needs the CONFIGURATION feature; reading does not', async () => {
    expect((await call('GET', '/events/configuration', staff)).statusCode).toBe(200)
    expect((await putConfiguration(t.app, staff, [{ name: 'USE_KANBAN', value: false }])).statusCode).toBe(
      403,
    )
    expect((await call('POST', '/events/kanban-status/reset-events', staff, {})).statusCode).toBe(403)
  })

  it('reset-events checks that kanban is in use and has a column, then answers {updated: 0}', async () => {
    await putConfiguration(t.app, admin, [{ name: 'USE_KANBAN', value: false }])
    const off = await call('POST', '/events/kanban-status/reset-events', admin, {})
    expect(off.statusCode).toBe(409)
    expect(off.json().message).toBe('configuration.kanbanDisabled')
    await putConfiguration(t.app, admin, [{ name: 'USE_KANBAN', value: true }])
    // With every column switched off there is nowhere to put events.
    const { DEMO } = await tenantIds(t.app)
    const active = sql<Record<string, unknown>>`data || '{"active": false}'::jsonb`
    await withTenant(t.database.db, DEMO, (trx) =>
      trx
        .updateTable('registry_record')
        .set({ data: active })
        .where('registry', '=', 'kanban-status')
        .execute(),
    )
    const noColumn = await call('POST', '/events/kanban-status/reset-events', admin, {})
    expect(noColumn.statusCode).toBe(409)
    expect(noColumn.json().message).toBe('configuration.noKanbanStatus')
    const column = await call('POST', '/events/kanban-status/', admin, {
      name: 'Lead column',
      color: '#123456',
      order: 1,
      active: true,
    })
    expect(column.statusCode).toBe(201)
    const ok = await call('POST', '/events/kanban-status/reset-events', admin, {})
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toEqual({ updated: 0 })
  })

  it('document numbers are taken once each, even when taken at the same time', async () => {
    const { OTHER } = await tenantIds(t.app)
    const first = await withTenant(t.database.db, OTHER, (trx) => takeDocumentSequence(trx, OTHER))
    const many = await Promise.all(
      Array.from({ length: 5 }, () =>
        withTenant(t.database.db, OTHER, (trx) => takeDocumentSequence(trx, OTHER)),
      ),
    )
    expect(first).toBe(1)
    expect([...many].sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6])
    const settings = await withTenant(t.database.db, OTHER, (trx) => getSettings(trx))
    expect(settings.documentSequence).toBe(7)
  })
})
