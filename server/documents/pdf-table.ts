import type { HtmlElement } from './html-tree.js'
import { textOf } from './html.js'
import { alignOf, BODY, font, printable, runsOf, type Doc } from './pdf-paragraph.js'

/** A table of a document's PDF: its rows' cells side by side in equal columns, headers in bold. */
export function table(doc: Doc, t: HtmlElement) {
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
