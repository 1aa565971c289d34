import { DOCUMENT_ONLY } from './serializer.js'

/** A `$ref` to a schema the app shares (`app.addSchema`); the document names it a component. */
export const ref = (id: string) => ({ $ref: `${id}#` })

const DESCRIPTION = 'x-response-description'
const answer =
  (status: number, description: string) =>
  (schema: object = {}) => ({
    [status]: { ...schema, [DESCRIPTION]: description, [DOCUMENT_ONLY]: true },
  })

/**
 * A route's success answers for `schema.response`, as the document shows them. They describe
 * and do not trim: see serializer.ts for why they are written with JSON.stringify.
 */
export const ok = answer(200, 'Done.')
export const created = answer(201, 'Created.')
export const accepted = answer(202, 'Done.')
export const noContent = {
  204: { type: 'null', [DESCRIPTION]: 'Done, nothing to answer.', [DOCUMENT_ONLY]: true },
}

/**
 * A file (an image, an attachment, a PDF, a calendar), not JSON, in the media types it may come
 * as: a client's validator matches the answer's content type against them.
 */
export const fileOf = (...media: string[]) => ({
  200: {
    [DESCRIPTION]: 'Done.',
    content: Object.fromEntries(
      media.map((type) => [
        type,
        { schema: { type: 'string', contentMediaType: type, [DOCUMENT_ONLY]: true } },
      ]),
    ),
  },
})
export const file = fileOf('application/octet-stream')

/** An error a route answers beyond its kind's (server/docs/responses.ts), in the error shape. */
export const refusal = (status: number, description: string) => ({
  [status]: { ...ref('Error'), [DESCRIPTION]: description, [DOCUMENT_ONLY]: true },
})

/**
 * A stored record: the schema's fields plus what the server keeps (answers carry more, e.g. labels).
 * Its `id` is always answered (the schema's is optional and nullable for the create), so a
 * generated client reads it without a check; `version` only where the record keeps one (an
 * event's items carry the event's `eventVersion` instead).
 */
export const recordOf = (id: string) => ({
  allOf: [
    ref(id),
    {
      type: 'object',
      required: ['id'],
      properties: { id: { type: 'integer' }, version: { type: 'integer' } },
    },
  ],
})

/** DESIGN.md's page envelope, its `content` of one schema. */
export const pageOf = (items: object = {}) => ({
  allOf: [ref('Page'), { type: 'object', properties: { content: { type: 'array', items } } }],
})

/** What every event sub-item call answers: the event's version and all items of the kind. */
export const eventItemsOf = (kind: string) => ({
  allOf: [
    ref('EventItems'),
    { type: 'object', properties: { content: { type: 'array', items: recordOf(`event-${kind}`) } } },
  ],
})

/** What an item write (add, change, removal) answers: the items and, always, the id it wrote. */
export const writtenItemsOf = (kind: string) => ({
  allOf: [
    ...eventItemsOf(kind).allOf,
    { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } },
  ],
})

/** The event aggregate as its reads, writes and lifecycle actions answer it. */
const moment = { type: 'string', format: 'local-date-time' }
const maybeMoment = { type: ['string', 'null'], format: 'local-date-time' }
export const eventAnswer = {
  allOf: [
    ref('event'),
    {
      type: 'object',
      // The stored event always has both; the schema's are optional for the create.
      required: ['id', 'version'],
      properties: {
        id: { type: 'integer' },
        version: { type: 'integer' },
        guid: { type: 'string', format: 'uuid' },
        hasBudget: { type: 'boolean', description: 'A budget document was generated.' },
        hasContract: { type: 'boolean', description: 'A contract document was generated.' },
        retroactiveStart: { type: 'boolean' },
        startedAt: maybeMoment,
        confirmedAt: maybeMoment,
        canceledAt: maybeMoment,
        createdBy: {
          type: ['object', 'null'],
          properties: { id: { type: 'integer' }, email: { type: ['string', 'null'] } },
        },
        createdAt: moment,
        updatedAt: maybeMoment,
        requesters: { type: 'array', items: recordOf('event-requester') },
        allowedActions: {
          type: 'array',
          items: { type: 'string' },
          description: 'The lifecycle actions the reader may take now.',
        },
      },
    },
  ],
}

export const anyArray = { type: 'array', items: {} }

/** An object of these properties; `required` names those the answer always has. */
export const objectOf = (properties: Record<string, object>, required: string[] = []) => ({
  type: 'object',
  ...(required.length ? { required } : {}),
  properties,
})

/** An array of objects of these properties. */
export const listOf = (properties: Record<string, object>) => ({ type: 'array', items: objectOf(properties) })

/** The small shapes answers are made of, so each domain's answers read as their fields. */
export const shapes = {
  integer: { type: 'integer' },
  number: { type: 'number' },
  text: { type: 'string' },
  flag: { type: 'boolean' },
  /** A local date-time or day on the wire (DESIGN.md "Wire dates"). */
  moment: { type: 'string' },
  maybe: (type: string) => ({ type: [type, 'null'] }),
  /** An object or null. */
  maybeOf: (schema: object) => ({ anyOf: [schema, { type: 'null' }] }),
  list: (items: object) => ({ type: 'array', items }),
  object: objectOf,
  /** A reference as answers give it: its id and, where the answer names it, its label. */
  named: objectOf({ id: { type: 'integer' }, name: { type: ['string', 'null'] } }, ['id']),
}
