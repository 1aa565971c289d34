/** What a template's markup may hold: the sanitiser (html.ts) keeps this and refuses or unwraps the rest. */

const STYLED = ['style']
const CELL = ['colspan', 'rowspan', 'style']
/** Allow-list: tag → attributes kept. Any other tag is unwrapped (its text kept), any other attribute dropped. */
export const ALLOWED: Record<string, string[]> = {
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
export const DANGEROUS = new Set(
  'script style iframe frame frameset object embed applet link meta base form input button textarea select svg math noscript template'.split(
    ' ',
  ),
)
export const URL_ATTRS = new Set([
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
export const SAFE_URL = /^(\{\{\s*[\w.]+\s*\}\}|data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]+)$/
export const ALIGN = /^text-align\s*:\s*(left|right|center|justify)$/i
