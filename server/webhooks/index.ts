import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { registerDelivery } from './deliver.js'
import { webhookRoutes } from './routes.js'

/**
 * Signed webhooks (issue 37): administrators register URLs for the business events
 * (common/webhook-types.ts); the emitting domains call `enqueueWebhooks` (enqueue.ts) in their
 * transaction, and the `webhooks.deliver` job POSTs each delivery through the webhook port
 * (integrations/webhook/), signed, retried with back-off, logged, and switched off after a day
 * of failures.
 */
export const webhooksDomain = fp(
  async (app: FastifyInstance) => {
    registerDelivery(app)
    await app.register(webhookRoutes)
  },
  { name: 'webhooks', dependencies: ['jobs', 'notifications'] },
)
