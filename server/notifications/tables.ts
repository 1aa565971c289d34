import type { Generated } from 'kysely'
import type { Timestamp } from '../db/columns.js'

export interface NotificationTable {
  tenant_id: number
  id: Generated<number>
  events_user_id: number
  subject: string
  description: Generated<string>
  from_name: Generated<string>
  send_date_hour: Timestamp
  received_date_hour: Timestamp
  notification_type: Generated<string>
  status: Generated<'UNREAD' | 'READ'>
  audit_data: unknown
  created_by: number | null
}

/** Users' notification inbox. */
export interface NotificationTables {
  notification: NotificationTable
}
