import ExcelJS from 'exceljs'
import { PDFParse } from 'pdf-parse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { api } from '../helpers/events.js'
import { drainJobs } from '../helpers/jobs.js'
import { injections, parseCsv } from '../helpers/report-files.js'

// Events far from everything else the seed writes, so the period option isolates them.
const period = { startDate: '2031-03-01', endDate: '2031-03-31' }

describe(`reports: ask, generate, download (${testDbKind()})`, () => {
  let t: TestApp
  let a: ReturnType<typeof api>
  let admin: Tokens
  let staff: Tokens
  let other: Tokens
  const ids: Record<string, number> = {}

  const generate = async (who: Tokens, body: Record<string, unknown>, type = 'event') => {
    const res = await a.call('POST', `/events/report/${type}`, who, body)
    expect(res.statusCode, res.body).toBe(202)
    return res.json() as { reference: string; status: string }
  }
  const download = (who: Tokens, reference: string) => a.call('GET', `/events/file/r/${reference}`, who)

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    staff = await signIn(t.app, accounts.staff)
    other = await signIn(t.app, accounts.otherAdmin)
    ids.gala = (
      await a.event(admin, {
        name: 'Gala "Aurora", 2031',
        startDate: '2031-03-10T19:00:00',
        endDate: '2031-03-10T23:00:00',
      })
    ).id
    ids.congress = (
      await a.event(admin, {
        name: 'Congresso Sul',
        startDate: '2031-03-05T08:00:00',
        endDate: '2031-03-07T18:00:00',
      })
    ).id
    ids.internal = (
      await a.event(admin, {
        name: 'Reunião interna',
        internal: true,
        startDate: '2031-03-12T08:00:00',
        endDate: '2031-03-12T10:00:00',
      })
    ).id
    ids.staffs = (
      await a.event(staff, {
        name: 'Workshop da equipe',
        startDate: '2031-03-20T08:00:00',
        endDate: '2031-03-20T12:00:00',
      })
    ).id
    ids.april = (
      await a.event(admin, {
        name: 'Feira de abril',
        startDate: '2031-04-10T08:00:00',
        endDate: '2031-04-11T18:00:00',
      })
    ).id
  })
  afterAll(() => t?.close())

  it('asks for the event report: 202 GENERATING at once, then GENERATED with an XLSX that reads back', async () => {
    const asked = await generate(admin, { ...period, orderBy: 'START_DATE', format: 'XLSX' })
    expect(asked.status).toBe('GENERATING')
    const listed = (await a.call('GET', '/events/report?page=0', admin)).json()
    expect(listed.content[0]).toMatchObject({ reference: asked.reference, type: 'event' })
    await drainJobs(t.app)
    const after = (await a.call('GET', '/events/report', admin)).json()
    expect(after.content[0]).toMatchObject({
      reference: asked.reference,
      status: 'GENERATED',
      progress: 100,
      fileExtension: 'xlsx',
      error: null,
    })
    expect(after.content[0].fileName).toMatch(/^event-.*\.xlsx$/)
    const file = await download(admin, asked.reference)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toContain('spreadsheetml')
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]
    const rows = sheet
      .getSheetValues()
      .filter(Boolean)
      .map((r) => (r as unknown[]).slice(1))
    expect(rows[0].slice(0, 5)).toEqual(['Código', 'Nome', 'Cliente', 'Tipo de evento', 'Situação'])
    // By start date; the internal event and April's are left out; the staff member's is there (admin sees all).
    expect(rows.slice(1).map((r) => r[1])).toEqual([
      'Congresso Sul',
      'Gala "Aurora", 2031',
      'Workshop da equipe',
    ])
    expect(rows[1][0]).toBe(ids.congress)
    expect(rows[1][4]).toBe('Novo')
    // A date cell is a date (its wall clock as written), shown with a date format.
    expect(rows[1][5]).toEqual(new Date(Date.UTC(2031, 2, 5, 8, 0)))
    expect(sheet.getRow(2).getCell(6).numFmt).toBe('dd/mm/yyyy hh:mm')
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
    expect(sheet.autoFilter).toBeTruthy()
  })

  it('CSV: event names built as formulas (OWASP CSV injection) come back from a CSV parser as plain text', async () => {
    const when = { startDate: '2031-06-10T08:00:00', endDate: '2031-06-10T12:00:00' }
    for (const name of injections) await a.event(staff, { ...when, name })
    const asked = await generate(staff, { startDate: '2031-06-01', endDate: '2031-06-30', format: 'CSV' })
    await drainJobs(t.app)
    // A Portuguese establishment's CSV: `;` between cells, as a Brazilian spreadsheet splits it.
    const [, ...rows] = await parseCsv(
      (await download(staff, asked.reference)).body.replace(/^\ufeff/, ''),
      ';',
    )
    // The apostrophe OWASP recommends: a spreadsheet shows the text and never evaluates it.
    expect(rows.map((r) => r[1]).sort()).toEqual(injections.map((p) => `'${p}`).sort())
    const book = await generate(staff, { startDate: '2031-06-01', endDate: '2031-06-30', format: 'XLSX' })
    await drainJobs(t.app)
    const xlsx = new ExcelJS.Workbook()
    await xlsx.xlsx.load((await download(staff, book.reference)).rawPayload as unknown as ArrayBuffer)
    // The XLSX keeps the name as it was typed, as a string cell (no formula).
    const names = xlsx.worksheets[0].getColumn(2).values.slice(2)
    expect([...names].sort()).toEqual([...injections].sort())
  })

  it('CSV: quoted cells, internal events only when asked, ordered by code', async () => {
    const asked = await generate(admin, { ...period, includeInternal: true, orderBy: 'CODE', format: 'CSV' })
    await drainJobs(t.app)
    const file = await download(admin, asked.reference)
    expect(file.headers['content-type']).toContain('text/csv')
    const lines = file.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toMatch(/^Código;Nome;Cliente;/)
    expect(lines.slice(1).map((l) => Number(l.split(';')[0]))).toEqual(
      [ids.gala, ids.congress, ids.internal, ids.staffs].sort((x, y) => x - y),
    )
    expect(lines.find((l) => l.startsWith(`${ids.gala};`))).toContain('"Gala ""Aurora"", 2031"')
  })

  it('PDF: a parser reads the title, the header and the rows', async () => {
    const asked = await generate(admin, { ...period, format: 'PDF' })
    await drainJobs(t.app)
    const file = await download(admin, asked.reference)
    expect(file.headers['content-type']).toBe('application/pdf')
    const parser = new PDFParse({ data: new Uint8Array(file.rawPayload) })
    const { text } = await parser.getText()
    await parser.destroy()
    expect(text).toContain('Relatório de eventos')
    expect(text).toContain('Congresso Sul')
    expect(text).toContain('Workshop da equipe')
    expect(text).not.toContain('Reunião interna')
  })

  it('the report shows only what the asker may see: without "see others" only their own events', async () => {
    const data = await a.call('POST', '/events/report/event/data', staff, period)
    expect(data.statusCode, data.body).toBe(200)
    const body = data.json()
    expect(body.total).toBe(1)
    expect(body.rows.map((r: { code: number }) => r.code)).toEqual([ids.staffs])
    expect(body.chart).toMatchObject({
      type: 'BAR',
      labels: ['2031-03'],
      series: [{ id: 'NEW', label: 'Novo', data: [1] }],
    })
    const asked = await generate(staff, { ...period, format: 'CSV' })
    await drainJobs(t.app)
    const lines = (await download(staff, asked.reference)).body.trim().split('\r\n')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain('Workshop da equipe')
  })

  it('the data call: first rows, total and a chart of the chosen type', async () => {
    const body = (
      await a.call('POST', '/events/report/event/data', admin, {
        startDate: '2031-03-01',
        endDate: '2031-04-30',
        chartType: 'LINE',
      })
    ).json()
    expect(body.total).toBe(4)
    expect(body.rows).toHaveLength(4)
    expect(body.chart).toEqual({
      type: 'LINE',
      labels: ['2031-03', '2031-04'],
      series: [{ id: 'NEW', label: 'Novo', data: [3, 1] }],
    })
  })

  it('only the owner downloads: another person of the tenant and another tenant get 404; so does an unknown reference', async () => {
    const asked = await generate(admin, { ...period, format: 'CSV' })
    await drainJobs(t.app)
    expect((await download(staff, asked.reference)).statusCode).toBe(404)
    expect((await download(other, asked.reference)).statusCode).toBe(404)
    expect((await download(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
    expect((await download(admin, 'not-a-reference')).statusCode).toBe(404)
    expect((await a.call('GET', '/events/report', other)).json().content).toEqual([])
    expect(
      (await a.call('GET', '/events/report', staff))
        .json()
        .content.map((r: { reference: string }) => r.reference),
    ).not.toContain(asked.reference)
  })

  it('bad options are 400 with the field, and nothing is queued', async () => {
    const before = await t.database.db
      .selectFrom('report')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
    const inverted = await a.call('POST', '/events/report/event', admin, {
      startDate: '2031-03-10',
      endDate: '2031-03-01',
      format: 'XLSX',
    })
    expect(inverted.statusCode).toBe(400)
    expect(inverted.json()).toMatchObject({
      message: 'report.endBeforeStart',
      errors: [{ field: 'endDate' }],
    })
    const noFormat = await a.call('POST', '/events/report/event', admin, {})
    expect(noFormat.statusCode).toBe(400)
    expect(noFormat.json().errors[0]).toMatchObject({ field: 'format' })
    const badChart = await a.call('POST', '/events/report/event/data', admin, { chartType: 'DONUT' })
    expect(badChart.statusCode).toBe(400)
    expect(badChart.json().errors[0]).toMatchObject({ field: 'chartType' })
    expect((await a.call('POST', '/events/report/nonsense', admin, { format: 'CSV' })).statusCode).toBe(404)
    const after = await t.database.db
      .selectFrom('report')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
    expect(after.n).toBe(before.n)
  })

  it('progress is written as rows go and the owner hears the file-report push', async () => {
    const asked = await generate(admin, { ...period, format: 'XLSX' })
    await drainJobs(t.app)
    const job = await t.database.db
      .selectFrom('job')
      .select(['status', 'progress', 'message'])
      .where('reference', '=', asked.reference)
      .executeTakeFirstOrThrow()
    expect(job).toMatchObject({ status: 'DONE', progress: 100 })
  })
})
