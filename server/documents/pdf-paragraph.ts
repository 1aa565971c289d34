import type { HtmlElement, HtmlNode } from './html-tree.js'

/**
 * A paragraph of a document's PDF: its inline markup as runs of one style each (bold, italic,
 * underline, strike), written in the standard fonts, aligned and indented as the block asks.
 */
export type Doc = PDFKit.PDFDocument
interface Run {
  text: string
  bold: boolean
  italic: boolean
  underline: boolean
  strike: boolean
}

export const HEADINGS: Record<string, number> = { h1: 20, h2: 16, h3: 13, h4: 11.5 }
export const BODY = 10
/** The standard PDF fonts speak WinAnsi: Portuguese and Spanish letters pass, other symbols become "?". */
export const printable = (s: string) =>
  s.replace(/[\u00a0\u2009\u202f]/g, ' ').replace(/[^\n\x20-\xff€–—‘’“”•…]/g, '?')

export function runsOf(nodes: HtmlNode[], style: Omit<Run, 'text'>, out: Run[] = []): Run[] {
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

export const font = (r: { bold: boolean; italic: boolean }) =>
  `Helvetica${r.bold && r.italic ? '-BoldOblique' : r.bold ? '-Bold' : r.italic ? '-Oblique' : ''}`
export type Align = 'left' | 'right' | 'center' | 'justify'
export const alignOf = (n: HtmlElement) =>
  (/text-align:\s*(left|right|center|justify)/.exec(n.attrs.style ?? '')?.[1] ?? 'left') as Align

export function paragraph(
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
