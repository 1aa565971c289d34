import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reportTypes } from '../../common/reports/catalogue.js'
import { cellText, type ReportColumn } from '../../common/reports/format.js'
import { translate } from '../../server/i18n/translate.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { api } from '../helpers/events.js'
import { drainJobs } from '../helpers/jobs.js'
import { codes, parseCsv, portugueseWords } from '../helpers/report-files.js'

/**
 * Every report, so a new one is read over the demo without a line here, but the sales reports
 * (issue 38: pace, lost business, conversion), whose own files read them (sales-*.test.ts).
 */
const types = reportTypes.filter((t) => !['pace', 'lost-business', 'conversion'].includes(t))
/**
 * Columns the demo data leaves empty on purpose (none now: the costs report's quotation columns,
 * which no demo event in the main currency fills, are left out of the run instead; issue 49).
 */
const emptyByDesign: Record<string, string[]> = {}
const asked = { language: 'en-us', showCancellationReasons: true }
const blank = (v: unknown) => v === null || v === undefined || v === ''

type Data = { rows: Record<string, unknown>[]; columns: ReportColumn[]; chart: Chart; panels?: Panel[] }
type Chart = { labels: string[]; series: { label: string }[] }
type Panel = { title: string; chart: Chart }

describe(`the ${types.length} reports over the demo tenant (${testDbKind()})`, () => {
  let t: TestApp
  let a: ReturnType<typeof api>
  let admin: Tokens
  const data: Record<string, Data> = {}

  const file = async (type: string, format: 'XLSX' | 'CSV', body: Record<string, unknown> = asked) => {
    const res = await a.call('POST', `/events/report/${type}`, admin, { ...body, format })
    expect(res.statusCode, res.body).toBe(202)
    await drainJobs(t.app, 120_000)
    const got = await a.call('GET', `/events/file/r/${res.json().reference}`, admin)
    expect(got.statusCode, `${type} ${format}`).toBe(200)
    return got
  }
  /**
   * No code, and no word the app writes in Portuguese (situations, statuses, report words); what
   * the tenant typed (`typed`: its kanban columns, rooms, meals…) is its own and stays as typed.
   */
  const readsInEnglish = (where: string, texts: unknown[], typed = new Set<unknown>()) => {
    for (const text of texts.filter((x): x is string => typeof x === 'string')) {
      expect(codes.has(text), `${where}: code ${text}`).toBe(false)
      if (!typed.has(text)) expect(portugueseWords.has(text), `${where}: Portuguese ${text}`).toBe(false)
    }
  }
  /** The cells the tenant typed: text columns that are no enumeration. */
  const typedBy = ({ rows, columns }: Data) =>
    new Set(columns.filter((c) => c.kind === 'text' && !c.words).flatMap((c) => rows.map((r) => r[c.key])))
  const typedColumn = (c: ReportColumn) => c.kind === 'text' && !c.words

  beforeAll(async () => {
    t = await createTestApp({ demoEvents: true })
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    for (const type of types) {
      const res = await a.call('POST', `/events/report/${type}/data`, admin, asked)
      expect(res.statusCode, res.body).toBe(200)
      data[type] = res.json()
    }
  }, 900_000)
  afterAll(() => t?.close())

  it('costs: every demo event is in the main currency, so the quotation columns are not shown', () => {
    const keys = data.costs.columns.map((c) => c.key)
    expect(keys).toContain('totalConverted')
    expect(keys).not.toContain('quotation')
    expect(keys).not.toContain('quotationDate')
  })

  it.each(types)('%s: the screen data fills every column the demo fills, in English words', (type) => {
    const { rows, columns, chart, panels } = data[type]
    const typed = typedBy(data[type])
    expect(rows.length, type).toBeGreaterThan(0)
    for (const c of columns) {
      if (emptyByDesign[type]?.includes(c.key)) continue
      expect(
        rows.some((r) => !blank(r[c.key])),
        `${type}.${c.key} is empty on every row`,
      ).toBe(true)
    }
    // What the screen shows of each cell (the preview's formatter).
    const shown = rows.flatMap((r) =>
      columns.map((c) => cellText(c, r[c.key], r, 'en-us', (k) => translate('en-us', k))),
    )
    readsInEnglish(`${type} rows`, shown, typed)
    for (const ch of [chart, ...(panels ?? []).map((p) => p.chart)])
      readsInEnglish(`${type} chart`, [...ch.labels, ...ch.series.map((s) => s.label)], typed)
    readsInEnglish(
      `${type} panels`,
      (panels ?? []).map((p) => p.title),
    )
  })

  it.each(types)('%s: the XLSX has typed cells, every column the demo fills, no code', async (type) => {
    const got = await file(type, 'XLSX')
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(got.rawPayload as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
    const { columns } = data[type]
    const body = sheet.getRows(2, sheet.rowCount - 1) ?? []
    expect(body.length).toBeGreaterThan(0)
    columns.forEach((c, i) => {
      const cells = body.map((r) => r.getCell(i + 1)).filter((x) => !blank(x.value))
      if (!emptyByDesign[type]?.includes(c.key))
        expect(cells.length, `${type}.${c.key} empty in the XLSX`).toBeGreaterThan(0)
      for (const x of cells) {
        if (c.kind === 'date') expect(x.value, `${type}.${c.key}`).toBeInstanceOf(Date)
        if (c.kind === 'money') {
          expect(typeof x.value, `${type}.${c.key}`).toBe('number')
          expect(x.numFmt, `${type}.${c.key}`).toMatch(/^"(R\$|\$|€|US\$) "#,##0\.00$/)
        }
        if (c.kind === 'number') expect(typeof x.value).toBe('number')
      }
      readsInEnglish(
        `${type}.${c.key} XLSX`,
        cells.map((x) => x.value),
        typedColumn(c) ? new Set(cells.map((x) => x.value)) : undefined,
      )
    })
  })

  it.each(types)('%s: the CSV reads back with a CSV parser, every column the demo fills', async (type) => {
    const got = await file(type, 'CSV')
    const [header, ...body] = await parseCsv(got.body.replace(/^\ufeff/, ''))
    const { columns } = data[type]
    expect(header).toEqual(columns.map((c) => translate('en-us', `report.column.${c.key}`)))
    columns.forEach((c, i) => {
      if (!emptyByDesign[type]?.includes(c.key))
        expect(
          body.some((r) => !blank(r[i])),
          `${type}.${c.key} empty in the CSV`,
        ).toBe(true)
      readsInEnglish(
        `${type}.${c.key} CSV`,
        body.map((r) => r[i]),
        typedColumn(c) ? new Set(body.map((r) => r[i])) : undefined,
      )
    })
  })
})
