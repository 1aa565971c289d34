import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'
import { translate, type Locale } from '../i18n/translate.js'
import { moneyText } from '../../common/format.js'

export interface PrintedTicket {
  code: string
  office: string
  start: string
  section: string
  seat: string | null
  person: string
  batch: string
  price: number
}

/** The standard PDF fonts speak WinAnsi: Portuguese and Spanish letters pass, other symbols become "?". */
const printable = (s: string) => s.replace(/[^\x20-\xff€–—]/g, '?')

/** `2030-03-01T20:00:00` → `01/03/2030 20:00` (en-us: `03/01/2030 20:00`). */
function when(locale: Locale, at: string) {
  const [d, t] = [at.slice(0, 10).split('-'), at.slice(11, 16)]
  return `${locale === 'en-us' ? `${d[1]}/${d[2]}` : `${d[2]}/${d[1]}`}/${d[0]} ${t}`
}

/**
 * The QR code of a ticket code drawn as vector squares: sharp at any zoom or printer, and no image
 * library. Quiet zone of 4 modules, as scanners expect.
 */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const cell = size / (modules.size + 8)
  for (let r = 0; r < modules.size; r++)
    for (let c = 0; c < modules.size; c++)
      if (modules.get(r, c)) doc.rect(x + (c + 4) * cell, y + (r + 4) * cell, cell, cell)
  doc.fill('#000000')
}

/**
 * One A6 page per ticket: the event, the holder, the place and the code, as text and as QR code.
 * The price is money as the app writes it (`R$ 90,00`), in the main currency's `symbol`.
 */
export function ticketsPdf(locale: Locale, tickets: PrintedTicket[], symbol: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A6', margin: 24, autoFirstPage: false })
  doc.info.Title = printable(translate(locale, 'tickets.pdf.title'))
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))
  const t = (key: string) => translate(locale, `tickets.pdf.${key}`)
  for (const ticket of tickets) {
    doc.addPage()
    const width = doc.page.width - 48
    doc.font('Helvetica-Bold').fontSize(13).text(printable(ticket.office), { width })
    doc.font('Helvetica').fontSize(9).text(when(locale, ticket.start)).moveDown(0.6)
    const line = (label: string, value: string) =>
      doc
        .font('Helvetica-Bold')
        .text(`${label}: `, { continued: true })
        .font('Helvetica')
        .text(printable(value))
    line(t('person'), ticket.person)
    line(t('section'), ticket.section)
    if (ticket.seat) line(t('seat'), ticket.seat)
    line(t('batch'), `${ticket.batch} — ${moneyText(ticket.price, locale, symbol)}`)
    const size = 150
    drawQr(doc, ticket.code, (doc.page.width - size) / 2, doc.y + 6, size)
    doc
      .font('Courier-Bold')
      .fontSize(11)
      .text(ticket.code, 24, doc.page.height - 48, { width, align: 'center', lineBreak: false })
  }
  doc.end()
  return done
}
