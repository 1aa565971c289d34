import type { FastifyInstance, FastifySchema } from 'fastify'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import pkg from '../../package.json' with { type: 'json' }
import { addSharedSchemas, errorResponses, sharedSchemaIds } from './components.js'
import { optionalMayBeNull } from './nullable.js'
import { needsToken, RESPONSES_KEY, responsesOf, withResponses } from './responses.js'
import { withOperationIds } from './operations.js'
import { withWirePatterns } from './wire-patterns.js'
import { withCommaLists } from './comma-lists.js'
import { withReferenceLabels } from './reference-labels.js'
import { withCheckedItems } from './checked-items.js'
import { withoutTrailingSlashes } from './trailing-slashes.js'

type Document = Parameters<typeof withResponses>[0] & {
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> }
}

/**
 * OpenAPI 3.1: its Schema Objects are JSON Schema 2020-12, so the registry schemas (draft-07 with
 * numeric `exclusiveMinimum`, `const`, type arrays) go in unchanged
 * (docs/decisions/0018-openapi-31-responses-in-document.md).
 * The registry schemas (registries/routes.ts) and the shared shapes (components.ts) reach the
 * document as components through `app.addSchema`; the routes' answers `$ref` them.
 */
export async function registerOpenApi(app: FastifyInstance) {
  addSharedSchemas(app)
  await app.register(swagger, {
    // Components keep the registry names instead of def-N.
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `def-${i}`) },
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Eventdesk API',
        description: 'Multi-tenant event management for venues and hotels.',
        version: pkg.version,
        license: { name: 'Proprietary', url: 'https://eventdesk.tech/terms' },
      },
      // Paths are absolute from the origin the document is read at (one document for every host).
      servers: [{ url: '/', description: 'The server this document was read from' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    // Success answers come from the routes' `schema.response`; the errors a route may give are
    // added from its kind (public, token, path parameters, method).
    transform: ({ schema, url, route }) => {
      const method = [route.method].flat().find((m) => m !== 'HEAD') ?? 'GET'
      const responses = responsesOf(route, method)
      // The bearer token where the guard reads one; a public route says it needs none.
      const security = needsToken(route) ? [{ bearer: [] }] : []
      return { schema: { security, ...schema, [RESPONSES_KEY]: responses } as FastifySchema, url }
    },
    transformObject: (document) => {
      const doc = (document as { openapiObject: Document }).openapiObject
      withResponses(doc)
      withOperationIds(doc as Parameters<typeof withOperationIds>[0])
      const components = (doc.components ??= {})
      for (const [id, schema] of Object.entries(components.schemas ?? {}))
        if (!sharedSchemaIds.has(id))
          components.schemas![id] = optionalMayBeNull(schema as Record<string, unknown>)
      components.responses = { ...errorResponses(), ...components.responses }
      // A copy: the components may be the very schemas the routes validate with.
      const labelOf = (registry: string) => app.registryModels?.get(registry)?.label
      const copy = withCheckedItems(withReferenceLabels(withWirePatterns(structuredClone(doc)), labelOf))
      return withoutTrailingSlashes(withCommaLists(copy))
    },
  })
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true })
}
