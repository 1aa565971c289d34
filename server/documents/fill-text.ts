import type { HtmlNode } from './html-tree.js'

export const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g
type Values = Record<string, string | undefined>

const SEP_AFTER = /^\s*[·,]\s*/
const SEP_BEFORE = /\s*[·,]\s*$/

/**
 * A text with its placeholders filled. A placeholder whose value is empty takes a ` · ` or `, `
 * separator next to it along (the one after it, else the one before), so optional data that is
 * missing leaves "A · C", not "A · · C" or "Tipo: ·". Unknown keys stay visible (the author sees
 * the typo). Right to left, so a run of empty values takes each its own separator.
 */
export function fillText(text: string, values: Values): string {
  // Literals at even indexes, placeholder keys at odd ones (split keeps the captured key).
  const parts = text.split(PLACEHOLDER)
  for (let i = parts.length - 2; i >= 1; i -= 2) {
    const key = parts[i]
    if (!(key in values)) {
      parts[i] = `{{${key}}}`
      continue
    }
    parts[i] = values[key] ?? ''
    if (parts[i]) continue
    // "Tipo:{{x}} · B" keeps a space between its words; "A · {{x}} · B" needs none.
    const space = /\S$/.test(parts[i - 1]) ? ' ' : ''
    if (SEP_AFTER.test(parts[i + 1])) parts[i + 1] = parts[i + 1].replace(SEP_AFTER, space)
    else if (SEP_BEFORE.test(parts[i - 1])) parts[i - 1] = parts[i - 1].replace(SEP_BEFORE, '')
  }
  return parts.join('')
}

/** The placeholder keys written anywhere in a node list. */
function keysIn(nodes: HtmlNode[], out: string[] = []): string[] {
  for (const n of nodes) {
    if ('text' in n) out.push(...[...n.text.matchAll(PLACEHOLDER)].map((m) => m[1]))
    else keysIn(n.children, out)
  }
  return out
}

/**
 * A block's children without the lines (runs between `<br>`s) that show nothing but labels: every
 * placeholder they hold is known and empty ("Contato: {{requester.phone}}" without a phone). A
 * line without placeholders is text the author wrote and stays. Undefined when every line went.
 */
export function withoutEmptyLines(children: HtmlNode[], values: Values): HtmlNode[] | undefined {
  const lines: HtmlNode[][] = [[]]
  for (const c of children) {
    if (!('text' in c) && c.tag === 'br') lines.push([])
    else lines[lines.length - 1].push(c)
  }
  const empty = (line: HtmlNode[]) => {
    const keys = keysIn(line)
    return keys.length > 0 && keys.every((k) => k in values && !values[k])
  }
  const kept = lines.filter((l) => !empty(l))
  if (kept.length === lines.length) return children
  if (!kept.length) return undefined
  return kept.flatMap((l, i) => (i ? [{ tag: 'br', attrs: {}, children: [] }, ...l] : l))
}
