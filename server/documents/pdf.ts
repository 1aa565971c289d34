import PDFDocument from 'pdfkit'
import type { HtmlElement, HtmlNode } from './html.js'
import { textOf } from './html.js'
import { LOGO_SRC } from './fill.js'
import { inlineImageBytes } from './html-images.js'
import { documentImages } from './pdf-images.js'

type Doc = PDFKit.PDFDocument
interface Run {
  text: string
  bold: boolean
  italic: boolean
  underline: boolean
  strike: boolean
}
interface Options {
  size: 'A4' | 'A6'
  title: string
  logo?: Buffer
}

const HEADINGS: Record<string, number> = { h1: 20, h2: 16, h3: 13, h4: 11.5 }
const BODY = 10
const INLINE_BLOCKS = new Set(['p', 'div', 'blockquote', 'li', 'h1', 'h2', 'h3', 'h4'])
const isBlock = (n: HtmlNode) =>
  !('text' in n) && (INLINE_BLOCKS.has(n.tag) || ['table', 'ul', 'ol', 'hr', 'img'].includes(n.tag))

/** The standard PDF fonts speak WinAnsi: Portuguese and Spanish letters pass, other symbols become "?". */
const printable = (s: string) =>
  s.replace(/[\u00a0\u2009\u202f]/g, ' ').replace(/[^\n\x20-\xff€–—‘’“”•…]/g, '?')

function runsOf(nodes: HtmlNode[], style: Omit<Run, 'text'>, out: Run[] = []): Run[] {
  for (const n of nodes) {
    if ('text' in n) out.push({ ...style, text: n.text.replace(/\s+/g, ' ') })
    else if (n.tag === 'br') out.push({ ...style, text: '\n' })
    else
      runsOf(
        n.children,
        {
          bold: style.bold || ['strong', 'b', 'th'].includes(n.tag),
          italic: style.italic || ['em', 'i'].includes(n.tag),
          underline: style.underline || n.tag === 'u',
          strike: style.strike || n.tag === 's',
        },
        out,
      )
  }
  return out
}

const font = (r: { bold: boolean; italic: boolean }) =>
  `Helvetica${r.bold && r.italic ? '-BoldOblique' : r.bold ? '-Bold' : r.italic ? '-Oblique' : ''}`
type Align = 'left' | 'right' | 'center' | 'justify'
const alignOf = (n: HtmlElement) =>
  (/text-align:\s*(left|right|center|justify)/.exec(n.attrs.style ?? '')?.[1] ?? 'left') as Align

function paragraph(
  doc: Doc,
  nodes: HtmlNode[],
  opts: { size: number; bold?: boolean; align: Align; indent?: number },
) {
  const runs = runsOf(nodes, { bold: !!opts.bold, italic: false, underline: false, strike: false })
    .map((r) => ({ ...r, text: printable(r.text) }))
    .filter((r) => r.text !== '')
  // Leading and trailing blanks of a block are the markup's line breaks, not the author's.
  if (runs.length) runs[0].text = runs[0].text.replace(/^ +/, '')
  if (runs.length) runs[runs.length - 1].text = runs[runs.length - 1].text.replace(/ +$/, '')
  doc.fontSize(opts.size)
  const x = doc.page.margins.left + (opts.indent ?? 0)
  const width = doc.page.width - doc.page.margins.right - x
  if (!runs.some((r) => r.text.trim())) return void doc.moveDown(0.5)
  runs.forEach((r, i) => {
    doc.font(font(r))
    const o = { continued: i < runs.length - 1, align: opts.align, underline: r.underline, strike: r.strike }
    if (i === 0) doc.text(r.text, x, doc.y, { ...o, width })
    else doc.text(r.text, o)
  })
  doc.moveDown(0.4)
}

