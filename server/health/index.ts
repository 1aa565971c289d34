import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { healthRoutes } from './routes.js'

/** Health: the liveness and database check. */
export const healthDomain = fp(
  async (app: FastifyInstance) => {
    await app.register(healthRoutes)
  },
  { name: 'health' },
)
