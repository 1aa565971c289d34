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

/** The notification calls, methods of the app's data provider (typed on CustomMethods below, registered by src/admin/methods.ts). */
export const notificationMethods = {
  readUnread,
  markRead,
  markAllRead,
  listNotifications,
  deleteNotification,
}

type Registered = typeof notificationMethods
declare module '../../providers/customMethods' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the map's type is the whole body
  interface CustomMethods extends Registered {}
}
