import type { FastifyInstance } from 'fastify'
import { bookingMoveBodySchema, type BookingMoveBody } from '../../common/events/booking-move.js'
import { config } from '../events/items/routes.js'
import { eventItemParams } from '../http/route-schemas.js'
import { moveBooking } from './move.js'
import { anyArray, ok, recordOf } from '../http/answers.js'

// The moved booking as the item list shows it, with the event's new version.
const movedBooking = {
  allOf: [
    recordOf('event-environment'),
    { type: 'object', properties: { eventVersion: { type: 'integer' }, warnings: anyArray } },
  ],
}

/** PUT /events/event/{eventId}/environment/{id}/move (DESIGN.md wave 3, "Move a booking"). */
export async function moveRoutes(app: FastifyInstance) {
  app.put<{ Params: { eventId: number; id: number }; Body: BookingMoveBody }>(
    '/events/event/:eventId/environment/:id/move',
    {
      config,
      schema: {
        response: ok(movedBooking),
        tags: ['event environment'],
        description:
          'Moves or resizes a room booking in one call: assembly keeps its distance to the start and ' +
          'disassembly to the end; KEEP keeps the agreed rate, NEW_ROOM takes the room registry’s. ' +
          'Decided like the item PUT (409 naming the conflict, stale eventVersion 409).',
        params: eventItemParams,
        body: bookingMoveBodySchema,
      },
    },
    (request) => moveBooking(app, request.auth, request.params.eventId, request.params.id, request.body),
  )
}
