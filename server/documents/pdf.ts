import PDFDocument from 'pdfkit'
import type { HtmlElement, HtmlNode } from './html-tree.js'
import { LOGO_SRC } from './fill.js'
import { inlineImageBytes } from './html-images.js'
import { documentImages } from './pdf-images.js'
import { table } from './pdf-table.js'
import { alignOf, BODY, HEADINGS, paragraph, type Align, type Doc } from './pdf-paragraph.js'

interface Options {
  size: 'A4' | 'A6'
  title: string
  logo?: Buffer
}

const INLINE_BLOCKS = new Set(['p', 'div', 'blockquote', 'li', 'h1', 'h2', 'h3', 'h4'])
const isBlock = (n: HtmlNode) =>
  !('text' in n) && (INLINE_BLOCKS.has(n.tag) || ['table', 'ul', 'ol', 'hr', 'img'].includes(n.tag))

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
