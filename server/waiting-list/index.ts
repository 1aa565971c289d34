import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { waitingListRoutes } from './routes.js'

/**
 * The waiting list (issue 20): a group's events by rank and their reorder (priorities follow the
 * order); put and remove are the lifecycle's actions. When a room frees, the coordinators of
 * waiting events that want it are told by the availability engine, in the writing transaction
 * (server/availability/freed.ts).
 */
export const waitingListDomain = fp(
  async (app: FastifyInstance) => {
    await app.register(waitingListRoutes)
  },
  { name: 'waiting-list', dependencies: ['events', 'notifications'] },
)
