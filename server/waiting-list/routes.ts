import type { FastifyInstance } from 'fastify'
import { groupEvents, reorderGroup } from './order.js'
import { queueAnswer } from './answers.js'
import { idParams } from '../http/route-schemas.js'

const config = { feature: 'WAITING_LIST_GROUP' }
const tags = ['waiting list']

export async function waitingListRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: number } }>(
    '/events/waiting-list-group/:id/events',
    {
      config,
      schema: {
        response: queueAnswer,
        tags,
        summary: "The group's waiting events by rank",
        params: idParams,
      },
    },
    (request) => request.withTenant((trx) => groupEvents(trx, request.auth, request.params.id)),
  )

  app.put<{ Params: { id: number }; Body: { order: number[]; version: number } }>(
    '/events/waiting-list-group/:id/events',
    {
      config,
      schema: {
        response: queueAnswer,
        tags,
        summary: 'Reorder the group: priorities follow the order (ONE first)',
        params: idParams,
        body: {
          type: 'object',
          required: ['order', 'version'],
          properties: {
            order: { type: 'array', maxItems: 1000, items: { type: 'integer', minimum: 1 } },
            // The group's version from the GET: a stale one is 409 and changes nothing.
            version: { type: 'integer', minimum: 1 },
          },
        },
      },
    },
    (request) =>
      request.withTenant((trx) => {
        const { order, version } = request.body
        return reorderGroup(trx, request.auth, request.params.id, order, version)
      }),
  )
}
