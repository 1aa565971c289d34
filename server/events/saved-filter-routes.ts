import type { FastifyInstance } from 'fastify'
import { notFound } from '../http/errors.js'
import { eventFilterSchema } from './list.js'

const config = { feature: 'EVENT' }
const tags = ['events']

/** Named, reusable list filters, each user's own. */
export async function savedFilterRoutes(app: FastifyInstance) {
  app.get('/events/event/saved-filters', { config, schema: { tags } }, (request) =>
    request.withTenant((trx) =>
      trx
        .selectFrom('event_saved_filter')
        .select(['id', 'name', 'filter'])
        .where('events_user_id', '=', request.auth.eventsUserId ?? 0)
        .orderBy('name')
        .execute(),
    ),
  )

  app.post<{ Body: { name: string; filter: Record<string, unknown> } }>(
    '/events/event/saved-filters',
    {
      config,
      schema: {
        tags,
        body: {
          type: 'object',
          required: ['name', 'filter'],
          properties: { name: { type: 'string', minLength: 1, maxLength: 80 }, filter: eventFilterSchema },
        },
      },
    },
    async (request, reply) => {
      const saved = await request.withTenant(async (trx) => {
        const values = {
          tenant_id: request.auth.tenantId!,
          events_user_id: request.auth.eventsUserId ?? 0,
          name: request.body.name.trim(),
          filter: JSON.stringify(request.body.filter) as never,
        }
        return trx
          .insertInto('event_saved_filter')
          .values(values)
          .onConflict((oc) =>
            oc.columns(['tenant_id', 'events_user_id', 'name']).doUpdateSet({ filter: values.filter }),
          )
          .returning(['id', 'name', 'filter'])
          .executeTakeFirstOrThrow()
      })
      return reply.status(201).send(saved)
    },
  )

  app.delete<{ Params: { id: number } }>(
    '/events/event/saved-filters/:id',
    { config, schema: { tags, params: { type: 'object', properties: { id: { type: 'integer' } } } } },
    async (request, reply) => {
      const res = await request.withTenant((trx) =>
        trx
          .deleteFrom('event_saved_filter')
          .where('id', '=', request.params.id)
          .where('events_user_id', '=', request.auth.eventsUserId ?? 0)
          .executeTakeFirst(),
      )
      if (Number(res.numDeletedRows) === 0) throw notFound()
      return reply.status(204).send()
    },
  )
}
