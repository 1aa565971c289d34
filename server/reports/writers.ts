import fs from 'node:fs'
import { once } from 'node:events'
import ExcelJS from 'exceljs'
import PDFDocument from 'pdfkit'
import { translate, type Locale } from '../i18n/translate.js'
import { csvDialect, csvField, csvText, neutralised, pdfText, xlsxCell } from './cells.js'
import type { Column, Row } from './definition.js'
import type { ReportFormat } from './tables.js'

/** Writes a report's rows to a file as they come; nothing but the current row is held. */
export interface FileWriter {
  rows(rows: Row[]): Promise<void>
  close(): Promise<void>
}

export const extensionOf = (format: ReportFormat) => format.toLowerCase()
export const mimeOf: Record<ReportFormat, string> = {
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  CSV: 'text/csv; charset=utf-8',
  PDF: 'application/pdf',
}

/** One style object per number format: exceljs remembers a style by its object, so none is made per cell. */
function styleCache() {
  const styles = new Map<string, Partial<ExcelJS.Style>>()
  return (numFmt: string) => {
    let style = styles.get(numFmt)
    if (!style) styles.set(numFmt, (style = { numFmt }))
    return style
  }
}

function xlsx(path: string, title: string, columns: Column[], headers: string[], locale: Locale): FileWriter {
  // Streaming writer: committed rows go to the zip stream; no shared strings table grows. Styles
  // are on (dates and money need a number format) and stay a handful: one per format.
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useSharedStrings: false,
    useStyles: true,
  })
  // The header stays in view while scrolling, and every column can be filtered and sorted.
  const sheet = book.addWorksheet(title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = columns.map((c, i) => ({
    header: headers[i],
    key: c.key,
    width: Math.max(c.width ?? 14, headers[i].length + 4),
  }))
  sheet.getRow(1).font = { bold: true }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } }
  const style = styleCache()
  // Every other cell shares one empty style: a fresh one per cell would be reckoned anew each time.
  const plain: Partial<ExcelJS.Style> = {}
  return {
    async rows(rows) {
      for (const row of rows) {
        const cells = columns.map((c) => xlsxCell(locale, c, row[c.key], row))
        const line = sheet.addRow(cells.map((x) => x.value))
        cells.forEach((x, i) => (line.getCell(i + 1).style = x.numFmt ? style(x.numFmt) : plain))
        line.commit()
      }
    },
    async close() {
      sheet.commit()
      await book.commit()
    },
  }
}

function csv(path: string, columns: Column[], headers: string[], locale: Locale): FileWriter {
  const out = fs.createWriteStream(path)
  const dialect = csvDialect(locale)
  const line = async (cells: string[]) => {
    const text = cells.map((c) => csvField(c, dialect.separator)).join(dialect.separator)
    // Waits when the disk is slower than the database, so the buffer never grows with the report.
    if (!out.write(`${text}\r\n`)) await once(out, 'drain')
  }
  // The byte-order mark lets spreadsheet programs read accented names as UTF-8.
  out.write('\ufeff')
  const header = line(headers.map(neutralised))
  return {
    async rows(rows) {
      await header
      for (const row of rows) await line(columns.map((c) => csvText(locale, c, row[c.key], dialect)))
    },
    async close() {
      await header
      out.end()
      await once(out, 'finish')
    },
  }
}

function pdf(path: string, title: string, columns: Column[], headers: string[], locale: Locale): FileWriter {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 28, bufferPages: false })
  const out = fs.createWriteStream(path)
  doc.pipe(out)
  const left = doc.page.margins.left
  const usable = doc.page.width - left - doc.page.margins.right
  const total = columns.reduce((s, c) => s + (c.width ?? 14), 0)
  const widths = columns.map((c) => ((c.width ?? 14) / total) * usable)
  const bottom = () => doc.page.height - doc.page.margins.bottom - 12
  const line = (cells: string[], bold = false) => {
    if (doc.y > bottom()) doc.addPage()
    const y = doc.y
    let x = left
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(7)
    cells.forEach((cell, i) => {
      const figure = !bold && (columns[i].kind === 'number' || columns[i].kind === 'money')
      // A figure is never cut short ("1.20…" misleads): a long one is written smaller to fit.
      doc.fontSize(7)
      const size = figure ? Math.max(4.5, Math.min(7, (7 * (widths[i] - 4)) / doc.widthOfString(cell))) : 7
      doc.fontSize(size)
      doc.text(cell, x, y + (7 - size) / 2, {
        width: widths[i] - 4,
        height: 9,
        // Figures line up on the right, as on the screen.
        align: figure ? 'right' : 'left',
        lineBreak: false,
        ellipsis: true,
      })
      x += widths[i]
    })
    doc.x = left
    doc.y = y + 11
  }
  doc.font('Helvetica-Bold').fontSize(12).text(title)
  doc.moveDown(0.5)
  line(headers, true)
  return {
    async rows(rows) {
      for (const row of rows) line(columns.map((c) => pdfText(locale, c, row[c.key], row)))
      // pdfkit pushes finished pages into the stream; let the disk catch up before the next batch.
      if (out.writableNeedDrain) await once(out, 'drain')
    },
    async close() {
      doc.end()
      await once(out, 'finish')
    },
  }
}

/** The writer of a format, for the report titled `title` (already translated). */
export function openWriter(
  format: ReportFormat,
  path: string,
  title: string,
  columns: Column[],
  locale: Locale,
) {
  const headers = columns.map((c) => translate(locale, `report.column.${c.key}`))
  if (format === 'XLSX') return xlsx(path, title, columns, headers, locale)
  if (format === 'CSV') return csv(path, columns, headers, locale)
  return pdf(path, title, columns, headers, locale)
}
