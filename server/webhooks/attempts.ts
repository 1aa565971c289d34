import { sql, type Transaction } from 'kysely'
import type { AppConfig } from '../config.js'
import type { Database } from '../db/types.js'
import type { WebhookAnswer } from '../integrations/webhook/port.js'
import { enqueueJob, JOB_CHANNEL } from '../jobs/queue.js'
import { switchOff } from './switch-off.js'
import { onTenantKey } from '../db/tenant-join.js'

type Trx = Transaction<Database>

export const DELIVER_TASK = 'webhooks.deliver'

/** What a `webhooks.deliver` job carries: which delivery, and which try it is. */
export interface DeliverPayload {
  deliveryId: string
  attempt: number
  /** A try asked for by hand: it is not retried. */
  replay?: boolean
}

/** Queues a try of a delivery (the first one is queued by eventdesk_webhook_enqueue). */
export const queueTry = (trx: Trx, tenantId: number, payload: DeliverPayload, runAt?: Date) =>
  enqueueJob(trx, { task: DELIVER_TASK, tenantId, payload, maxAttempts: 5, runAt })

/** The wait before try n+1: the schedule's n-th wait, its last for any later try (WEBHOOK_RETRY_SCHEDULE). */
export const retryDelayMs = (cfg: AppConfig['webhooks'], attempt: number) =>
  cfg.retrySchedule[Math.min(attempt, cfg.retrySchedule.length) - 1]

/**
 * Writes one try's outcome in one tenant transaction: its row, the delivery's state (DELIVERED;
 * PENDING with the next try queued after the back-off; FAILED after the last try or a replay), the
 * webhook's failing streak, and switches the webhook off when the streak passed its limit. A try
 * already written (the job ran again after a crash) is not written twice.
 */
export async function recordTry(
  trx: Trx,
  cfg: AppConfig['webhooks'],
  tenantId: number,
  job: DeliverPayload,
  answer: WebhookAnswer,
) {
  const delivery = await trx
    .selectFrom('webhook_delivery as d')
    .innerJoin('webhook as w', (j) => onTenantKey(j, 'w.id', 'd.webhook_id'))
    .select(['d.id', 'd.attempts', 'd.status', 'w.id as webhookId', 'w.url', 'w.failing_since'])
    .where('d.id', '=', job.deliveryId)
    .forUpdate('d')
    .executeTakeFirst()
  if (!delivery || delivery.status !== 'PENDING' || delivery.attempts >= job.attempt) return
  await trx
    .insertInto('webhook_attempt')
    .values({
      tenant_id: tenantId,
      delivery_id: delivery.id,
      number: job.attempt,
      status: answer.status,
      error: answer.error?.slice(0, 2000) ?? null,
      duration_ms: answer.durationMs,
    })
    .execute()
  const again = !answer.ok && !job.replay && job.attempt < cfg.maxAttempts
  const delay = retryDelayMs(cfg, job.attempt)
  const next = again ? new Date(Date.now() + delay) : null
  await trx
    .updateTable('webhook_delivery')
    .set({
      attempts: job.attempt,
      status: answer.ok ? 'DELIVERED' : again ? 'PENDING' : 'FAILED',
      last_status: answer.status,
      last_error: answer.error?.slice(0, 2000) ?? null,
      // In the database's clock, as every other timestamp of the row.
      next_attempt_at: next ? sql<string>`localtimestamp(0) + ${`${delay} milliseconds`}::interval` : null,
    })
    .where('id', '=', delivery.id)
    .execute()
  if (next) await queueTry(trx, tenantId, { deliveryId: delivery.id, attempt: job.attempt + 1 }, next)
  if (answer.ok) {
    await trx
      .updateTable('webhook')
      .set({ failing_since: null })
      .where('id', '=', delivery.webhookId)
      .execute()
    return
  }
  const since = await trx
    .updateTable('webhook')
    .set({ failing_since: sql`coalesce(failing_since, localtimestamp(0))` })
    .where('id', '=', delivery.webhookId)
    .returning(sql<number>`extract(epoch from localtimestamp(0) - failing_since) * 1000`.as('ms'))
    .executeTakeFirstOrThrow()
  if (Number(since.ms) >= cfg.disableAfterMs)
    await switchOff(trx, tenantId, { id: delivery.webhookId, url: delivery.url }, answer.error ?? 'failed')
}

/** A delivery whose webhook was switched off or deleted meanwhile ends FAILED without a try. */
export async function abandon(trx: Trx, deliveryId: string, reason: string) {
  await trx
    .updateTable('webhook_delivery')
    .set({ status: 'FAILED', last_error: reason, next_attempt_at: null })
    .where('id', '=', deliveryId)
    .where('status', '=', 'PENDING')
    .execute()
}

/**
 * "Send now" for a delivery waiting for its next try: the queued try's job is made due at once
 * (the worker takes it in its lane's turn). Nothing queued (its try is running): nothing to do.
 */
export async function sendNow(trx: Trx, deliveryId: string) {
  await trx
    .updateTable('job')
    .set({ run_at: sql`now()` })
    .where('task', '=', DELIVER_TASK)
    .where('status', '=', 'QUEUED')
    .where(sql`payload->>'deliveryId'`, '=', deliveryId)
    .execute()
  await trx
    .updateTable('webhook_delivery')
    .set({ next_attempt_at: sql`localtimestamp(0)` })
    .where('id', '=', deliveryId)
    .where('status', '=', 'PENDING')
    .execute()
  await sql`select pg_notify(${JOB_CHANNEL}, '')`.execute(trx)
}
