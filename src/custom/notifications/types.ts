/** A notification as the server sends it (server/notifications/repository.ts toNotification). */
export interface AppNotification {
  id: number
  subject: string
  description: string
  fromName?: string
  sendDateHour?: string
  status?: 'UNREAD' | 'READ'
  notificationType?: string
  /** A job's file is ready (server/notifications/file-ready.ts): where its owner downloads it. */
  auditData?: { file?: { reference: string; url: string; fileName: string } } | null
}
