import type { Kysely } from 'kysely'
import type { Database } from '../db/types.js'
import { inActorTenant, type Actor } from '../auth/actor.js'
import type { AppConfig } from '../config.js'
import { AppError, badRequest, conflict, fieldError, notFound } from '../http/errors.js'
import { lock } from '../db/locks.js'
import { webhookTarget } from '../integrations/webhook/target.js'
import { queueTry, sendNow } from './attempts.js'
import { newStandardSecret } from './sign.js'
import { countWebhooks, insertWebhook, readWebhook, updateWebhook, type WebhookInput } from './repository.js'
import { onTenantKey } from '../db/tenant-join.js'

/**
 * Refuses (400, field `url`) a URL that is not http(s) or whose host is internal and not allowed.
 * Runs before the tenant transaction: a name lookup may take seconds, and no connection should wait.
 */
export async function assertWebhookUrl(url: string, cfg: AppConfig['webhooks']) {
  if (!/^https?:\/\//i.test(url)) throw badRequest([fieldError('url', 'webhook.urlInvalid')])
  if (!(await webhookTarget(url, cfg.allowedHosts, cfg.allowedPorts)))
    throw badRequest([fieldError('url', 'webhook.urlNotAllowed')])
}

export async function createWebhook(
  db: Kysely<Database>,
  actor: Actor,
  body: WebhookInput,
  cfg: AppConfig['webhooks'],
) {
  await assertWebhookUrl(body.url, cfg)
  // No secret given: the server makes one in the Standard Webhooks form and answers it this once
  // (it is never answered again); one an administrator chose is kept as given.
  const made = body.secret ? undefined : newStandardSecret()
  const secret = body.secret ?? made!
  const webhook = await inActorTenant(db, actor, async (trx) => {
    // Counted under the tenant's lock: two parallel creates at the cap make one webhook, not two.
    await lock(trx, 'tenantQuota', 'webhook')
    if ((await countWebhooks(trx)) >= cfg.maxPerTenant)
      throw new AppError(400, 'webhook.tooMany', [fieldError('url', 'webhook.tooMany')], undefined, {
        limit: cfg.maxPerTenant,
      })
    return insertWebhook(trx, actor.tenantId!, { ...body, secret })
  })
  return made ? { ...webhook, secret: made } : webhook
}

/** `version` (required by the schema) not the stored one: someone saved in between (409, nothing written). */
export async function changeWebhook(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  body: WebhookInput,
  cfg: AppConfig['webhooks'],
) {
  await assertWebhookUrl(body.url, cfg)
  return inActorTenant(db, actor, async (trx) => {
    const before = await readWebhook(trx, id, true)
    if (!before) throw notFound()
    if (body.version !== before.version) throw conflict('error.changedInAnotherSession')
    return updateWebhook(trx, id, body)
  })
}

/**
 * Sends a delivery again by hand (202): the same id, body and X-Eventdesk-Delivery, one more try
 * now; a failed replay is not retried. A delivery still waiting for its next try is "send now": its
 * queued try is brought forward (an administrator who fixed the receiver should not wait hours),
 * and it keeps its retries. A delivery of a webhook that is switched off is refused (409).
 */
export function replayDelivery(db: Kysely<Database>, actor: Actor, id: string) {
  return inActorTenant(db, actor, async (trx) => {
    const delivery = await trx
      .selectFrom('webhook_delivery as d')
      .innerJoin('webhook as w', (j) => onTenantKey(j, 'w.id', 'd.webhook_id'))
      .select(['d.id', 'd.status', 'd.attempts', 'w.active'])
      .where('d.id', '=', id)
      .forUpdate('d')
      .executeTakeFirst()
    if (!delivery) throw notFound()
    if (!delivery.active) throw conflict('webhook.inactive')
    if (delivery.status === 'PENDING') {
      await sendNow(trx, id)
      return { id, status: 'PENDING' as const }
    }
    await trx
      .updateTable('webhook_delivery')
      .set({ status: 'PENDING', next_attempt_at: null })
      .where('id', '=', id)
      .execute()
    const attempt = delivery.attempts + 1
    await queueTry(trx, actor.tenantId!, { deliveryId: id, attempt, replay: true })
    return { id, status: 'PENDING' as const }
  })
}
