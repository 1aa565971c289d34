import type { FastifyInstance } from 'fastify'
import { withTenant } from '../../db/tenant.js'
import { logIntegration } from '../../integration-log/repository.js'
import { postJson } from './http.js'
import { webhookTarget } from './target.js'

export interface WebhookCall {
  tenantId: number
  url: string
  /** The business event's type, the log's operation. */
  type: string
  /** The delivery id, the log's reference. */
  deliveryId: string
  headers: Record<string, string>
  body: string
}

export interface WebhookAnswer {
  /** The receiver's status; null when there was no answer (refused, timed out, not allowed). */
  status: number | null
  ok: boolean
  /** Why the try failed, for the delivery log; null when it succeeded. */
  error: string | null
  durationMs: number
}

/**
 * The one way out to a tenant's webhook receiver (issue 37): the target is checked again (SSRF,
 * WEBHOOK_ALLOWED_HOSTS), the POST is made with the configured time limit, and every try is written
 * to the integration log (WEBHOOK) in its own tenant transaction, like the other ports' calls.
 */
export async function postWebhook(app: FastifyInstance, call: WebhookCall): Promise<WebhookAnswer> {
  const { timeoutMs, allowedHosts, allowedPorts } = app.config.webhooks
  const started = performance.now()
  const target = await webhookTarget(call.url, allowedHosts, allowedPorts)
  const raw = target
    ? await postJson(target, call.headers, call.body, timeoutMs)
    : {
        status: null,
        error:
          'target not allowed (loopback, private or link-local address, or a port outside WEBHOOK_ALLOWED_PORTS)',
      }
  const ok = raw.status !== null && raw.status >= 200 && raw.status < 300
  const error = ok ? null : (raw.error ?? `HTTP ${raw.status}`)
  const durationMs = Math.round(performance.now() - started)
  try {
    await withTenant(app.database.db, call.tenantId, (trx) =>
      logIntegration(trx, call.tenantId, {
        integration: 'WEBHOOK',
        operation: call.type,
        status: ok ? 'SUCCESS' : 'ERROR',
        reference: call.deliveryId,
        message: ok ? `HTTP ${raw.status}` : error!,
        request: { url: call.url, headers: call.headers, body: JSON.parse(call.body) as unknown },
        response: { status: raw.status },
        durationMs,
      }),
    )
  } catch (err) {
    // A log that cannot be written must not turn the receiver's answer into a failure.
    app.log.error({ err }, 'integration log write failed (webhook)')
  }
  return { status: raw.status, ok, error, durationMs }
}
