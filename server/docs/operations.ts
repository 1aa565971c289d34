/**
 * What every operation of the document carries for the tools integrators generate clients and lint
 * with (issue 51): an `operationId` (camelCase verb + noun, stable: it is made from the method and
 * the path, never from the order of routes) and a summary where the route wrote none. A route may
 * name its own in `schema.operationId` / `schema.summary`.
 */
type Operation = Record<string, unknown> & { operationId?: string; summary?: string }
type Paths = Record<string, Record<string, Operation>>

const METHODS = new Set(['get', 'post', 'put', 'delete', 'patch'])

const words = (segment: string) => segment.split(/[^A-Za-z0-9]+/).filter(Boolean)
const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1)

/** `/events/box-office/sale/{id}/cancel` → nouns ['box','office','sale','cancel'], params ['id']. */
function partsOf(path: string) {
  const segments = path.split('/').filter(Boolean)
  // `/events` opens most paths: it names no resource.
  const rest = segments[0] === 'events' && segments.length > 1 ? segments.slice(1) : segments
  const nouns = rest.filter((s) => !s.startsWith('{')).flatMap(words)
  const params = rest.filter((s) => s.startsWith('{')).map((s) => s.slice(1, -1))
  return { nouns, params, endsWithParam: rest.at(-1)?.startsWith('{') ?? false }
}

/** The verb of an operation: what it does to the path's resource, from its method and shape. */
function verbOf(method: string, path: string, paths: Paths, endsWithParam: boolean) {
  const collection = !endsWithParam && !!paths[path]?.get
  if (method === 'get') return endsWithParam || !isPaged(paths[path].get) ? 'get' : 'list'
  if (method === 'post') return collection && !!paths[`${path}/{id}`] ? 'create' : 'post'
  if (method === 'put') return 'update'
  return method
}

function isPaged(op: Operation) {
  const ok = (op.responses as Record<string, { content?: Record<string, { schema?: unknown }> }>)?.['200']
  return JSON.stringify(ok?.content?.['application/json']?.schema ?? {}).includes('#/components/schemas/Page')
}

/** `getBoxOfficeSaleById`: the verb, the path's nouns, and the parameters it is found by. */
export function operationIdOf(method: string, path: string, paths: Paths): string {
  const { nouns, params, endsWithParam } = partsOf(path)
  const by = params.length ? `By${params.map((p) => words(p).map(cap).join('')).join('And')}` : ''
  return `${verbOf(method, path, paths, endsWithParam)}${nouns.map(cap).join('')}${by}`
}

/** "Get box office sale by id" from `getBoxOfficeSaleById`: a summary where the route has none. */
export const summaryOf = (operationId: string) => {
  const text = operationId.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return cap(text)
}

/**
 * Fills each operation's operationId and summary; fails on two operations with one id (a client
 * generator would give one of them up), so a new route whose id clashes is found at start.
 */
export function withOperationIds(doc: { paths?: Paths }) {
  const seen = new Map<string, string>()
  for (const [path, item] of Object.entries(doc.paths ?? {}))
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue
      op.operationId ??= operationIdOf(method, path, doc.paths!)
      op.summary ??= summaryOf(op.operationId)
      const where = `${method.toUpperCase()} ${path}`
      const before = seen.get(op.operationId)
      if (before) throw new Error(`OpenAPI: ${where} and ${before} share the operationId ${op.operationId}`)
      seen.set(op.operationId, where)
    }
  return doc
}
