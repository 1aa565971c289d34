import type { FastifyInstance } from 'fastify'
import { wireMoment } from '../../common/wire-dates.js'
import { recordManual, type ManualLost } from './lost-business.js'
import { recordRef } from '../http/route-schemas.js'

/**
 * `POST /events/lost-business` (DESIGN wave 3, "Sales reports"): a turn-away a coordinator records
 * by hand — a call that never became an event. Whoever may write events may record one.
 */
export async function lostBusinessRoutes(app: FastifyInstance) {
  app.post<{ Body: ManualLost }>(
    '/events/lost-business',
    {
      config: { feature: 'EVENT' },
      schema: {
        tags: ['events'],
        body: {
          type: 'object',
          required: ['date', 'people', 'reason'],
          properties: {
            date: wireMoment(),
            environment: { anyOf: [recordRef, { type: 'null' }] },
            people: { type: 'integer', minimum: 1, maximum: 1000000 },
            reason: recordRef,
            note: { type: ['string', 'null'], maxLength: 500 },
          },
        },
      },
    },
    async (request, reply) => {
      const row = await request.withTenant((trx) => recordManual(trx, request.auth, request.body))
      return reply.code(201).send(row)
    },
  )
}
