import type { FastifyInstance } from 'fastify'
import { badRequest, fieldError } from '../http/errors.js'
import { readableEvent } from '../events/event-lock.js'
import { listAccommodations } from './repository.js'
import { deleteBlock, insertBlock, updateBlock } from './block-repository.js'
import { addBlock, positiveId } from './add-block.js'
import { eventOfBlock, existingBlock, followOnChannel, labelled, writeBlock } from './block-service.js'
import { validAccommodation } from './write.js'
import { refuseWithoutStock } from './stock-check.js'
import { created, ok } from '../http/answers.js'
import { allIntegratedAnswer, block, blockDeletedAnswer, blocksAnswer } from './answers.js'

const config = { feature: 'EVENT' }
const tags = ['event accommodation']
const base = '/events/event/event-accommodation'
const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } } }
const eventParams = { type: 'object', properties: { eventId: { type: 'integer', minimum: 1 } } }
const versionQuery = { type: 'object', properties: { eventVersion: { type: 'string', maxLength: 20 } } }
const body = {
  type: 'object',
  description:
    'schemas/event/accommodation.schema.json, plus `event: {id}` (POST), `id` (PUT) and `eventVersion`.',
}
type Json = Record<string, unknown>

/** The spec's accommodation calls (event-domain §7) and the event's list (DESIGN wave 2). */
export async function accommodationRoutes(app: FastifyInstance) {
  app.get<{ Params: { eventId: number } }>(
    '/events/event/:eventId/event-accommodation',
    { config, schema: { tags, params: eventParams, response: blocksAnswer } },
    (request) =>
      request.withTenant(async (trx) => {
        const event = await readableEvent(trx, request.auth, request.params.eventId)
        const content = await labelled(app, trx, await listAccommodations(trx, event.id))
        return { eventVersion: event.version, content }
      }),
  )

  app.get<{ Params: { eventId: number } }>(
    '/events/event/:eventId/event-accommodation/all-integrated',
    { config, schema: { tags, params: eventParams, response: allIntegratedAnswer } },
    (request) =>
      request.withTenant(async (trx) => {
        const event = await readableEvent(trx, request.auth, request.params.eventId)
        const active = (await listAccommodations(trx, event.id)).filter((a) => a.situation === 'ACTIVE')
        const pending = active.filter((a) => !a.channelBookingReservation.cmConfirmationId).map((a) => a.id)
        return { allIntegrated: pending.length === 0, total: active.length, pending }
      }),
  )

  app.get<{ Params: { id: number } }>(
    `${base}/:id`,
    { config, schema: { tags, params: idParams, response: ok(block) } },
    (request) =>
      request.withTenant(async (trx) => {
        const found = await existingBlock(trx, request.params.id)
        const event = await readableEvent(trx, request.auth, found.event.id)
        return { ...(await labelled(app, trx, [found]))[0], eventVersion: event.version }
      }),
  )

  app.post<{ Body: Json | undefined }>(
    `${base}`,
    { config, schema: { tags, body, response: created(block) } },
    async (request, reply) => {
      const out = await addBlock(app, request.auth, request.body ?? {})
      return reply.status(201).send(out)
    },
  )

  app.put<{ Body: Json | undefined }>(
    `${base}`,
    { config, schema: { tags, body, response: ok(block) } },
    async (request) => {
      const b = request.body ?? {}
      const id = positiveId(b.id)
      if (!id) throw badRequest([fieldError('id', 'error.required')])
      const eventId = await eventOfBlock(app, request.auth, id)
      return writeBlock(app, request.auth, eventId, b.eventVersion, id, async (trx, before) => {
        const v = await validAccommodation({ trx, tenantId: request.auth.tenantId! }, b, before)
        await refuseWithoutStock(trx, request.auth.tenantId!, v.reservations as never, before)
        await updateBlock(trx, request.auth.tenantId!, eventId, id, v.data, v.reservations)
        await followOnChannel(trx, request.auth, before, eventId, id)
        return id
      })
    },
  )

  app.post<{ Params: { id: number }; Body: Json | undefined; Querystring: { eventVersion?: string } }>(
    `${base}/duplicate-accommodation/:id`,
    { config, schema: { tags, params: idParams, querystring: versionQuery, response: created(block) } },
    async (request, reply) => {
      const eventId = await eventOfBlock(app, request.auth, request.params.id)
      const version = request.query.eventVersion ?? request.body?.eventVersion
      // The copy is a new block of the same event, audited as inserted, without the channel reservation.
      const out = await writeBlock(app, request.auth, eventId, version, undefined, async (trx) => {
        const src = await existingBlock(trx, request.params.id)
        const {
          id: _i,
          event: _e,
          situation: _s,
          channelBookingReservation: _c,
          createdAt: _a,
          ...rest
        } = src
        const rooms = src.reservations.map(({ id: _r, ...r }) => r)
        await refuseWithoutStock(trx, request.auth.tenantId!, rooms)
        return insertBlock(trx, request.auth.tenantId!, eventId, request.auth.eventsUserId, rest, rooms)
      })
      return reply.status(201).send(out)
    },
  )

  app.delete<{ Params: { id: number }; Querystring: { eventVersion?: string } }>(
    `${base}/:id`,
    { config, schema: { tags, params: idParams, querystring: versionQuery, response: blockDeletedAnswer } },
    async (request) => {
      const eventId = await eventOfBlock(app, request.auth, request.params.id)
      return writeBlock(
        app,
        request.auth,
        eventId,
        request.query.eventVersion,
        request.params.id,
        async (trx, before) => {
          await deleteBlock(trx, before!.id)
          return undefined
        },
      )
    },
  )
}
