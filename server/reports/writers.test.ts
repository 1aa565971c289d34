import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import ExcelJS from 'exceljs'
import { afterAll, describe, expect, it } from 'vitest'
import type { Column, Row } from './definition.js'
import { injections, parseCsv } from '../../tests/helpers/report-files.js'
import { openWriter } from './writers.js'

const columns: Column[] = [
  { key: 'code', kind: 'number' },
  { key: 'name', kind: 'text' },
  { key: 'startDate', kind: 'date' },
  { key: 'checkIn', kind: 'date' },
  { key: 'total', kind: 'money' },
  { key: 'converted', kind: 'money', currency: 'main' },
  { key: 'situation', kind: 'situation' },
  { key: 'status', kind: 'text', words: 'events.requesters.situations' },
]
const rows: Row[] = injections.map((name, i) => ({
  code: i + 1,
  name,
  startDate: '2031-03-05T08:30:15',
  checkIn: '2031-03-06',
  total: -15.5 + i * 1000,
  currency: 'BRL',
  converted: 12.25,
  main: 'USD',
  situation: 'NEGOTIATION',
  status: 'ACTIVE',
}))

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'report-writers-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

async function write(format: 'CSV' | 'XLSX', locale: 'pt-BR' | 'es' | 'en-us' = 'pt-BR') {
  const file = path.join(dir, `r-${format}-${locale}`)
  const writer = openWriter(format, file, 'Relatório', columns, locale)
  await writer.rows(rows)
  await writer.close()
  return file
}

describe('report writers', () => {
  it.each([
    ['pt-BR', ';', '-15,50', ['Código', 'Nome', 'Início'], ['Em negociação', 'Ativo']],
    ['es', ';', '-15,50', ['Código', 'Nombre', 'Inicio'], ['En negociación', 'Activo']],
    ['en-us', ',', '-15.50', ['Code', 'Name', 'Start'], ['Negotiation', 'Active']],
  ] as const)(
    'CSV in %s: UTF-8 with a BOM, "%s" between cells, %s; formula payloads plain text, times to the second',
    async (locale, separator, refund, header3, words) => {
      const text = fs.readFileSync(await write('CSV', locale), 'utf8')
      expect(text.startsWith('\ufeff')).toBe(true)
      // A Brazilian spreadsheet splits at `;` and reads `19500,00` as a number; English keeps RFC 4180.
      expect(text.slice(1).split('\r\n')[0].split(separator)).toHaveLength(columns.length)
      const [header, ...body] = await parseCsv(text.slice(1), separator)
      expect(header.slice(0, 3)).toEqual(header3)
      expect(body).toHaveLength(injections.length)
      expect(body.map((r) => r[1])).toEqual(injections.map((p) => `'${p}`))
      for (const r of body) expect(r[1]).not.toMatch(/^[=+\-@\t\r]/)
      // A refund is a number, not a formula: numbers are never neutralised.
      expect(body[0][4]).toBe(refund)
      expect(body[1][4]).toBe(refund.replace('-15', '984'))
      expect(body[0][5]).toBe(refund.replace('-15,50', '12,25').replace('-15.50', '12.25'))
      // The minutes and seconds a date-time holds are kept; a day stays a day.
      expect(body[0].slice(2, 4)).toEqual(['2031-03-05 08:30:15', '2031-03-06'])
      expect(body[0].slice(6)).toEqual(words)
    },
  )

  it('XLSX: dates are dates, money numbers with the row currency format, frozen header and a filter', async () => {
    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile(await write('XLSX', 'en-us'))
    const sheet = book.worksheets[0]
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
    expect(sheet.autoFilter).toBeTruthy()
    const row = sheet.getRow(2)
    expect(row.getCell(1).value).toBe(1)
    // Text stays text (exceljs writes no formula from a string).
    expect(row.getCell(2).type).toBe(ExcelJS.ValueType.String)
    expect(row.getCell(2).value).toBe(injections[0])
    const start = row.getCell(3)
    expect(start.value).toBeInstanceOf(Date)
    expect((start.value as Date).toISOString()).toBe('2031-03-05T08:30:15.000Z')
    expect(start.numFmt).toBe('dd/mm/yyyy hh:mm')
    expect(row.getCell(4).numFmt).toBe('dd/mm/yyyy')
    expect(row.getCell(5).value).toBe(-15.5)
    expect(row.getCell(5).numFmt).toBe('"R$ "#,##0.00')
    expect(row.getCell(6).numFmt).toBe('"$ "#,##0.00')
    expect(row.getCell(7).value).toBe('Negotiation')
    expect(row.getCell(8).value).toBe('Active')
    for (const i of columns.keys()) expect(sheet.getColumn(i + 1).width).toBeGreaterThan(6)
  })
})
