import type { FastifyInstance } from 'fastify'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import pkg from '../../package.json' with { type: 'json' }

/** The registry schemas reach the document as components through `app.addSchema` (registries/routes.ts). */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    // Components keep the registry names instead of def-N.
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `def-${i}`) },
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Eventdesk API',
        description: 'Multi-tenant event management for venues and hotels.',
        version: pkg.version,
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  })
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true })
}
