import type { FastifyInstance } from 'fastify'
import { invitationRoutes } from './invitations.js'
import { usersReadRoutes } from './read-routes.js'
import { usersWriteRoutes } from './write-routes.js'

/** The events-users registry at the spec's paths: memberships of the caller's tenant. */
export async function usersRoutes(app: FastifyInstance) {
  await invitationRoutes(app)
  await usersReadRoutes(app)
  await usersWriteRoutes(app)
}
