import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { pageOf } from '../http/page.js'

type Trx = Transaction<Database>

export const NOTIFICATION_TYPES = [
  'NOTIFICATION',
  'FOLLOWUP',
  'KANBAN',
  'DEPARTMENT',
  'SITUATION',
  'CONFIRM_DATE',
  'AUDIT',
] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]
export const STATUSES = ['UNREAD', 'READ'] as const

const select = (trx: Trx) =>
  trx
    .selectFrom('notification as n')
    .innerJoin('events_user as u', 'u.id', 'n.events_user_id')
    .select([
      'n.id',
      'n.subject',
      'n.description',
      'n.from_name as fromName',
      'n.send_date_hour as sendDateHour',
      'n.received_date_hour as receivedDateHour',
      'n.notification_type as notificationType',
      'n.status',
      'n.audit_data as auditData',
      'n.events_user_id as userId',
      'u.email',
      'n.created_by as createdBy',
    ])

type Row = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>

/** The wire shape of a notification (platform.md §3). */
export const toNotification = ({ userId, email, createdBy: _c, ...n }: Row) => ({
  ...n,
  eventsUser: { id: userId, email },
})
export type Notification = ReturnType<typeof toNotification>

export async function getNotification(trx: Trx, id: number) {
  return select(trx).where('n.id', '=', id).executeTakeFirst()
}

export interface ListQuery {
  userId?: number
  type?: string
  search?: string
  page: number
  size: number
  sort: { field: string; desc: boolean }
}
const sortable: Record<string, string> = {
  id: 'n.id',
  sendDateHour: 'n.send_date_hour',
  subject: 'n.subject',
  status: 'n.status',
  notificationType: 'n.notification_type',
}

export async function listNotifications(trx: Trx, q: ListQuery) {
  let base = select(trx)
  if (q.userId !== undefined) base = base.where('n.events_user_id', '=', q.userId)
  if (q.type) base = base.where('n.notification_type', '=', q.type)
  if (q.search?.trim()) {
    const term = `%${q.search
      .trim()
      .toLowerCase()
      .replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    base = base.where(
      sql<boolean>`(lower(n.subject) like ${term} or lower(n.description) like ${term} or lower(n.from_name) like ${term})`,
    )
  }
  const order = sortable[q.sort.field] ?? 'n.id'
  const [rows, count] = await Promise.all([
    base
      .orderBy(sql.ref(order), q.sort.desc ? 'desc' : 'asc')
      .orderBy('n.id', 'desc')
      .limit(q.size)
      .offset(q.page * q.size)
      .execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ])
  return pageOf(rows.map(toNotification), Number(count.n), q.page, q.size)
}

/** Unread of a member, newest first; the bell needs at most a few (it shows 10+). */
export async function unreadOf(trx: Trx, userId: number, limit = 100) {
  const rows = await select(trx)
    .where('n.events_user_id', '=', userId)
    .where('n.status', '=', 'UNREAD')
    .orderBy('n.id', 'desc')
    .limit(limit)
    .execute()
  return rows.map(toNotification)
}

export async function markRead(trx: Trx, ids: number[]) {
  if (!ids.length) return 0
  const r = await trx
    .updateTable('notification')
    .set({ status: 'READ' })
    .where('id', 'in', ids)
    .where('status', '=', 'UNREAD')
    .executeTakeFirst()
  return Number(r.numUpdatedRows)
}

export async function markAllRead(trx: Trx, userId: number) {
  const r = await trx
    .updateTable('notification')
    .set({ status: 'READ' })
    .where('events_user_id', '=', userId)
    .where('status', '=', 'UNREAD')
    .executeTakeFirst()
  return Number(r.numUpdatedRows)
}

/** The member each notification belongs to; ids that are not the tenant's are left out. */
export function ownersOf(trx: Trx, ids: number[]) {
  if (!ids.length) return Promise.resolve([])
  return trx.selectFrom('notification').select(['id', 'events_user_id']).where('id', 'in', ids).execute()
}

export async function deleteNotification(trx: Trx, id: number) {
  await trx.deleteFrom('notification').where('id', '=', id).execute()
}

export interface NotificationChange {
  subject: string
  description: string
  fromName: string
  notificationType: NotificationType
  status: (typeof STATUSES)[number]
  /** Left as it is when undefined. */
  auditData?: unknown
}

export async function updateNotification(trx: Trx, id: number, c: NotificationChange) {
  await trx
    .updateTable('notification')
    .set({
      subject: c.subject,
      description: c.description,
      from_name: c.fromName,
      notification_type: c.notificationType,
      status: c.status,
      ...(c.auditData !== undefined ? { audit_data: sql`${JSON.stringify(c.auditData)}::jsonb` } : {}),
    })
    .where('id', '=', id)
    .execute()
}