function table(doc: Doc, t: HtmlElement) {
  // Rows sit in the table or in its thead/tbody, between the markup's whitespace text nodes.
  const rows = t.children
    .flatMap((s) => ('text' in s ? [] : s.tag === 'tr' ? [s] : s.children))
    .filter((r): r is HtmlElement => !('text' in r) && r.tag === 'tr')
  const cols = Math.max(1, ...rows.map((r) => r.children.filter((c) => !('text' in c)).length))
  const left = doc.page.margins.left
  const colWidth = (doc.page.width - left - doc.page.margins.right) / cols
  doc.fontSize(BODY - 1)
  for (const row of rows) {
    const cells = row.children.filter((c) => !('text' in c)) as HtmlElement[]
    const texts = cells.map((c) => printable(textOf(c).replace(/\s+/g, ' ').trim()))
    const bold = cells.map(
      (c) =>
        c.tag === 'th' ||
        runsOf(c.children, { bold: false, italic: false, underline: false, strike: false }).some(
          (r) => r.bold && r.text.trim(),
        ),
    )
    const height =
      Math.max(
        ...texts.map((s, i) =>
          doc.font(font({ bold: bold[i], italic: false })).heightOfString(s || ' ', { width: colWidth - 8 }),
        ),
      ) + 8
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage()
    const y = doc.y
    cells.forEach((c, i) => {
      const x = left + i * colWidth
      const fill =
        c.tag === 'th' ? '#eeeeee' : /background-color:\s*(#[0-9a-f]{6})/i.exec(c.attrs.style ?? '')?.[1]
      if (fill) doc.rect(x, y, colWidth, height).fill(fill).fillColor('black')
      doc.rect(x, y, colWidth, height).lineWidth(0.5).stroke('#999999')
      doc
        .font(font({ bold: bold[i], italic: false }))
        .text(texts[i], x + 4, y + 4, { width: colWidth - 8, align: alignOf(c) })
    })
    doc.x = left
    doc.y = y + height
  }
  doc.moveDown(0.6)
}

type Images = ReturnType<typeof documentImages>

function image(doc: Doc, n: HtmlElement, o: Options, images: Images) {
  const src = n.attrs.src ?? ''
  const bytes =
    src === LOGO_SRC
      ? images(src, () => o.logo)
      : /^data:image\/(png|jpeg);base64,/.test(src)
        ? images(src, () => inlineImageBytes(src))
        : undefined
  if (!bytes) return
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right
  const h = Math.min(Number(n.attrs.height) || 60, 120)
  doc.image(bytes, doc.page.margins.left, doc.y, { fit: [width, h], align: 'center' })
  doc.y += h + 6
}

function blocks(doc: Doc, nodes: HtmlNode[], o: Options, images: Images, indent = 0, align: Align = 'left') {
  let inline: HtmlNode[] = []
  const flush = () => {
    if (inline.length) paragraph(doc, inline, { size: BODY, align, indent })
    inline = []
  }
  for (const n of nodes) {
    if (!isBlock(n)) {
      inline.push(n)
      continue
    }
    flush()
    const e = n as HtmlElement
    if (HEADINGS[e.tag])
      paragraph(doc, e.children, { size: HEADINGS[e.tag], bold: true, align: alignOf(e), indent })
    else if (e.tag === 'table') table(doc, e)
    else if (e.tag === 'hr') {
      const y = doc.y + 2
      doc
        .moveTo(doc.page.margins.left, y)
        .lineTo(doc.page.width - doc.page.margins.right, y)
        .lineWidth(0.5)
        .stroke('#999999')
      doc.y = y + 8
    } else if (e.tag === 'img') image(doc, e, o, images)
    else if (e.tag === 'ul' || e.tag === 'ol')
      e.children.forEach((li, i) => {
        if ('text' in li) return
        const mark = e.tag === 'ul' ? '• ' : `${i + 1}. `
        blocks(doc, [{ text: mark }, ...li.children], o, images, indent + 12)
      })
    else if (e.children.some(isBlock))
      blocks(doc, e.children, o, images, indent + (e.tag === 'blockquote' ? 16 : 0), alignOf(e))
    else
      paragraph(doc, e.children, {
        size: BODY,
        align: alignOf(e),
        indent: indent + (e.tag === 'blockquote' ? 16 : 0),
      })
  }
  flush()
}

/**
 * Renders filled templates to one PDF, each on its own page(s): a document, or a badge per person.
 * The event loop is let go between pages: drawing is synchronous, and a batch of badges drawn in
 * one go would hold every request of the server for as long as all of them take.
 */
export async function renderPdf(pages: HtmlNode[][], o: Options): Promise<Buffer> {
  const doc = new PDFDocument({ size: o.size, margin: o.size === 'A6' ? 24 : 50, info: { Title: o.title } })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const images = documentImages(doc)
  for (const [i, nodes] of pages.entries()) {
    if (i > 0) {
      doc.addPage()
      await new Promise((resolve) => setImmediate(resolve))
    }
    blocks(doc, nodes, o, images)
  }
  doc.end()
  return done
}
