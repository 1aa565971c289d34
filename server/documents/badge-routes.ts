import type { FastifyInstance } from 'fastify'
import { listBadges, requestBadges } from './badges.js'
import { badgeAnswers } from './answers.js'
import { requestRoute } from './request-route.js'

const config = { feature: 'EVENT' }
const tags = ['event badge']
const params = { type: 'object', properties: { eventId: { type: 'integer', minimum: 1 } } }
const body = {
  type: 'object',
  properties: {
    template: { type: 'object', properties: { id: { type: 'integer' } } },
    requesters: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' } } } },
  },
}
type P = { Params: { eventId: number } }

/** The event's badge tab (DESIGN.md wave 2): ask for badges (202, a job) and list the requests. */
export async function badgeRoutes(app: FastifyInstance) {
  const base = '/events/event/:eventId/badge'
  requestRoute(
    app,
    base,
    { config, schema: { tags, params, body, response: badgeAnswers.requested } },
    requestBadges,
  )
  app.get<P>(base, { config, schema: { tags, params, response: badgeAnswers.list } }, async (request) =>
    request.withTenant((trx) => listBadges(trx, request.auth, request.params.eventId)),
  )
}
