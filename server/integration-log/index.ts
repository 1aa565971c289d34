import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { integrationLogRoutes } from './routes.js'

/** Integration log: what every call to an outside party asked and got (written by integrations/call-port.ts). */
export const integrationLogDomain = fp(
  async (app: FastifyInstance) => {
    await app.register(integrationLogRoutes)
  },
  { name: 'integration-log' },
)
