import { HtmlLimitError, MAX_HTML_DEPTH, parseBounded, type HtmlLimit } from './html-parse.js'
import { imagesProblem } from './html-images.js'
import { ALIGN, ALLOWED, DANGEROUS, SAFE_URL, URL_ATTRS } from './html-allow.js'
import type { HtmlNode } from './html-tree.js'

export interface Sanitised {
  nodes: HtmlNode[]
  /** What was refused (a script, an event handler, a remote URL…): non-empty means the body is unsafe. */
  refused: string[]
  /** Set when the markup or its images are too costly to take at all (html-parse.ts); `nodes` is then empty. */
  limit?: HtmlLimit
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

// The parse bounds the depth, but the parser may move nodes under new ones after pushing them
// (misnested formatting tags): the recursion checks it again so it can never overflow the stack.
function walk(nodes: P5Node[], refused: string[], depth = 0): HtmlNode[] {
  if (depth > MAX_HTML_DEPTH) throw new HtmlLimitError('htmlTooDeep')
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
    const children = walk(n.childNodes ?? [], refused, depth + 1)
    if (allowed) out.push({ tag, attrs, children })
    else out.push(...children)
  }
  return out
}

/** Parses a template body and keeps only the allow-listed markup, telling what was refused. */
export function sanitiseHtml(html: string): Sanitised {
  const refused: string[] = []
  try {
    const nodes = walk((parseBounded(html) as unknown as P5Node).childNodes ?? [], refused)
    const images = imagesProblem(nodes)
    if (images) return { nodes: [], refused: [...new Set(refused)], limit: images }
    return { nodes, refused: [...new Set(refused)] }
  } catch (err) {
    if (err instanceof HtmlLimitError) return { nodes: [], refused: [], limit: err.limit }
    throw err
  }
}

/** The tree a document is rendered from; a body stored before the limits existed fails the job plainly. */
export function templateNodes(html: string): HtmlNode[] {
  const { nodes, limit } = sanitiseHtml(html)
  if (limit) throw new HtmlLimitError(limit)
  return nodes
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
