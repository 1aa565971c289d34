/**
 * Shared shapes of schemas/defs.json, inlined where a schema says
 * `{"$ref": "defs.json#/definitions/reference", "x-ref": "environment"}`. Schemas are
 * dereferenced when they are loaded, so ajv, the generated types, the browser's forms and the
 * OpenAPI document all see plain schemas and none of them needs a $ref resolver.
 */
import fs from 'node:fs'
import path from 'node:path'

type Json = unknown
type Defs = Record<string, Record<string, unknown>>

const prefix = 'defs.json#/definitions/'

export function readDefs(dir: string): Defs {
  const file = path.join(dir, 'defs.json')
  if (!fs.existsSync(file)) return {}
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { definitions: Defs }).definitions
}

/**
 * A copy of `node` with every `defs.json` $ref replaced by its definition; keywords written
 * beside the $ref (x-ref, title, x-ui…) win over the definition's. An unknown name throws, so a
 * typo fails at load rather than as a silently empty field.
 */
export function dereference<T extends Json>(node: T, defs: Defs, where = ''): T {
  if (Array.isArray(node)) return node.map((n) => dereference(n, defs, where)) as T
  if (!node || typeof node !== 'object') return node
  const { $ref, ...rest } = node as Record<string, unknown>
  const out: Record<string, unknown> = {}
  if (typeof $ref === 'string') {
    if (!$ref.startsWith(prefix)) throw new Error(`${where}: $ref ${$ref} is not a defs.json definition`)
    const def = defs[$ref.slice(prefix.length)]
    if (!def) throw new Error(`${where}: unknown definition ${$ref}`)
    Object.assign(out, dereference(def, defs, where))
  } else if ($ref !== undefined) out.$ref = $ref
  for (const [k, v] of Object.entries(rest)) out[k] = dereference(v, defs, where)
  return out as T
}
