import type { RouteOptions } from 'fastify'

/** Where the transform leaves an operation's computed answers for `withResponses` to put in place. */
export const RESPONSES_KEY = 'x-eventdesk-responses'

const error = (name: string) => ({ $ref: `#/components/responses/${name}` })
type Responses = Record<string, object>

type RouteConfig = { public?: boolean; feature?: unknown; adminOnly?: boolean; throttled?: boolean }

/** Whether the route reads a bearer token (the guard's): every one under /events but the public ones. */
export function needsToken(route: RouteOptions) {
  const config = (route.config ?? {}) as RouteConfig
  return (
    !config.public && (route.url.startsWith('/events') || config.feature !== undefined || !!config.adminOnly)
  )
}

/** The errors a route can answer: every one may refuse input or find the database gone; token routes more. */
export function errorsOf(route: RouteOptions, method: string): Responses {
  const config = (route.config ?? {}) as RouteConfig
  const token = needsToken(route)
  const out: Responses = { 400: error('BadRequest') }
  if (token) Object.assign(out, { 401: error('Unauthorized'), 403: error('Forbidden') })
  // The sign-in endpoints are public but refuse a wrong client or password.
  else if (/^\/(cm-oauth|events\/technical-access)\//.test(route.url)) out[401] = error('Unauthorized')
  if (route.url.includes('/:') || token) out[404] = error('NotFound')
  if (method !== 'GET') out[409] = error('Conflict')
  // Public calls that guess a secret (a password, a key, a link) are rate-limited per address; every
  // token route counts against its token's and tenant's quotas (rate-limit/).
  if (config.throttled || token) out[429] = error('TooManyRequests')
  out[503] = error('Unavailable')
  return out
}

/** The page envelope, its `$ref` written straight into the document (routes' own answers use `X#`). */
const page = {
  allOf: [
    { $ref: '#/components/schemas/Page' },
    { type: 'object', properties: { content: { type: 'array', items: {} } } },
  ],
}

/**
 * The success answer of a route that declares none in `schema.response` (its answer is any JSON):
 * a list taking `page` answers DESIGN.md's page envelope.
 */
function fallback(route: RouteOptions): Responses {
  const query = (route.schema as { querystring?: { properties?: object } } | undefined)?.querystring
  const paged = Object.keys(query?.properties ?? {}).includes('page')
  return { 200: { description: 'Done.', content: { 'application/json': { schema: paged ? page : {} } } } }
}

/**
 * The operation's answers: its route's own (`schema.response`, success and any error it names)
 * over the errors every route of its kind may give.
 */
export function responsesOf(route: RouteOptions, method: string) {
  const declared = Object.keys((route.schema as { response?: object } | undefined)?.response ?? {})
  const ok = declared.some((s) => s.startsWith('2')) ? {} : fallback(route)
  return { errors: { ...ok, ...errorsOf(route, method) }, declared: declared.length > 0 }
}

/** Puts the answers in place: the route's declared ones over the computed errors. */
export function withResponses(doc: { paths?: Record<string, Record<string, Record<string, unknown>>> }) {
  for (const item of Object.values(doc.paths ?? {}))
    for (const op of Object.values(item)) {
      const computed = op[RESPONSES_KEY] as ReturnType<typeof responsesOf> | undefined
      if (!computed) continue
      delete op[RESPONSES_KEY]
      // Without a response schema the plugin writes a placeholder 200: the route's answer is any JSON.
      const own = computed.declared ? ((op.responses ?? {}) as Responses) : {}
      op.responses = { ...computed.errors, ...own }
    }
  return doc
}
