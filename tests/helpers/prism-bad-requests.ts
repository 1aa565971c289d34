import { familyOf } from './answer-capture-keys.js'
import type { MatrixFixture } from './matrix-fixture.js'

type Node = Record<string, any>

export interface BadRequest {
  family: string
  method: string
  url: string
  body?: unknown
  why: string
}

const resolve = (doc: Node, n: Node | undefined): Node | undefined =>
  n?.$ref
    ? resolve(
        doc,
        n.$ref
          .replace(/^#\//, '')
          .split('/')
          .reduce((o: Node | undefined, k: string) => o?.[k], doc),
      )
    : n

/** Does the body schema say it is an object (directly or through allOf)? */
function objectBody(doc: Node, schema: Node | undefined): boolean {
  const s = resolve(doc, schema)
  if (!s) return false
  if (
    s.type === 'object' ||
    (Array.isArray(s.type) && !s.type.includes('array') && s.type.includes('object'))
  )
    return true
  return (s.allOf ?? []).some((p: Node) => objectBody(doc, p))
}

/**
 * One request per route family that the document forbids, built from the document itself: a JSON
 * array where an object body is declared, else a word where an integer path parameter is, else a
 * required query parameter left out. Other path parameters get tenant A's event id.
 */
export function badRequests(doc: Node, f: MatrixFixture): BadRequest[] {
  const out = new Map<string, BadRequest>()
  for (const [path, item] of Object.entries(doc.paths as Node))
    for (const method of ['post', 'put', 'get', 'delete']) {
      const op = item[method] as Node | undefined
      if (!op) continue
      const family = familyOf(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`)
      if (out.has(family)) continue
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p: Node) => resolve(doc, p)!)
      const pathParams = params.filter((p) => p.in === 'path')
      const fill = (except?: string) =>
        path.replace(/\{(\w+)\}/g, (_, name: string) =>
          name === except ? 'not-a-number' : String(f.event.id),
        )
      const json = op.requestBody?.content?.['application/json']
      const intParam = pathParams.find((p) => resolve(doc, p.schema)?.type === 'integer')
      const requiredQuery = params.find((p) => p.in === 'query' && p.required)
      const base = { family, method: method.toUpperCase() }
      if (json && objectBody(doc, json.schema))
        out.set(family, { ...base, url: fill(), body: [1, 2], why: 'an array for an object body' })
      else if (intParam)
        out.set(family, {
          ...base,
          url: fill(intParam.name),
          body: json ? {} : undefined,
          why: `a word for ${intParam.name}`,
        })
      else if (requiredQuery && !json)
        out.set(family, { ...base, url: fill(), why: `no ${requiredQuery.name}` })
    }
  return [...out.values()]
}
