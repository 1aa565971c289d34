import type { HtmlElement, HtmlNode } from './html-tree.js'
import { textOf } from './html.js'
import { LOGO, QRCODE, type FillData, type Table, type TableKey } from './placeholders.js'
import { fillText, withoutEmptyLines } from './fill-text.js'

const ALONE = /^\s*\{\{\s*([\w.]+)\s*\}\}\s*$/
const BLOCKS = new Set(['p', 'div'])
/** Blocks whose lines showing only empty placeholders are left out (fill-text.ts). */
const LINED = new Set(['p', 'div', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'])

export const LOGO_SRC = 'logo:'
/** The highlight of a marked table row (what changed on a BEO). */
export const MARK = '#fff1a8'

function tableNode(t: Table, translate: (key: string) => string): HtmlElement {
  const cell = (tag: string, text: string, i: number, marked: boolean): HtmlElement => {
    const style = [
      t.numeric?.includes(i) ? 'text-align: right' : '',
      marked ? `background-color: ${MARK}` : '',
    ]
      .filter(Boolean)
      .join('; ')
    return { tag, attrs: style ? { style } : {}, children: [{ text }] }
  }
  const row = (tag: string, cells: string[], marked = false): HtmlElement => ({
    tag: 'tr',
    attrs: {},
    children: cells.map((c, i) => cell(tag, c, i, marked)),
  })
  return {
    tag: 'table',
    attrs: {},
    children: [
      { tag: 'thead', attrs: {}, children: [row('th', t.columns.map(translate))] },
      { tag: 'tbody', attrs: {}, children: t.rows.map((r, i) => row('td', r, !!t.marked?.includes(i))) },
    ],
  }
}

const logoNode = (): HtmlElement => ({ tag: 'img', attrs: { src: LOGO_SRC }, children: [] })

/**
 * Fills a sanitised template with an event's data: `{{key}}` in text becomes its value (an
 * unknown key stays visible so the author sees the typo; an empty one takes its separator along
 * and a line of a block showing only empty values is left out), a block holding only a table
 * placeholder becomes the table, and the logo placeholder an image the PDF draws from `data.logo`
 * (nothing when the establishment has none). Returns a new tree; the template is not touched.
 */
export function fillTemplate(
  nodes: HtmlNode[],
  data: FillData,
  translate: (key: string) => string,
): HtmlNode[] {
  const out: HtmlNode[] = []
  for (const n of nodes) {
    if ('text' in n) {
      out.push({ text: fillText(n.text, data.values) })
      continue
    }
    const alone = BLOCKS.has(n.tag) ? ALONE.exec(textOf(n))?.[1] : undefined
    if (alone && alone in data.tables) {
      out.push(tableNode(data.tables[alone as TableKey]!, translate))
      continue
    }
    if (alone === QRCODE) {
      const src = data.qrcode && `data:image/png;base64,${data.qrcode.toString('base64')}`
      if (src) out.push({ ...n, children: [{ tag: 'img', attrs: { src, height: '80' }, children: [] }] })
      continue
    }
    if (alone === LOGO) {
      if (data.logo) out.push({ ...n, children: [logoNode()] })
      continue
    }
    if (n.tag === 'img' && ALONE.exec(n.attrs.src ?? '')?.[1] === LOGO) {
      if (data.logo) out.push({ ...n, attrs: { ...n.attrs, src: LOGO_SRC } })
      continue
    }
    const lines = LINED.has(n.tag) ? withoutEmptyLines(n.children, data.values) : n.children
    if (lines) out.push({ ...n, children: fillTemplate(lines, data, translate) })
  }
  return out
}
