import { PDFParse } from 'pdf-parse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withTenant } from '../../server/db/tenant.js'
import { translate } from '../../server/i18n/translate.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { quotedCurrency } from '../helpers/currency.js'
import { api, at } from '../helpers/events.js'
import { fixtures, items, roomBody } from '../helpers/event-items.js'
import { drainJobs } from '../helpers/jobs.js'
import { parseCsv } from '../helpers/report-files.js'

type Body = Record<string, unknown>
/** Days ahead: far from the seeded events, so the period holds only this file's. */
const D = 2600
const day = (n: number) => at(n, 0).slice(0, 10)
const period = { startDate: day(D), endDate: day(D + 1) }

/**
 * Issue 49 on reports: the establishment's language unless the app asks for another (never the
 * browser's Accept-Language); a CSV a Brazilian spreadsheet reads in pt-BR and es; the costs
 * report's quotation columns only when some row has a quotation; months as the charts name them.
 */
describe(`reports in the establishment's language and a spreadsheet's dialect (${testDbKind()})`, () => {
  let t: TestApp
  let a: ReturnType<typeof api>
  let admin: Tokens
  let eventId: number

  const data = (type: string, body: Body = {}, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/events/report/${type}/data`,
      headers: { authorization: `Bearer ${admin.access_token}`, ...headers },
      payload: { ...period, ...body },
    })
  const file = async (
    type: string,
    format: string,
    body: Body = {},
    headers: Record<string, string> = {},
  ) => {
    const asked = await t.app.inject({
      method: 'POST',
      url: `/events/report/${type}`,
      headers: { authorization: `Bearer ${admin.access_token}`, ...headers },
      payload: { ...period, ...body, format },
    })
    expect(asked.statusCode, asked.body).toBe(202)
    await drainJobs(t.app)
    const got = await a.call('GET', `/events/file/r/${asked.json().reference}`, admin)
    expect(got.statusCode, got.body).toBe(200)
    return got
  }

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    const f = await fixtures(t.app, admin)
    const e = await a.event(admin, { name: 'Cúpula Ibérica', startDate: at(D, 8), endDate: at(D, 18) })
    eventId = e.id
    // Two dailies' worth would be 2000: one day at 19500 makes a figure with thousands.
    const booked = await items(t.app, admin).add(
      admin,
      e.id,
      'environment',
      roomBody(f.roomA.id, at(D, 9), at(D, 17), { dailyRate: 19500 }),
    )
    expect(booked.statusCode, booked.body).toBe(201)
    const { DEMO } = await tenantIds(t.app)
    await withTenant(t.database.db, DEMO, (trx) =>
      trx.updateTable('company').set({ language: 'en-us' }).execute(),
    )
  })
  afterAll(() => t?.close())

  it('without the app language the chart and the file follow the establishment, not Accept-Language', async () => {
    const res = await data('event', {}, { 'accept-language': 'pt-BR,pt;q=0.9' })
    expect(res.statusCode, res.body).toBe(200)
    const labels = (res.json().chart.series as { id: string; label: string }[]).map((s) => [s.id, s.label])
    expect(labels.length).toBeGreaterThan(0)
    for (const [id, label] of labels) expect(label).toBe(translate('en-us', `events.situations.${id}`))
    const stats = (await data('statistics', {}, { 'accept-language': 'pt-BR' })).json()
    expect(stats.panels.map((p: { title: string }) => p.title)).not.toContain('Eventos por mês e situação')
    const csv = await file('event', 'CSV', {}, { 'accept-language': 'pt-BR' })
    expect(csv.body.replace(/^\ufeff/, '')).toMatch(/^Code,Name,/)
    // The app's language, when it says one, still wins.
    const spanish = (await data('event', { language: 'es' }, { 'accept-language': 'en-US' })).json()
    for (const s of spanish.chart.series) expect(s.label).toBe(translate('es', `events.situations.${s.id}`))
  })

  it.each([
    ['pt-BR', ';', '19500,00'],
    ['es', ';', '19500,00'],
    ['en-us', ',', '19500.00'],
  ] as const)(
    'the costs CSV in %s: "%s" between cells, money %s, date-times to the second',
    async (language, sep, money) => {
      const got = await file('costs', 'CSV', { language })
      const text = got.body.replace(/^\ufeff/, '')
      expect(got.body.startsWith('\ufeff'), 'a BOM, so Excel reads accents').toBe(true)
      const [header, ...rows] = await parseCsv(text, sep)
      expect(text.split('\r\n')[0].split(sep)).toEqual(header)
      expect(header[0]).toBe(translate(language, 'report.column.code'))
      const row = rows.find((r) => Number(r[0]) === eventId)!
      expect(row[header.indexOf(translate(language, 'report.column.name'))]).toBe('Cúpula Ibérica')
      expect(row[header.indexOf(translate(language, 'report.column.environment'))]).toBe(money)
      expect(row[header.indexOf(translate(language, 'report.column.startDate'))]).toBe(`${day(D)} 08:00:00`)
    },
  )

  it('the costs report leaves out the quotation columns when no row has a quotation', async () => {
    const plain = (await data('costs')).json()
    const keys = plain.columns.map((c: { key: string }) => c.key)
    expect(keys).toContain('totalConverted')
    expect(keys).not.toContain('quotation')
    expect(keys).not.toContain('quotationDate')
    const csv = await file('costs', 'CSV')
    const [header] = await parseCsv(csv.body.replace(/^\ufeff/, ''))
    expect(header).toContain('Total')
    expect(header).not.toContain(translate('en-us', 'report.column.quotation'))
    expect(header).not.toContain(translate('en-us', 'report.column.quotationDate'))
    // An event in another currency brings them back, for the run it is in.
    const currency = await quotedCurrency(a, admin, 'Language Peso', 'LP$')
    await a.event(admin, {
      name: 'Feria del Peso',
      startDate: at(D + 1, 8),
      endDate: at(D + 1, 18),
      currencyCompany: { id: currency.id },
    })
    const mixed = (await data('costs')).json()
    expect(mixed.columns.map((c: { key: string }) => c.key)).toEqual(
      expect.arrayContaining(['quotation', 'quotationDate']),
    )
    expect(mixed.rows.some((r: Body) => r.quotation !== null)).toBe(true)
  })

  it('a month reads as the chart names it in the report PDF, and money as the rest of the app', async () => {
    const res = await a.call('POST', '/events/lost-business', admin, {
      date: day(D),
      people: 40,
      note: 'Turn-away by phone',
      reason: { id: (await a.reason(admin, `Sin fecha ${Date.now()}`)).id },
    })
    expect(res.statusCode, res.body).toBe(201)
    const screen = (await data('lost-business', { language: 'es' })).json()
    expect(screen.columns.find((c: { key: string }) => c.key === 'month')).toMatchObject({ kind: 'month' })
    const pdf = await file('lost-business', 'PDF', { language: 'pt-BR' })
    const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) })
    const text = (await parser.getText()).text
    await parser.destroy()
    const [y, m] = day(D).split('-').map(Number)
    const month = new Intl.DateTimeFormat('pt-BR', {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(y, m - 1, 1)))
    expect(text).toContain(month)
    expect(text).not.toContain(day(D).slice(0, 7))
    // The costs PDF in Spanish writes money as the app does, "R$ 19.500,00", never "19.500,00 BRL".
    const costs = await file('costs', 'PDF', { language: 'es' })
    const reader = new PDFParse({ data: new Uint8Array(costs.rawPayload) })
    const costsText = (await reader.getText()).text.replace(/\u00a0/g, ' ')
    await reader.destroy()
    expect(costsText).toContain('R$ 19.500,00')
    expect(costsText).not.toMatch(/19\.500,00 BRL/)
  })
})
