import { parseFragment } from 'parse5'

/** The markup of a template after sanitising: the only tree the renderer and the store see. */
export type HtmlNode = HtmlElement | { text: string }
export interface HtmlElement {
  tag: string
  attrs: Record<string, string>
  children: HtmlNode[]
}

const STYLED = ['style']
const CELL = ['colspan', 'rowspan', 'style']
/** Allow-list: tag → attributes kept. Any other tag is unwrapped (its text kept), any other attribute dropped. */
const ALLOWED: Record<string, string[]> = {
  p: STYLED,
  div: STYLED,
  span: ['style', 'data-placeholder'],
  br: [],
  hr: [],
  h1: STYLED,
  h2: STYLED,
  h3: STYLED,
  h4: STYLED,
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  blockquote: [],
  ul: [],
  ol: [],
  li: STYLED,
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: CELL,
  td: CELL,
  img: ['src', 'alt', 'width', 'height'],
}

/** Tags that run code, load something or collect input: refused, content and all. */
const DANGEROUS = new Set(
  'script style iframe frame frameset object embed applet link meta base form input button textarea select svg math noscript template'.split(
    ' ',
  ),
)
const URL_ATTRS = new Set([
  'src',
  'href',
  'srcset',
  'action',
  'formaction',
  'background',
  'poster',
  'xlink:href',
  'data',
])
/** A placeholder the renderer fills ({{establishment.logo}}) or an inline image: nothing fetched from anywhere. */
const SAFE_URL = /^(\{\{\s*[\w.]+\s*\}\}|data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]+)$/
const ALIGN = /^text-align\s*:\s*(left|right|center|justify)$/i

export interface Sanitised {
  nodes: HtmlNode[]
  /** What was refused (a script, an event handler, a remote URL…): non-empty means the body is unsafe. */
  refused: string[]
}

type P5Node = {
  nodeName: string
  tagName?: string
  value?: string
  attrs?: { name: string; value: string }[]
  childNodes?: P5Node[]
}

function cleanStyle(value: string, refused: string[]): string | undefined {
  if (/url\s*\(|expression\s*\(|@import|javascript:/i.test(value)) {
    refused.push('style')
    return undefined
  }
  const kept = value
    .split(';')
    .map((d) => d.trim())
    .filter((d) => ALIGN.test(d))
  return kept.length ? kept.join('; ') : undefined
}

function walk(nodes: P5Node[], refused: string[]): HtmlNode[] {
  const out: HtmlNode[] = []
  for (const n of nodes) {
    if (n.nodeName === '#text') {
      out.push({ text: n.value ?? '' })
      continue
    }
    if (!n.tagName) continue // comments, doctype
    const tag = n.tagName.toLowerCase()
    if (DANGEROUS.has(tag)) {
      refused.push(tag)
      continue
    }
    const allowed = ALLOWED[tag]
    const attrs: Record<string, string> = {}
    for (const a of n.attrs ?? []) {
      const name = a.name.toLowerCase()
      if (name.startsWith('on')) refused.push(name)
      else if (URL_ATTRS.has(name) && !SAFE_URL.test(a.value.trim())) refused.push(name)
      else if (allowed?.includes(name)) {
        const value = name === 'style' ? cleanStyle(a.value, refused) : a.value.trim()
        if (value !== undefined) attrs[name] = value
      }
    }
    const children = walk(n.childNodes ?? [], refused)
    if (allowed) out.push({ tag, attrs, children })
    else out.push(...children)
  }
  return out
}

/** Parses a template body and keeps only the allow-listed markup, telling what was refused. */
export function sanitiseHtml(html: string): Sanitised {
  const refused: string[] = []
  const nodes = walk((parseFragment(html) as unknown as P5Node).childNodes ?? [], refused)
  return { nodes, refused: [...new Set(refused)] }
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;')
const VOID = new Set(['br', 'hr', 'img'])

export function serialiseHtml(nodes: HtmlNode[]): string {
  return nodes
    .map((n) => {
      if ('text' in n) return escapeText(n.text)
      const attrs = Object.entries(n.attrs)
        .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
        .join('')
      return VOID.has(n.tag)
        ? `<${n.tag}${attrs}>`
        : `<${n.tag}${attrs}>${serialiseHtml(n.children)}</${n.tag}>`
    })
    .join('')
}

/** All the text under a node, for placeholders that fill a whole block. */
export const textOf = (n: HtmlNode): string => ('text' in n ? n.text : n.children.map(textOf).join(''))
