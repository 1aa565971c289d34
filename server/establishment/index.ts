import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { establishmentRoutes } from './routes.js'

/** Establishment: the company's own data, mail and integration settings, SMTP test. */
export const establishmentDomain = fp(
  async (app: FastifyInstance) => {
    await app.register(establishmentRoutes)
  },
  { name: 'establishment' },
)
