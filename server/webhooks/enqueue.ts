import { sql, type Transaction } from 'kysely'
import type { WebhookType } from '../../common/webhook-types.js'
import type { Database } from '../db/types.js'

/**
 * The public surface the emitting domains call, in their business transaction: a delivery per
 * active webhook of the tenant that listens to `type`, and its job (the outbox, migration 0033's
 * eventdesk_webhook_enqueue). Nothing is sent for a change that rolls back; nothing is lost for one
 * that commits. `data` is the payload's `data` as receivers read it: ids and the few fields that
 * say what happened, never anything the tenant's administrators could not see.
 */
export async function enqueueWebhooks(trx: Transaction<Database>, type: WebhookType, data: object) {
  await sql`select eventdesk_webhook_enqueue(${type}, ${JSON.stringify(data)}::jsonb)`.execute(trx)
}

/**
 * A ticket sale is one SQL statement sent in one message (tickets/sale-group.ts): its call,
 * wrapped so the statement also queues a ticket.sold delivery per sale sold (migration 0033).
 */
export const withTicketSoldWebhooks = (office: number, call: string) =>
  `eventdesk_webhook_ticket_sold(${Math.trunc(office)}, ${call})`
