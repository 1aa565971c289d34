import type { FastifyInstance } from 'fastify'
import { notFound } from '../http/errors.js'
import { readableEvent } from '../events/event-lock.js'
import { localToday } from '../../common/events/clock.js'
import { listAccommodations } from './repository.js'
import { isReleased, pickupNights } from './pickup.js'
import { pickupAnswer } from './answers.js'

const params = {
  type: 'object',
  properties: { eventId: { type: 'integer', minimum: 1 }, id: { type: 'integer', minimum: 1 } },
}

/** `GET /events/event/{eventId}/event-accommodation/{id}/pickup` (DESIGN wave 2): the block's grid. */
export async function pickupRoutes(app: FastifyInstance) {
  app.get<{ Params: { eventId: number; id: number } }>(
    '/events/event/:eventId/event-accommodation/:id/pickup',
    {
      config: { feature: 'EVENT' },
      schema: { response: pickupAnswer, tags: ['event accommodation'], params },
    },
    (request) =>
      request.withTenant(async (trx) => {
        const event = await readableEvent(trx, request.auth, request.params.eventId)
        const [block] = await listAccommodations(trx, event.id, request.params.id)
        if (!block) throw notFound()
        return pickupNights(block.reservations, isReleased(block.deadlineDate, localToday()))
      }),
  )
}
