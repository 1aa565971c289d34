import type { FastifyInstance } from 'fastify'
import { needFeature } from '../events/items/checks.js'
import { rerankHold } from './rerank-hold.js'
import { availabilityAnswers as answers } from './answers.js'

export const HOLD_RANK_FEATURE = 'ENVIRONMENT_HOLD_RANK'

/** The hold re-rank (rerank-hold.ts) over HTTP: the feature, the call, the answer. */
export async function holdRankRoutes(app: FastifyInstance) {
  app.put<{ Params: { eventId: number; id: number }; Body: { rank: number; eventVersion: number } }>(
    '/events/event/:eventId/environment/:id/hold-rank',
    {
      config: { feature: 'EVENT' },
      schema: {
        tags: ['availability'],
        params: {
          type: 'object',
          required: ['eventId', 'id'],
          properties: { eventId: { type: 'integer', minimum: 1 }, id: { type: 'integer', minimum: 1 } },
        },
        body: {
          type: 'object',
          required: ['rank', 'eventVersion'],
          properties: {
            rank: { type: 'integer', minimum: 1 },
            eventVersion: { type: 'integer', minimum: 1 },
          },
        },
        response: answers.holdRank,
      },
    },
    (request) => {
      needFeature(request.auth, HOLD_RANK_FEATURE)
      const { eventId, id } = request.params
      return rerankHold(app, request.auth, eventId, id, request.body)
    },
  )
}
