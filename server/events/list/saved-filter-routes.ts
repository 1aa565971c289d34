import type { FastifyInstance } from 'fastify'
import { notFound } from '../../http/errors.js'
import { eventFilterSchema } from './list.js'
import { deleteSavedFilter, saveFilter, savedFiltersOf } from './saved-filters.js'
import { noContent } from '../../http/answers.js'
import { eventListAnswers as answers } from '../answers.js'

const config = { feature: 'EVENT' }
const tags = ['events']

/** Named, reusable list filters, each user's own. */
export async function savedFilterRoutes(app: FastifyInstance) {
  app.get(
    '/events/event/saved-filters',
    { config, schema: { tags, response: answers.savedFilters } },
    (request) => request.withTenant((trx) => savedFiltersOf(trx, request.auth.eventsUserId ?? 0)),
  )

  app.post<{ Body: { name: string; filter: Record<string, unknown> } }>(
    '/events/event/saved-filters',
    {
      config,
      schema: {
        response: answers.savedFilter,
        tags,
        body: {
          type: 'object',
          required: ['name', 'filter'],
          properties: { name: { type: 'string', minLength: 1, maxLength: 80 }, filter: eventFilterSchema },
        },
      },
    },
    async (request, reply) => {
      const saved = await request.withTenant(async (trx) =>
        saveFilter(
          trx,
          { tenantId: request.auth.tenantId!, eventsUserId: request.auth.eventsUserId ?? 0 },
          request.body.name.trim(),
          request.body.filter,
        ),
      )
      return reply.status(201).send(saved)
    },
  )

  app.delete<{ Params: { id: number } }>(
    '/events/event/saved-filters/:id',
    {
      config,
      schema: {
        tags,
        params: { type: 'object', properties: { id: { type: 'integer' } } },
        response: noContent,
      },
    },
    async (request, reply) => {
      const res = await request.withTenant((trx) =>
        deleteSavedFilter(trx, request.params.id, request.auth.eventsUserId ?? 0),
      )
      if (Number(res.numDeletedRows) === 0) throw notFound()
      return reply.status(204).send()
    },
  )
}
