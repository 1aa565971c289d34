import nodemailer from 'nodemailer'
import type { Kysely } from 'kysely'
import type { Database } from '../db/types.js'
import { serverConfig } from '../config.js'

export interface MailMessage {
  to: string
  subject: string
  text: string
  tenantId?: number | null
}

export interface MailResult {
  id: number
  status: 'SENT' | 'FAILED' | 'NOT_CONFIGURED'
  error?: string
}

/** SMTP transport URL (`smtp://user:pass@host:port`); per-establishment settings come later. */
export interface MailSettings {
  url?: string
  from?: string
}

export const platformMailSettings = (): MailSettings => ({
  ...serverConfig().mail,
})

/**
 * Keeps every message in the outbox, then delivers it over SMTP with nodemailer when a server
 * is configured. Without one the message stays in the outbox as NOT_CONFIGURED.
 */
export async function sendMail(db: Kysely<Database>, message: MailMessage, settings = platformMailSettings()): Promise<MailResult> {
  const { id } = await db
    .insertInto('mail_outbox')
    .values({ tenant_id: message.tenantId ?? null, recipient: message.to, subject: message.subject, body: message.text })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (!settings.url) {
    await db.updateTable('mail_outbox').set({ status: 'NOT_CONFIGURED' }).where('id', '=', id).execute()
    return { id, status: 'NOT_CONFIGURED' }
  }
  try {
    const transport = nodemailer.createTransport(settings.url, { connectionTimeout: 10_000, greetingTimeout: 10_000 } as never)
    await transport.sendMail({ from: settings.from, to: message.to, subject: message.subject, text: message.text })
    await db.updateTable('mail_outbox').set({ status: 'SENT', sent_at: new Date() }).where('id', '=', id).execute()
    return { id, status: 'SENT' }
  } catch (err) {
    const error = String((err as Error).message ?? err).slice(0, 500)
    await db.updateTable('mail_outbox').set({ status: 'FAILED', error }).where('id', '=', id).execute()
    return { id, status: 'FAILED', error }
  }
}
