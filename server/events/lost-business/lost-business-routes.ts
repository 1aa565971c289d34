import type { FastifyInstance } from 'fastify'
import { wireMoment } from '../../../common/wire-dates.js'
import { created, shapes as s } from '../../http/answers.js'
import { lostSources, recordManual, type ManualLost } from './lost-business.js'
import { recordRef } from '../../http/route-schemas.js'

/** The turn-away as recorded; `eventId` names the event it came from, null for one recorded by hand. */
const recorded = created(
  s.object(
    {
      id: s.integer,
      date: s.moment,
      reason: s.named,
      source: { type: 'string', enum: [...lostSources] },
      environment: s.maybeOf(s.named),
      people: s.integer,
      estimatedRevenue: s.maybe('number'),
      eventId: s.maybe('integer'),
      note: s.maybe('string'),
      createdAt: s.moment,
    },
    ['id', 'date', 'reason', 'source', 'people'],
  ),
)

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
        response: recorded,
      },
    },
    async (request, reply) => {
      const row = await request.withTenant((trx) => recordManual(trx, request.auth, request.body))
      return reply.code(201).send(row)
    },
  )
}
