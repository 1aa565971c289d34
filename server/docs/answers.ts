/** A `$ref` to a component, written straight into the document (the routes' own answers use `X#`). */
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const recordOf = (name: string) => ({
  allOf: [
    ref(name),
    { type: 'object', properties: { id: { type: 'integer' }, version: { type: 'integer' } } },
  ],
})
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
const block = recordOf('event-accommodation')
// The document tab answers its own shapes (DESIGN.md wave 2 "Documents"), not the sub-item one.
const documentAccepted = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    reference: { type: 'string' },
    status: { type: 'string' },
    number: { type: 'integer' },
    version: { type: 'integer' },
  },
}
// A document's e-signature as last known (server/documents/signature.ts); status null before any.
const signatureState = {
  type: 'object',
  properties: {
    status: { type: ['string', 'null'] },
    signers: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          email: { type: 'string' },
          status: { type: 'string' },
          at: { type: ['string', 'null'] },
        },
      },
    },
    envelopeId: { type: ['string', 'null'] },
    reference: { type: 'string' },
    requestedAt: { type: 'string' },
    updatedAt: { type: 'string' },
    error: { type: ['string', 'null'] },
  },
}

// Badges (DESIGN.md wave 2): the request's reference downloads the PDF from /events/file/r/{reference}.
const badgeAccepted = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    reference: { type: 'string' },
    status: { type: 'string' },
    count: { type: 'integer' },
  },
}
const badgeList = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      reference: { type: ['string', 'null'] },
      status: { type: 'string' },
      error: { type: ['string', 'null'] },
      template: {
        type: 'object',
        properties: { id: { type: 'integer' }, name: { type: ['string', 'null'] } },
      },
      count: { type: 'integer' },
      mine: { type: 'boolean' },
      createdAt: { type: 'string' },
    },
  },
}

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
  'GET /events/event/:eventId/event-accommodation': {
    status: 200,
    schema: {
      type: 'object',
      properties: { eventVersion: { type: 'integer' }, content: { type: 'array', items: block } },
    },
  },
  'GET /events/event/:eventId/event-accommodation/all-integrated': { status: 200 },
  'GET /events/event/event-accommodation/:id': { status: 200, schema: block },
  'POST /events/event/event-accommodation': { status: 201, schema: block },
  'PUT /events/event/event-accommodation': { status: 200, schema: block },
  'POST /events/event/event-accommodation/duplicate-accommodation/:id': { status: 201, schema: block },
  'DELETE /events/event/event-accommodation/:id': { status: 200 },
  'POST /events/event/event-accommodation/:id/channel': { status: 202 },
  'POST /events/event/:eventId/document': { status: 202, schema: documentAccepted },
  'GET /events/event/:eventId/document': { status: 200, schema: array },
  'GET /events/event/:eventId/document/:id/file': { status: 200, binary: true },
  'DELETE /events/event/:eventId/document/:id': { status: 204 },
  'POST /events/event/:eventId/document/:id/signature': { status: 202, schema: signatureState },
  'GET /events/event/:eventId/document/:id/signature': { status: 200, schema: signatureState },
  'POST /events/event/:eventId/badge': { status: 202, schema: badgeAccepted },
  'GET /events/event/:eventId/badge': { status: 200, schema: badgeList },
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
