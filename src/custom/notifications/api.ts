import { http } from '../../providers/http'
import type { AppNotification } from './types'
import type { Page } from '../../../common/page'

const readUnread = (userId: number) => http<AppNotification[]>(`/events/notification/unread/${userId}`)
const markRead = (ids: number[]) =>
  http('/events/notification/read', { method: 'POST', json: ids.map((id) => ({ id })) })
const markAllRead = (userId: number) => http(`/events/notification/readAll/${userId}`, { method: 'POST' })

export type NotificationPage = Page<AppNotification>
/** Spec §7/§9: page size 20, newest first. */
const listNotifications = (userId: number, page: number) =>
  http<NotificationPage>('/events/notification/list', {
    method: 'POST',
    query: { page, size: 20, sort: 'id,desc' },
    json: { userId },
  })
const deleteNotification = (id: number) => http(`/events/notification/${id}`, { method: 'DELETE' })

/** The notification calls, methods of the app's data provider (src/providers/customMethods.ts). */
export const notificationMethods = {
  readUnread,
  markRead,
  markAllRead,
  listNotifications,
  deleteNotification,
}
