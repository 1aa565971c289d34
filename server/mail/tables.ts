import type { Generated } from 'kysely'

export interface MailOutboxTable {
  id: Generated<number>
  tenant_id: number | null
  recipient: string
  subject: string
  body: string
  status: Generated<'PENDING' | 'SENT' | 'FAILED' | 'NOT_CONFIGURED'>
  error: string | null
  attempts: Generated<number>
  created_at: Generated<string>
  sent_at: Date | string | null
}

/** Outgoing mail. */
export interface MailTables {
  mail_outbox: MailOutboxTable
}
