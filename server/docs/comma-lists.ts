import { COMMA_LIST } from '../http/comma-list.js'

type Node = Record<string, any>

/**
 * The document's view of comma lists (http/comma-list.ts): each parameter whose schema carries
 * the list's items becomes an array parameter in the OpenAPI serialisation that spells `a,b`.
 */
export function withCommaLists(doc: { paths?: Record<string, Node> }) {
  for (const item of Object.values(doc.paths ?? {}))
    for (const op of Object.values(item))
      for (const p of (op as Node)?.parameters ?? []) {
        const items = p.schema?.[COMMA_LIST]
        if (!items) continue
        const { [COMMA_LIST]: _, type: _t, maxLength: _m, ...rest } = p.schema
        p.schema = { ...rest, type: 'array', minItems: 1, items }
        p.style = p.in === 'path' ? 'simple' : 'form'
        p.explode = false
      }
  return doc
}
