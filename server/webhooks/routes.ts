import type { FastifyInstance } from 'fastify'
import { notFound } from '../http/errors.js'
import { pageQuerySchema } from '../http/page.js'
import { webhookAnswers as answers } from './answers.js'
import { listDeliveries } from './deliveries.js'
import { deleteWebhook, listWebhooks, readWebhook, type WebhookInput } from './repository.js'
import { deliveryParams, webhookBody } from './schema.js'
import { changeWebhook, createWebhook, replayDelivery } from './service.js'
import { idParams } from '../http/route-schemas.js'

const tags = ['webhook']
/** Administrators only: a webhook sends the tenant's business events to any URL it names. */
const config = { adminOnly: true }
const pageQuery = { type: 'object', properties: pageQuerySchema } as const

type PageQuery = { page: number; size: number }

/** `/events/webhook` with the registry verbs, its delivery log and the replay (DESIGN.md wave 3). */
export async function webhookRoutes(app: FastifyInstance) {
  const cfg = app.config.webhooks

  app.get<{ Querystring: PageQuery }>(
    '/events/webhook',
    { config, schema: { tags, querystring: pageQuery, response: answers.page } },
    (request) =>
      request.withTenant((trx) => listWebhooks(trx, request.query.page, request.query.size), {
        readOnly: true,
      }),
  )

  app.get<{ Params: { id: number } }>(
    '/events/webhook/:id',
    { config, schema: { tags, params: idParams, response: answers.one } },
    async (request) => {
      const found = await request.withTenant((trx) => readWebhook(trx, request.params.id), { readOnly: true })
      if (!found) throw notFound()
      return found
    },
  )

  app.post<{ Body: WebhookInput }>(
    '/events/webhook',
    { config, schema: { tags, body: webhookBody, response: answers.made } },
    async (request, reply) =>
      reply.code(201).send(await createWebhook(app.database.db, request.auth, request.body, cfg)),
  )

  app.put<{ Body: WebhookInput & { id?: number } }>(
    '/events/webhook',
    {
      config,
      schema: {
        tags,
        body: { ...webhookBody, required: ['id', 'url', 'events', 'version'] },
        response: answers.one,
      },
    },
    (request) => changeWebhook(app.database.db, request.auth, request.body.id!, request.body, cfg),
  )

  app.put<{ Params: { id: number }; Body: WebhookInput }>(
    '/events/webhook/:id',
    {
      config,
      schema: {
        tags,
        params: idParams,
        body: { ...webhookBody, required: ['url', 'events', 'version'] },
        response: answers.one,
      },
    },
    (request) => changeWebhook(app.database.db, request.auth, request.params.id, request.body, cfg),
  )

  app.delete<{ Params: { id: number } }>(
    '/events/webhook/:id',
    { config, schema: { tags, params: idParams, response: answers.removed } },
    async (request, reply) => {
      const gone = await request.withTenant((trx) => deleteWebhook(trx, request.params.id))
      if (!gone) throw notFound()
      return reply.code(204).send()
    },
  )

  app.get<{ Params: { id: number }; Querystring: PageQuery }>(
    '/events/webhook/:id/deliveries',
    { config, schema: { tags, params: idParams, querystring: pageQuery, response: answers.deliveries } },
    (request) =>
      request.withTenant(
        async (trx) => {
          if (!(await readWebhook(trx, request.params.id))) throw notFound()
          return listDeliveries(trx, request.params.id, request.query.page, request.query.size)
        },
        { readOnly: true },
      ),
  )

  app.post<{ Params: { id: string } }>(
    '/events/webhook/delivery/:id/replay',
    { config, schema: { tags, params: deliveryParams, response: answers.replayed } },
    async (request, reply) =>
      reply.code(202).send(await replayDelivery(app.database.db, request.auth, request.params.id)),
  )
}
