import type { FastifyInstance } from 'fastify'
import type { LocalPort } from '../db/types.js'
import { noContent, ok, shapes as s } from '../http/answers.js'
import { deletePartyFailure, listPartyFailures, writePartyFailure, type FailureMode } from './local-store.js'

const tags = ['integrations']
/** Admins only, as the integration log: the switch exists to show the integration errors offline. */
const config = { adminOnly: true }
const PORTS = ['channel', 'esign', 'pms', 'billing']
const operation = { type: 'string', minLength: 1, maxLength: 60, pattern: '^(\\*|[A-Za-z]+)$' }
const url = '/events/integration-party-failure'
/** The switches that stand, one a port and operation (`*`: every operation of the port). */
const switches = ok(
  s.list(
    s.object({ port: s.text, operation: s.text, mode: s.text, message: s.maybe('string') }, [
      'port',
      'operation',
      'mode',
    ]),
  ),
)

type Body = { port: LocalPort; operation?: string; mode: FailureMode; message?: string }

/** The built-in parties' failure switch (server/integrations/local-store.ts) as a small admin API. */
export async function integrationRoutes(app: FastifyInstance) {
  app.get(url, { config, schema: { tags, response: switches } }, (request) =>
    request.withTenant((trx) => listPartyFailures(trx)),
  )

  app.put<{ Body: Body }>(
    url,
    {
      config,
      schema: {
        tags,
        body: {
          type: 'object',
          required: ['port', 'mode'],
          properties: {
            port: { type: 'string', enum: PORTS },
            operation,
            mode: { type: 'string', enum: ['ERROR', 'TIMEOUT', 'REJECT'] },
            message: { type: 'string', maxLength: 500 },
          },
        },
        response: noContent,
      },
    },
    async (request, reply) => {
      // withTenant refuses a token without a tenant before the work runs.
      await request.withTenant((trx) => writePartyFailure(trx, request.auth.tenantId as number, request.body))
      return reply.code(204).send()
    },
  )

  app.delete<{ Querystring: { port: LocalPort; operation?: string } }>(
    url,
    {
      config,
      schema: {
        tags,
        querystring: {
          type: 'object',
          required: ['port'],
          properties: { port: { type: 'string', enum: PORTS }, operation },
        },
        response: noContent,
      },
    },
    async (request, reply) => {
      await request.withTenant((trx) => deletePartyFailure(trx, request.query.port, request.query.operation))
      return reply.code(204).send()
    },
  )
}
