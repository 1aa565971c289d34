import ExcelJS from 'exceljs'
import { PDFParse } from 'pdf-parse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { testDbKind } from '../helpers/database.js'
import { day } from '../helpers/accommodation.js'
import { api } from '../helpers/events.js'
import { items } from '../helpers/event-items.js'
import { drainJobs } from '../helpers/jobs.js'
import { createPricedEvent } from '../helpers/priced-event.js'
import { parseCsv } from '../helpers/report-files.js'

/** Days ahead of the priced event: a period of its own, so the reports read it alone. */
const O = 1700

/**
 * Issue 33, "how it is checked": on the event with every priced kind, the figure reckoned by hand
 * is what the summary, the costs report (its screen data, its XLSX and its CSV) and the statistics'
 * revenue show, to the cent; the commission document and the costs report's commissions take the
 * same share of the same nets.
 */
describe(`one figure on every surface (${testDbKind()})`, () => {
  let t: TestApp
  let a: ReturnType<typeof api>
  let admin: Tokens
  let event: Awaited<ReturnType<typeof createPricedEvent>>
  const period = { startDate: day(O), endDate: day(O + 2) }
  // 10 % of the nets: environment 1200, equipment 500, food and beverage 1210, stays 1000.
  const commission = 391

  const file = async (type: string, format: 'XLSX' | 'CSV') => {
    const asked = await a.call('POST', `/events/report/${type}`, admin, { ...period, format })
    expect(asked.statusCode, asked.body).toBe(202)
    await drainJobs(t.app)
    const res = await a.call('GET', `/events/file/r/${asked.json().reference}`, admin)
    expect(res.statusCode, res.body).toBe(200)
    return res.rawPayload
  }
  /** The figure of a cell however the file spells it: a number, `4131.8`, or `4.131,80`. */
  const figure = (v: unknown) =>
    typeof v === 'number'
      ? v
      : Number(
          String(v)
            .replace(/[^\d,.-]/g, '')
            .replace(/\.(?=\d{3}\b)/g, '')
            .replace(',', '.'),
        )

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    event = await createPricedEvent(t.app, admin, { offset: O })
    const person = await a.person(admin, `Comissionada ${Date.now().toString(36)}`)
    const res = await items(t.app, admin).add(admin, event.id, 'commission', {
      responsible: { id: person.id },
      type: 'TOTAL',
      percentage: 10,
    })
    expect(res.statusCode, res.body).toBe(201)
  })
  afterAll(() => t?.close())

  it('the summary and the costs report screen data', async () => {
    const summary = (await a.call('GET', `/events/event/${event.id}/summary`, admin)).json()
    expect(summary.total).toBe(event.expectedTotal)
    const costs = (await a.call('POST', '/events/report/costs/data', admin, period)).json()
    expect(costs.rows).toHaveLength(1)
    expect(costs.rows[0]).toMatchObject({
      code: event.id,
      total: event.expectedTotal,
      totalConverted: event.expectedTotal,
      commissions: commission,
    })
  })

  it("the costs report's XLSX and CSV", async () => {
    const book = new ExcelJS.Workbook()
    await book.xlsx.load((await file('costs', 'XLSX')) as never)
    const sheet = book.worksheets[0]
    const rows: unknown[][] = []
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
    const header = rows.findIndex((r) => r.includes('Total'))
    expect(header, JSON.stringify(rows.slice(0, 3))).toBeGreaterThanOrEqual(0)
    const line = rows.slice(header + 1).find((r) => r.some((c) => figure(c) === event.id))!
    expect(figure(line[rows[header].indexOf('Total')])).toBe(event.expectedTotal)
    expect(figure(line[rows[header].indexOf('Comissões')])).toBe(commission)

    const csv = (await file('costs', 'CSV')).toString('utf8').replace(/^\uFEFF/, '')
    // A Portuguese establishment's CSV: `;` between cells and decimal commas.
    const [names, ...body] = await parseCsv(csv, ';')
    const row = body.find((r) => r.some((c) => figure(c) === event.id))!
    expect(figure(row[names.indexOf('Total')])).toBe(event.expectedTotal)
  })

  it("the statistics' revenue and the commission document", async () => {
    const statistics = (await a.call('POST', '/events/report/statistics/data', admin, period)).json()
    expect(statistics.rows).toEqual([
      { situation: 'NEW', events: 1, people: 10, revenue: event.expectedTotal, currency: 'BRL' },
    ])

    const templates = (await a.call('GET', '/events/template?size=50', admin)).json().content
    const template = templates.find(
      (x: { type: string; active: boolean }) => x.type === 'COMMISSION' && x.active,
    )
    const url = `/events/event/${event.id}/document`
    const asked = await a.call('POST', url, admin, {
      documentType: 'COMMISSION',
      template: { id: template.id },
    })
    expect(asked.statusCode, asked.body).toBe(202)
    await drainJobs(t.app)
    const pdf = await a.call('GET', `${url}/${asked.json().id}/file`, admin)
    const text = (await new PDFParse({ data: new Uint8Array(pdf.rawPayload) }).getText()).text.replace(
      /\s+/g,
      ' ',
    )
    expect(text).toContain('R$ 391,00')
    expect(text).toContain('R$ 1.210,00')
  })
})
