import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { accommodationRoutes } from './routes.js'

/**
 * Accommodation (issue 17): the event's room blocks and their reservations under the spec's
 * /events/event/event-accommodation paths.
 */
export const accommodationDomain = fp(
  async (app: FastifyInstance) => {
    await app.register(accommodationRoutes)
  },
  { name: 'accommodation', dependencies: ['registries', 'events', 'integrations'] },
)
