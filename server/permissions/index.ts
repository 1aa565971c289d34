import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { permissionRoutes } from './routes.js'

/** Permissions: levels per feature and their history. */
export const permissionsDomain = fp(
  async (app: FastifyInstance) => {
    await app.register(permissionRoutes)
  },
  { name: 'permissions' },
)
