import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { pageOf } from '../http/page.js'

type Trx = Transaction<Database>

/**
 * A page of a webhook's deliveries, newest first (DESIGN.md wave 3), each with its tries
 * (`tries`: number, HTTP status, error, duration, when) for the delivery log.
 */
export async function listDeliveries(trx: Trx, webhookId: number, page: number, size: number) {
  const { total } = await trx
    .selectFrom('webhook_delivery')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('webhook_id', '=', webhookId)
    .executeTakeFirstOrThrow()
  const rows = await trx
    .selectFrom('webhook_delivery')
    .select([
      'id',
      'type',
      'status',
      'attempts',
      'last_status',
      'last_error',
      'next_attempt_at',
      'created_at',
    ])
    .where('webhook_id', '=', webhookId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(size)
    .offset(page * size)
    .execute()
  const tries = rows.length
    ? await trx
        .selectFrom('webhook_attempt')
        .select(['delivery_id', 'number', 'status', 'error', 'duration_ms', 'at'])
        .where(
          'delivery_id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('number')
        .orderBy('id')
        .execute()
    : []
  const content = rows.map((r) => ({
    id: r.id,
    type: r.type,
    status: r.status,
    attempts: r.attempts,
    lastStatus: r.last_status,
    lastError: r.last_error,
    nextAttemptAt: r.status === 'PENDING' ? r.next_attempt_at : null,
    createdAt: r.created_at,
    tries: tries
      .filter((t) => t.delivery_id === r.id)
      .map((t) => ({
        number: t.number,
        status: t.status,
        error: t.error,
        durationMs: t.duration_ms,
        at: t.at,
      })),
  }))
  return pageOf(content, Number(total), page, size)
}
