import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { contactRoutes } from './contact-routes.js'
import { registerPersonRules } from './rules/index.js'

/** Person: contact look-ups over the person registry, and the person schema's named rules. */
export const personDomain = fp(
  async (app: FastifyInstance) => {
    registerPersonRules(app.registries)
    await app.register(contactRoutes)
  },
  { name: 'person', dependencies: ['registries'] },
)
