import type { FastifyInstance, FastifySchema } from 'fastify'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import pkg from '../../package.json' with { type: 'json' }
import { sharedComponents } from './components.js'
import { RESPONSES_KEY, responsesOf, withResponses } from './responses.js'

type Document = Parameters<typeof withResponses>[0] & {
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> }
}

/**
 * OpenAPI 3.1: its Schema Objects are JSON Schema 2020-12, so the registry schemas (draft-07 with
 * numeric `exclusiveMinimum`, `const`, type arrays) go in unchanged (README, Decisions).
 * The registry schemas reach the document as components through `app.addSchema` (registries/routes.ts).
 */
export async function registerOpenApi(app: FastifyInstance) {
  // Registry endpoint → schema name, read once the registries are loaded (the document is built lazily).
  const registries = () =>
    new Map(
      app.registrySchemas.map((s) => [
        String((s['x-resource'] as { endpoint: string }).endpoint).replace(/\/$/, ''),
        String(s.$id),
      ]),
    )
  let known: Map<string, string> | undefined
  await app.register(swagger, {
    // Components keep the registry names instead of def-N.
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `def-${i}`) },
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Eventdesk API',
        description: 'Multi-tenant event management for venues and hotels.',
        version: pkg.version,
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    // Responses go into the document only: a response schema on the route would make Fastify
    // serialize with it and drop every field the schema does not name.
    transform: ({ schema, url, route }) => {
      const method = [route.method].flat().find((m) => m !== 'HEAD') ?? 'GET'
      known ??= registries()
      const responses = responsesOf(route, method, known)
      return { schema: { ...schema, [RESPONSES_KEY]: responses } as FastifySchema, url }
    },
    transformObject: (document) => {
      const doc = (document as { openapiObject: Document }).openapiObject
      withResponses(doc)
      const shared = sharedComponents()
      const components = (doc.components ??= {})
      components.schemas = { ...shared.schemas, ...components.schemas }
      components.responses = { ...shared.responses, ...components.responses }
      return doc
    },
  })
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true })
}
