import type { FastifyInstance } from 'fastify'
import { created, eventItemsOf, ok, writtenItemsOf } from '../../http/answers.js'
import { readableEvent } from '../event-lock.js'
import { itemsAnswer, writeItem } from './write.js'
import type { ItemKind, Json } from './types.js'
import { validatorCompiler } from '../../registries/route-queries.js'
import { eventItemParams as params, eventParams } from '../../http/route-schemas.js'

export const config = { feature: 'EVENT' }
/** A removal names the version it read in the query (a DELETE body is not sent by every client). */
const removeQuery = { type: 'object', properties: { eventVersion: { type: 'integer', minimum: 1 } } }
type P = {
  Params: { eventId: number; id?: number }
  Body: Json | undefined
  Querystring: { eventVersion?: string }
}

/** GET (list), POST, PUT /{id} and DELETE /{id} of one kind under /events/event/{eventId}/<kind>. */
export function registerItemRoutes(app: FastifyInstance, kind: ItemKind, opts: { post?: boolean } = {}) {
  const base = `/events/event/:eventId/${kind.kind}`
  const tags = [`event ${kind.kind}`]
  // Every call of the kind answers the event's version and all its items of the kind; a write, also the
  // id of the item it wrote, so a client reads a new booking's id without looking for it in the list.
  const items = eventItemsOf(kind.kind)
  const written = writtenItemsOf(kind.kind)
  // The body as the document describes it (the kind's schema, schemas/event/<kind>.schema.json);
  // the write path validates it (kind.validate: 400 with every field error), not the route.
  const body = { $ref: `event-${kind.kind}#` }
  app.get<P>(base, { config, schema: { tags, params: eventParams, response: ok(items) } }, (request) =>
    request.withTenant(async (trx) => {
      await readableEvent(trx, request.auth, request.params.eventId)
      return itemsAnswer(app, trx, kind, request.params.eventId, request.auth)
    }),
  )
  if (opts.post !== false) {
    app.post<P>(
      base,
      { config, validatorCompiler, schema: { tags, params: eventParams, body, response: created(written) } },
      async (request, reply) => {
        const body = request.body ?? {}
        return reply
          .status(201)
          .send(
            await writeItem(app, request.auth, kind, 'add', request.params.eventId, body.eventVersion, body),
          )
      },
    )
  }
  app.put<P>(
    `${base}/:id`,
    { config, validatorCompiler, schema: { tags, params, body, response: ok(written) } },
    (request) => {
      const body = request.body ?? {}
      return writeItem(
        app,
        request.auth,
        kind,
        'edit',
        request.params.eventId,
        body.eventVersion,
        body,
        request.params.id,
      )
    },
  )
  app.delete<P>(
    `${base}/:id`,
    { config, schema: { tags, params, querystring: removeQuery, response: ok(written) } },
    (request) =>
      writeItem(
        app,
        request.auth,
        kind,
        'remove',
        request.params.eventId,
        request.query.eventVersion ?? request.body?.eventVersion,
        {},
        request.params.id,
      ),
  )
}
