import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { contactRoutes } from './contact-routes.js'

/** Person: contact look-ups over the person registry. */
export const personDomain = fp(
  async (app: FastifyInstance) => {
    await app.register(contactRoutes)
  },
  { name: 'person', dependencies: ['registries'] },
)
