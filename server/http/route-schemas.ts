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

const positive = { type: 'integer', minimum: 1 } as const

/** An event's sub-resource list (`/events/event/:eventId/<kind>`): the event only. */
export const eventParams = {
  type: 'object',
  required: ['eventId'],
  properties: { eventId: positive },
} as const

/** One item of an event (`/events/event/:eventId/<kind>/:id`). */
export const eventItemParams = {
  type: 'object',
  required: ['eventId', 'id'],
  properties: { eventId: positive, id: positive },
} as const
