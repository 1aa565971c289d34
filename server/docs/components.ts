import { loadFormSchemas } from '../schemas/load.js'

/** A `$ref` to a component schema of the document. */
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })

/** A stored record: the schema's fields plus what the server keeps (answers carry more, e.g. labels). */
export const recordOf = (name: string) => ({
  allOf: [
    ref(name),
    { type: 'object', properties: { id: { type: 'integer' }, version: { type: 'integer' } } },
  ],
})

/** DESIGN.md's page envelope, its `content` of one schema. */
export const pageOf = (items: object = {}) => ({
  allOf: [ref('Page'), { type: 'object', properties: { content: { type: 'array', items } } }],
})

const fieldError = {
  type: 'object',
  required: ['field', 'message', 'target'],
  properties: {
    field: { type: 'string' },
    message: { type: 'string', description: 'A key of locales/*.' },
    target: { type: 'string', description: 'The field the message is about.' },
    params: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: "Values for the message's %{name} slots beyond the field, when it has some.",
    },
  },
}

/** Shapes every answer shares; the error body is the one of server/http/errors.ts. */
const shared: Record<string, object> = {
  FieldError: fieldError,
  Error: {
    type: 'object',
    required: ['status', 'message', 'errors'],
    // Some errors add details a client can use (e.g. the dependencies that block a delete).
    additionalProperties: true,
    properties: {
      status: { type: 'integer' },
      message: { type: 'string', description: 'A key of locales/*.' },
      errors: { type: 'array', items: ref('FieldError') },
      developerMessage: { type: 'string' },
    },
  },
  Page: {
    type: 'object',
    required: ['content', 'totalElements', 'totalPages', 'size', 'number', 'numberOfElements'],
    properties: {
      content: { type: 'array', items: {} },
      totalElements: { type: 'integer', minimum: 0 },
      totalPages: { type: 'integer', minimum: 0 },
      size: { type: 'integer', minimum: 0 },
      number: { type: 'integer', minimum: 0, description: 'The page, from 0.' },
      numberOfElements: { type: 'integer', minimum: 0 },
    },
  },
  EventItems: {
    type: 'object',
    required: ['eventVersion', 'content'],
    description: 'The answer of every event sub-item call: the event version and all items of the kind.',
    properties: {
      eventVersion: { type: 'integer' },
      content: { type: 'array', items: { type: 'object' } },
      permitted: {
        type: 'object',
        properties: { add: { type: 'boolean' }, edit: { type: 'boolean' }, remove: { type: 'boolean' } },
      },
      id: { type: 'integer', description: 'The item written.' },
      warnings: { type: 'array', items: {} },
    },
  },
}

const errorAnswers: Record<string, string> = {
  BadRequest: 'Invalid input (each field error names its field).',
  Unauthorized: 'No valid token.',
  Forbidden: 'Not allowed for this user or tenant.',
  NotFound: 'Absent, or of another tenant.',
  Conflict: 'A conflict or a stale edit.',
  Unavailable: 'The database is unreachable; try again later.',
}

/** The event schemas (event and its sub-items) as components, one dialect: their draft-07 `$schema` goes. */
function eventSchemas(): Record<string, object> {
  return Object.fromEntries(
    loadFormSchemas().map((s) => {
      const { $schema: _drop, $id, ...rest } = s
      return [String($id), rest]
    }),
  )
}

/** The components the answers refer to, added next to the registry schemas. */
export function sharedComponents() {
  const json = { 'application/json': { schema: ref('Error') } }
  return {
    schemas: { ...shared, ...eventSchemas() },
    responses: Object.fromEntries(
      Object.entries(errorAnswers).map(([name, description]) => [name, { description, content: json }]),
    ),
  }
}
