import type { RouteOptions } from 'fastify'
import { answerOf, type RouteFacts } from './answers.js'

/** Where the transform leaves an operation's responses for `withResponses` to put in place. */
export const RESPONSES_KEY = 'x-eventdesk-responses'

const error = (name: string) => ({ $ref: `#/components/responses/${name}` })
type Responses = Record<string, object>

/** The errors a route can answer: every one may refuse input or find the database gone; token routes more. */
function errorsOf(route: RouteOptions, method: string): Responses {
  const config = (route.config ?? {}) as { public?: boolean; feature?: unknown; adminOnly?: boolean }
  const token =
    !config.public && (route.url.startsWith('/events') || config.feature !== undefined || !!config.adminOnly)
  const out: Responses = { 400: error('BadRequest') }
  if (token) Object.assign(out, { 401: error('Unauthorized'), 403: error('Forbidden') })
  // The sign-in endpoints are public but refuse a wrong client or password.
  else if (/^\/(cm-oauth|events\/technical-access)\//.test(route.url)) out[401] = error('Unauthorized')
  if (route.url.includes('/:') || token) out[404] = error('NotFound')
  if (method !== 'GET') out[409] = error('Conflict')
  out[503] = error('Unavailable')
  return out
}

/**
 * The responses of one operation, written into the document only (not the route's schema, which
 * Fastify would serialize with and so drop what the schema does not name).
 */
export function responsesOf(
  route: RouteOptions,
  method: string,
  registries: RouteFacts['registries'],
): Responses {
  const query = Object.keys(
    (route.schema as { querystring?: { properties?: object } } | undefined)?.querystring?.properties ?? {},
  )
  const answer = answerOf({ method, url: route.url, query, registries })
  const content = answer.binary
    ? {
        'application/octet-stream': {
          schema: { type: 'string', contentMediaType: 'application/octet-stream' },
        },
      }
    : { 'application/json': { schema: answer.schema ?? {} } }
  const ok =
    answer.status === 204
      ? { description: 'Done, nothing to answer.' }
      : { description: answer.status === 201 ? 'Created.' : 'Done.', content }
  return { [answer.status]: ok, ...errorsOf(route, method) }
}

/** Puts the responses the transform computed in place; answers a route schema declares (e.g. /health) stay. */
export function withResponses(doc: { paths?: Record<string, Record<string, Record<string, unknown>>> }) {
  for (const item of Object.values(doc.paths ?? {}))
    for (const op of Object.values(item)) {
      const computed = op[RESPONSES_KEY] as Responses | undefined
      if (!computed) continue
      delete op[RESPONSES_KEY]
      const declared = Object.fromEntries(
        Object.entries((op.responses ?? {}) as Responses).filter(([, r]) => 'content' in r),
      )
      const has2xx = Object.keys(declared).some((s) => s.startsWith('2'))
      const mine = Object.fromEntries(
        Object.entries(computed).filter(([s]) => !(has2xx && s.startsWith('2'))),
      )
      op.responses = { ...mine, ...declared }
    }
  return doc
}
