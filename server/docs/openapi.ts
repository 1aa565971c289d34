import type { FastifyInstance } from 'fastify'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { RegistrySchema } from '../schemas/load.js'
import pkg from '../../package.json' with { type: 'json' }

/** Registry schemas as OpenAPI components: same JSON Schema, minus draft-07's `$schema`/`$id`. */
export function registryComponents(schemas: RegistrySchema[]) {
  const out: Record<string, unknown> = {}
  for (const s of schemas) {
    const { $schema: _ignored, $id, ...rest } = s as RegistrySchema & { $schema?: string }
    out[$id] = rest
  }
  return out
}

export async function registerOpenApi(app: FastifyInstance, schemas: RegistrySchema[]) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Eventdesk API',
        description: 'Multi-tenant event management for venues and hotels.',
        version: pkg.version,
      },
      components: {
        schemas: registryComponents(schemas) as never,
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  })
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true })
}
