import { eventItemParams as params, eventParams } from '../http/route-schemas.js'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  addRequester,
  changeRequester,
  labelRequesters,
  listRequesters,
  removeRequester,
} from './requesters.js'
import { bumpEventVersion, lockEventForChange, readableEvent } from './event-lock.js'
import { created, eventItemsOf, ok } from '../http/answers.js'
import { validatorCompiler } from '../registries/route-queries.js'

const config = { feature: 'EVENT' }
const tags = ['event requesters']
// Every call answers the event's version and all its requesters, as the other sub-items do.
const items = eventItemsOf('requester')
// The body as the document describes it; requesters.ts validates it (400 with every field error).
const body = { $ref: 'event-requester#' }
type P = {
  Params: { eventId: number; id: number }
  Body: Record<string, unknown> & { eventVersion?: number }
}

/** Requesters of an event: every write locks the event, checks `eventVersion` and bumps it. */
export async function requesterRoutes(app: FastifyInstance) {
  const base = '/events/event/:eventId/requester'
  const answer = (request: FastifyRequest, eventId: number) =>
    request.withTenant(async (trx) => ({
      eventVersion: (await readableEvent(trx, request.auth, eventId)).version,
      content: await labelRequesters(trx, app.registryModels, await listRequesters(trx, eventId)),
    }))

  app.get<P>(base, { config, schema: { tags, params: eventParams, response: ok(items) } }, (request) =>
    answer(request, request.params.eventId),
  )

  app.post<P>(
    base,
    { config, validatorCompiler, schema: { tags, params: eventParams, body, response: created(items) } },
    async (request, reply) => {
      const { eventId } = request.params
      await request.withTenant(async (trx) => {
        await lockEventForChange(trx, request.auth, eventId, request.body?.eventVersion)
        await addRequester(trx, request.auth, eventId, request.body)
        await bumpEventVersion(trx, eventId)
      })
      return reply.status(201).send(await answer(request, eventId))
    },
  )

  app.put<P>(
    `${base}/:id`,
    { config, validatorCompiler, schema: { tags, params, body, response: ok(items) } },
    async (request) => {
      const { eventId, id } = request.params
      await request.withTenant(async (trx) => {
        await lockEventForChange(trx, request.auth, eventId, request.body?.eventVersion)
        await changeRequester(trx, request.auth, eventId, id, request.body)
        await bumpEventVersion(trx, eventId)
      })
      return answer(request, eventId)
    },
  )

  app.delete<P>(`${base}/:id`, { config, schema: { tags, params, response: ok(items) } }, async (request) => {
    const { eventId, id } = request.params
    const version =
      Number((request.query as { eventVersion?: string }).eventVersion ?? request.body?.eventVersion) ||
      undefined
    await request.withTenant(async (trx) => {
      await lockEventForChange(trx, request.auth, eventId, version)
      await removeRequester(trx, request.auth, eventId, id)
      await bumpEventVersion(trx, eventId)
    })
    return answer(request, eventId)
  })
}
