import type { FastifyInstance } from 'fastify'
import { loadFormSchemas } from '../schemas/load.js'
import { ref } from '../http/answers.js'

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

/** Shapes many answers share; the error body is the one of server/http/errors.ts. */
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
  TooManyRequests:
    'Too many requests: a rate limit of the token or tenant (RateLimit-Policy), or attempts from this address; retry after Retry-After seconds.',
  Unavailable: 'The database is unreachable; try again later.',
}

/**
 * The shapes answers share, for the routes' `$ref`s: the ones above and the event schemas (event
 * and its sub-items), one dialect (their draft-07 `$schema` goes). The document lists them as components.
 */
export function addSharedSchemas(app: FastifyInstance) {
  for (const [$id, schema] of Object.entries(shared)) app.addSchema({ $id, ...schema })
  for (const { $schema: _drop, ...rest } of loadFormSchemas()) app.addSchema(rest)
}

/** The components that are not record schemas (the others come from schemas/). */
export const sharedSchemaIds = new Set(Object.keys(shared))

/** A refusal's headers (docs/decisions/0069-rate-limits.md); every authenticated answer carries the last two. */
const limitHeaders = {
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    schema: { type: 'integer', minimum: 1 },
  },
  RateLimit: {
    description:
      'Remaining requests and seconds to the reset, per policy: `"token";r=0;t=42, "tenant";r=5810;t=42`.',
    schema: { type: 'string' },
  },
  'RateLimit-Policy': {
    description: 'Quota and window seconds per policy: `"token";q=1200;w=60, "tenant";q=6000;w=60`.',
    schema: { type: 'string' },
  },
}

/** The error answers every operation may give, as components of the document. */
export function errorResponses() {
  const json = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } }
  return Object.fromEntries(
    Object.entries(errorAnswers).map(([name, description]) => [
      name,
      { description, content: json, ...(name === 'TooManyRequests' ? { headers: limitHeaders } : {}) },
    ]),
  )
}
