import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { withTenant } from '../db/tenant.js'
import { postWebhook } from '../integrations/webhook/port.js'
import { abandon, DELIVER_TASK, recordTry, type DeliverPayload } from './attempts.js'
import { bodyText, signedHeaders } from './sign.js'
import { onTenantKey } from '../db/tenant-join.js'

/**
 * The `webhooks.deliver` job: one try of one delivery. The delivery and its webhook are read in a
 * short tenant transaction, the POST is made outside any transaction (a receiver may take its 10 s),
 * and the outcome is written in another (attempts.ts). A job that runs again after a crash finds
 * its try written and stops, or makes it (at least once, the same X-Eventdesk-Delivery).
 */
export function registerDelivery(app: FastifyInstance) {
  const cfg = app.config.webhooks
  app.jobs.register(
    DELIVER_TASK,
    async ({ job }) => {
      const tenantId = job.tenantId
      const payload = job.payload as DeliverPayload
      if (!tenantId || typeof payload?.deliveryId !== 'string')
        throw new Error(`bad ${DELIVER_TASK} job ${job.reference}`)
      const db = app.database.db
      const due = await withTenant(db, tenantId, (trx) =>
        trx
          .selectFrom('webhook_delivery as d')
          .innerJoin('webhook as w', (j) => onTenantKey(j, 'w.id', 'd.webhook_id'))
          .select([
            'd.id',
            'd.type',
            'd.data',
            'd.status',
            'd.attempts',
            // ISO 8601 with its offset, so a receiver in another zone reads the same instant: the
            // stored local time and the offset of the database session's zone at that time.
            sql<string>`to_char(d.created_at, 'YYYY-MM-DD"T"HH24:MI:SS') || to_char(d.created_at::timestamptz, 'TZH:TZM')`.as(
              'created_at',
            ),
            'w.url',
            'w.secret',
            'w.active',
          ])
          .where('d.id', '=', payload.deliveryId)
          .executeTakeFirst(),
      )
      if (!due || due.status !== 'PENDING' || due.attempts >= payload.attempt) return
      if (!due.active)
        return withTenant(db, tenantId, (trx) => abandon(trx, due.id, 'the webhook is switched off'))
      const body = bodyText({
        id: due.id,
        type: due.type,
        createdAt: due.created_at,
        tenantId,
        data: due.data,
      })
      const answer = await postWebhook(app, {
        tenantId,
        url: due.url,
        type: due.type,
        deliveryId: due.id,
        headers: signedHeaders(due.secret, due.id, body),
        body,
      })
      await withTenant(db, tenantId, (trx) => recordTry(trx, cfg, tenantId, payload, answer))
    },
    {
      // The POST's own limit, plus room for the log and the outcome's writes.
      timeoutMs: cfg.timeoutMs + 30_000,
      // Deliveries wait on other parties' servers: in slots of their own, a few per tenant, so a
      // receiver that hangs stalls neither other tenants' deliveries nor anyone's reports.
      lane: { name: 'webhooks', concurrency: cfg.concurrency, perTenant: cfg.tenantConcurrency },
    },
  )
}
