import type { FastifyInstance, FastifyRequest } from 'fastify'
import { badRequest, fieldError } from '../http/errors.js'
import { stringifyEvent } from './list/list-response.js'
import { formEvent } from './read.js'
import { createEvent, updateEvent } from './service.js'
import { created, eventAnswer, ok } from '../http/answers.js'
import { idParams } from '../http/route-schemas.js'

const config = { feature: 'EVENT' }
const tags = ['events']
// The event's schema as the document's component `event` (a read's nulls allowed, docs/nullable.ts);
// the service validates the body itself.
const eventBody = { $ref: 'event#' }

/** The event as the form reads it (read.ts), in a read-only transaction of its own. */
const fullEvent = (app: FastifyInstance, request: FastifyRequest, id: number) =>
  request.withTenant((trx) => formEvent(trx, app.registryModels, request.auth, id), { readOnly: true })

/** The event record: create, update, read (lists: list-routes.ts; the audit trail: audit-routes.ts). */
export async function eventRoutes(app: FastifyInstance) {
  // Bodies are validated by the service (one error mapping for every event write).
  const anyBody = () => () => true

  app.post(
    '/events/event',
    {
      config,
      schema: { tags, summary: 'Create an event', body: eventBody, response: created(eventAnswer) },
      validatorCompiler: ({ httpPart }) => (httpPart === 'body' ? anyBody() : () => true),
    },
    async (request, reply) => {
      const row = await request.withTenant((trx) =>
        createEvent(trx, request.auth, (request.body ?? {}) as Record<string, unknown>),
      )
      return reply.status(201).send(await fullEvent(app, request, row.id))
    },
  )

  app.put(
    '/events/event',
    {
      config,
      schema: {
        tags,
        summary: 'Update an event (id and version in the body)',
        body: eventBody,
        response: ok(eventAnswer),
      },
      validatorCompiler: () => anyBody(),
    },
    async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>
      const id = Number(body.id)
      if (!Number.isSafeInteger(id) || id <= 0) throw badRequest([fieldError('id', 'error.required')])
      await request.withTenant((trx) => updateEvent(trx, request.auth, id, body))
      return fullEvent(app, request, id)
    },
  )

  app.get<{ Params: { id: number } }>(
    '/events/event/:id',
    { config, schema: { tags, params: idParams, response: ok(eventAnswer) } },
    async (request, reply) => {
      const event = await fullEvent(app, request, request.params.id)
      // Only once the event is read: an error answer keeps the error handler's serializer.
      reply.type('application/json; charset=utf-8').serializer(stringifyEvent)
      return event
    },
  )
}
