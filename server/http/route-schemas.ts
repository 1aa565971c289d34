/**
 * Route schema pieces written the same way everywhere (what Fastify checks before our rules).
 * A record is named by a positive integer id: in a path (`/…/:id`, coerced from the path's text)
 * or in a body (`{ "environment": { "id": 3 } }`).
 */
export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const

/** A reference to a record in a body: an object that carries the record's id. */
export const recordRef = idParams
