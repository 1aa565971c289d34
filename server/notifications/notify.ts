import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { notFound } from '../http/errors.js'
import { channelOf, publishPush } from './publish.js'
import { getNotification, toNotification, type Notification, type NotificationType } from './repository.js'

export interface NotifyInput {
  tenantId: number
  toEventsUserId: number
  type: NotificationType
  subject: string
  description: string
  auditData?: unknown
  /** Shown as the sender; defaults to the product name. */
  fromName?: string
  /** When the sender sent it (wire format); defaults to now. */
  sendDateHour?: string
  /** The member who sent it, if a person did. */
  createdBy?: number | null
}

export const SUBJECT_MAX = 50
export const DESCRIPTION_MAX = 500
const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`)

/**
 * The one way to notify a member, for every module: writes the notification in the caller's
 * transaction (so it exists only if the caller's work commits) and queues the realtime push,
 * which PostgreSQL delivers after that commit. AUDIT notifications go to the member's audit
 * channel, the rest to the notifications channel. Long texts are cut to the limits of §9.
 */
export async function notify(trx: Transaction<Database>, input: NotifyInput): Promise<Notification> {
  const { id } = await trx
    .insertInto('notification')
    .values({
      tenant_id: input.tenantId,
      events_user_id: input.toEventsUserId,
      subject: clip(input.subject, SUBJECT_MAX),
      description: clip(input.description, DESCRIPTION_MAX),
      from_name: clip(input.fromName ?? 'Eventdesk', 200),
      notification_type: input.type,
      audit_data: input.auditData === undefined ? null : sql`${JSON.stringify(input.auditData)}::jsonb`,
      created_by: input.createdBy ?? null,
      ...(input.sendDateHour ? { send_date_hour: input.sendDateHour } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const row = await getNotification(trx, id)
  if (!row) throw notFound()
  const notification = toNotification(row)
  await publishPush(trx, {
    tenantId: input.tenantId,
    channel: channelOf(input.type === 'AUDIT' ? 'audit' : 'notifications', row.email),
    payload: notification,
  })
  return notification
}
