import type { FastifyInstance } from 'fastify'
import { labelReferences } from '../../registries/labels.js'
import { sendEventAccount } from './account.js'
import { readableEvent } from '../event-lock.js'
import { groupProgramme, PROGRAMMING_TYPES, type ProgrammingType } from '../items/programme.js'
import { jsonStore } from '../items/store.js'

const config = { feature: 'EVENT' }
const id = { type: 'integer', minimum: 1 }
const environment = {
  type: ['object', 'null'],
  properties: { id: { type: 'integer' }, name: { type: ['string', 'null'] } },
}
const entries = {
  type: 'array',
  items: {
    type: 'object',
    properties: { id, date: { type: 'string' }, description: { type: 'string' }, environment },
  },
}
const days = {
  type: 'array',
  items: { type: 'object', properties: { date: { type: 'string', format: 'date' }, entries } },
}

/** The spec's two event calls that are not sub-item CRUD: the account to billing, the grouped programme. */
export async function accountRoutes(app: FastifyInstance) {
  app.put<{ Params: { id: number } }>(
    '/events/event/account/:id',
    {
      config,
      schema: {
        tags: ['events'],
        summary:
          "Sends the event's account (the summary's groups and general discount) to the integrated billing",
        params: { type: 'object', required: ['id'], properties: { id } },
        response: {
          202: { type: 'object', properties: { reference: { type: 'string' }, total: { type: 'number' } } },
        },
      },
    },
    async (request, reply) => {
      const answer = await request.withTenant((trx) => sendEventAccount(trx, request.auth, request.params.id))
      return reply.code(202).send(answer)
    },
  )

  app.get<{ Querystring: { eventId: number; type?: ProgrammingType } }>(
    '/events/event/programming/event',
    {
      config,
      schema: {
        tags: ['events'],
        summary: "The event's programme grouped by the spec's programming types",
        querystring: {
          type: 'object',
          required: ['eventId'],
          properties: { eventId: id, type: { type: 'string', enum: [...PROGRAMMING_TYPES] } },
        },
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                type: { type: 'string', enum: [...PROGRAMMING_TYPES] },
                // BY_DATE: [{date, entries}]; BY_ENVIRONMENT_AND_DATE: [{environment, days}];
                // BY_DATE_AND_ENVIRONMENT: [{date, environments: [{environment, entries}]}].
                groups: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: {
                      date: { type: 'string', format: 'date' },
                      environment,
                      entries,
                      days,
                      environments: {
                        type: 'array',
                        items: { type: 'object', properties: { environment, entries } },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    (request) =>
      request.withTenant(async (trx) => {
        const { eventId, type } = request.query
        await readableEvent(trx, request.auth, eventId)
        const rows = await jsonStore('programming').list(trx, eventId)
        await labelReferences(trx, app.registryModels, rows, [
          { field: 'environment', target: 'environment' },
        ])
        return (type ? [type] : PROGRAMMING_TYPES).map((t) => ({ type: t, groups: groupProgramme(t, rows) }))
      }),
  )
}
