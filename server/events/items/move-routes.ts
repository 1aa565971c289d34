import type { FastifyInstance } from 'fastify'
import { wireDateTime } from '../../../common/wire-dates.js'
import { config, params } from './routes.js'
import { MOVE_RATES, moveBooking, type BookingMove } from './move.js'
import { anyArray, ok, recordOf } from '../../http/answers.js'

const when = wireDateTime()

// The moved booking as the item list shows it, with the event's new version.
const movedBooking = {
  allOf: [
    recordOf('event-environment'),
    { type: 'object', properties: { eventVersion: { type: 'integer' }, warnings: anyArray } },
  ],
}

/** PUT /events/event/{eventId}/environment/{id}/move (DESIGN.md wave 3, "Move a booking"). */
export async function moveRoutes(app: FastifyInstance) {
  app.put<{ Params: { eventId: number; id: number }; Body: BookingMove }>(
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
        params: { ...params, required: ['eventId', 'id'] },
        body: {
          type: 'object',
          required: ['environment', 'startDateHour', 'endDateHour', 'eventVersion', 'rate'],
          properties: {
            environment: {
              type: 'object',
              required: ['id'],
              properties: { id: { type: 'integer', minimum: 1 } },
            },
            startDateHour: when,
            endDateHour: when,
            eventVersion: { type: 'integer', minimum: 1 },
            rate: { type: 'string', enum: [...MOVE_RATES] },
          },
        },
      },
    },
    (request) => moveBooking(app, request.auth, request.params.eventId, request.params.id, request.body),
  )
}
