/** A `$ref` to a component, written straight into the document (the routes' own answers use `X#`). */
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const pageOf = (items: object = {}) => ({
  allOf: [ref('Page'), { type: 'object', properties: { content: { type: 'array', items } } }],
})

/** What an operation answers when it succeeds: a status and, unless 204, a body schema (or a file). */
export interface Answer {
  status: 200 | 201 | 202 | 204
  schema?: object
  /** A file, not JSON (images, attachments). */
  binary?: boolean
}

/** The facts about a route the answer is decided from (Fastify's route, path in Fastify's `:id` form). */
export interface RouteFacts {
  method: string
  url: string
  /** Names of the query parameters. */
  query: string[]
}

const array = { type: 'array', items: {} }
/**
 * Answers the code does not tell the document: created (201), no content (204), files and the event
 * aggregate. Keyed `METHOD url` as Fastify registers the route. Routes not here answer 200 JSON.
 */
const known: Record<string, Answer> = {
  'POST /events/events-users': { status: 201 },
  'DELETE /events/events-users/:id': { status: 204 },
  'POST /events/notification': { status: 201 },
  'DELETE /events/notification/:id': { status: 204 },
  'GET /events/currency-quotation/select': { status: 200, schema: array },
  'GET /events/image/:id': { status: 200, binary: true },
  'GET /events/image-public/:id': { status: 200, binary: true },
  'GET /events/event/:eventId/event-accommodation/all-integrated': { status: 200 },
  'DELETE /events/event/event-accommodation/:id': { status: 200 },
  'POST /events/event/event-accommodation/:id/channel': { status: 202 },
}

/**
 * What a route that does not declare its answers yet answers on success, from the table, the event
 * routes or its query (the registries' routes declare theirs: registries/routes.ts).
 */
export function answerOf(facts: RouteFacts): Answer {
  const key = `${facts.method} ${facts.url}`
  if (known[key]) return known[key]
  // Lists take `page` (DESIGN.md's paging) and answer the page envelope.
  if (facts.query.includes('page')) return { status: 200, schema: pageOf() }
  return { status: 200 }
}
