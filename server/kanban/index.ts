import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { kanbanRoutes } from './routes.js'

/**
 * Kanban (issue 20): the board read by column, card moves (with the lifecycle action of a linked
 * column run by the events domain's executor), checklist ticks and the reset of every card.
 */
export const kanbanDomain = fp(
  async (app: FastifyInstance) => {
    await app.register(kanbanRoutes)
  },
  // Moves run lifecycle actions, whose listeners the events domain registers.
  { name: 'kanban', dependencies: ['events', 'notifications', 'mail'] },
)
