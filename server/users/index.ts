import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { recoveryRoutes } from './recovery-routes.js'
import { sessionRoutes } from './session-routes.js'
import { usersRoutes } from './routes.js'

/** Users: password recovery, the session's own user, and the users of a company (with invitations). */
export const usersDomain = fp(
  async (app: FastifyInstance) => {
    await app.register(recoveryRoutes)
    await app.register(sessionRoutes)
    await app.register(usersRoutes)
  },
  { name: 'users' },
)
