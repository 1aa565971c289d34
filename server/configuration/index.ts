import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { configurationRoutes } from './routes.js'

/** Configuration: the tenant's settings catalogue. */
export const configurationDomain = fp(
  async (app: FastifyInstance) => {
    await app.register(configurationRoutes)
  },
  { name: 'configuration' },
)
