import type { FastifyInstance } from 'fastify'
import { conflict, notFound } from '../http/errors.js'
import { lockEventForChange } from '../events/event-lock.js'
import { listAccommodations } from './repository.js'
import { queueChannelReservation } from './channel.js'
import { channelQueuedAnswer } from './answers.js'

const config = { feature: 'EVENT' }
const tags = ['event accommodation']
const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } } }

/**
 * `POST /events/event/event-accommodation/{id}/channel`: sends the block to the reservation
 * channel (created, or changed when it has a confirmation id) as a job → 202 `{reference}`. The
 * call, its answer or its error ("Channel Error: …", "GUID: …") land in the integration log; the
 * confirmation id is stored when the channel confirms.
 */
export async function accommodationChannelRoutes(app: FastifyInstance) {
  app.post<{ Params: { id: number } }>(
    '/events/event/event-accommodation/:id/channel',
    { config, schema: { tags, params: idParams, response: channelQueuedAnswer } },
    async (request, reply) => {
      const reference = await request.withTenant(async (trx) => {
        const [found] = await listAccommodations(trx, null, request.params.id)
        if (!found) throw notFound()
        await lockEventForChange(trx, request.auth, found.event.id, undefined)
        if (found.situation === 'CANCELED') throw conflict('accommodation.canceled')
        return queueChannelReservation(
          trx,
          request.auth.tenantId!,
          found,
          request.auth.email,
          request.auth.eventsUserId,
        )
      })
      return reply.status(202).send({ reference })
    },
  )
}
