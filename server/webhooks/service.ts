import type { FastifyRequest } from 'fastify'
import type { AppConfig } from '../config.js'
import { badRequest, conflict, fieldError, notFound } from '../http/errors.js'
import { webhookTarget } from '../integrations/webhook/target.js'
import { queueTry } from './attempts.js'
import { insertWebhook, readWebhook, updateWebhook, type WebhookInput } from './repository.js'
import { onTenantKey } from '../db/tenant-join.js'

/**
 * Refuses (400, field `url`) a URL that is not http(s) or whose host is internal and not allowed.
 * Runs before the tenant transaction: a name lookup may take seconds, and no connection should wait.
 */
export async function assertWebhookUrl(url: string, cfg: AppConfig['webhooks']) {
  if (!/^https?:\/\//i.test(url)) throw badRequest([fieldError('url', 'webhook.urlInvalid')])
  if (!(await webhookTarget(url, cfg.allowedHosts)))
    throw badRequest([fieldError('url', 'webhook.urlNotAllowed')])
}

export async function createWebhook(request: FastifyRequest, body: WebhookInput, cfg: AppConfig['webhooks']) {
  if (!body.secret) throw badRequest([fieldError('secret', 'error.required')])
  await assertWebhookUrl(body.url, cfg)
  const secret = body.secret
  return request.withTenant((trx) => insertWebhook(trx, request.auth.tenantId!, { ...body, secret }))
}

/** `version` given and not the stored one: someone saved in between (409, nothing written). */
export async function changeWebhook(
  request: FastifyRequest,
  id: number,
  body: WebhookInput,
  cfg: AppConfig['webhooks'],
) {
  await assertWebhookUrl(body.url, cfg)
  return request.withTenant(async (trx) => {
    const before = await readWebhook(trx, id, true)
    if (!before) throw notFound()
    if (body.version !== undefined && body.version !== before.version)
      throw conflict('error.changedInAnotherSession')
    return updateWebhook(trx, id, body)
  })
}

/**
 * Sends a delivery again by hand (202): the same id, body and X-Eventdesk-Delivery, one more try
 * now; a failed replay is not retried. A delivery still being retried, or of a webhook that is
 * switched off, is refused (409).
 */
export function replayDelivery(request: FastifyRequest, id: string) {
  return request.withTenant(async (trx) => {
    const delivery = await trx
      .selectFrom('webhook_delivery as d')
      .innerJoin('webhook as w', (j) => onTenantKey(j, 'w.id', 'd.webhook_id'))
      .select(['d.id', 'd.status', 'd.attempts', 'w.active'])
      .where('d.id', '=', id)
      .forUpdate('d')
      .executeTakeFirst()
    if (!delivery) throw notFound()
    if (!delivery.active) throw conflict('webhook.inactive')
    if (delivery.status === 'PENDING') throw conflict('webhook.deliveryPending')
    await trx
      .updateTable('webhook_delivery')
      .set({ status: 'PENDING', next_attempt_at: null })
      .where('id', '=', id)
      .execute()
    const attempt = delivery.attempts + 1
    await queueTry(trx, request.auth.tenantId!, { deliveryId: id, attempt, replay: true })
    return { id, status: 'PENDING' as const }
  })
}
