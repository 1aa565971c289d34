import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { oauthMetadataRoutes } from './oauth-metadata.js'
import { oauthRoutes } from './oauth-routes.js'
import { tenantRoutes } from './tenant-routes.js'

/** Auth: the OAuth token endpoint (sign-in, refresh, technical access), its RFC 8414 metadata and the user's tenants. The guard that checks tokens is a framework plugin (app.ts). */
export const authDomain = fp(
  async (app: FastifyInstance) => {
    await app.register(oauthRoutes)
    await app.register(oauthMetadataRoutes)
    await app.register(tenantRoutes)
  },
  { name: 'auth' },
)
