import nodemailer from 'nodemailer'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { serverConfig } from '../config.js'
import { enqueueJob } from '../jobs/queue.js'
import { pinnedTenantTarget } from './tenant-target.js'

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

/** SMTP transport URL (`smtp://user:pass@host:port`) and sender. */
export interface MailSettings {
  url?: string
  from?: string
  /** A tenant's own server (the establishment's settings): checked and pinned where it connects. */
  tenantServer?: boolean
}

/**
 * Whose SMTP server delivers: the establishment's (when set, else the platform's) or always the
 * platform's (sign-in mail: recovery, invitations). Resolved when the job runs, so no password
 * sits in a job payload.
 */
export type MailVia = 'establishment' | 'platform'

export const MAIL_TASK = 'mail.send'
export const MAIL_ATTEMPTS = 5

export const platformMailSettings = (): MailSettings => ({
  ...serverConfig().mail,
})

/**
 * Every outgoing message: the outbox row and its `mail.send` job, both in the caller's
 * transaction (nothing is mailed for a change that rolled back). Delivery happens in the job
 * (mail/send-task.ts), retried with back-off; the row shows attempts and the last error.
 * Request code passes its tenant transaction: the message must belong to that tenant.
 */
export async function sendMail(
  trx: Transaction<Database> | Kysely<Database>,
  message: MailMessage,
  via: MailVia = 'platform',
) {
  const tenantId = message.tenantId ?? null
  const { id } = await trx
    .insertInto('mail_outbox')
    .values({ tenant_id: tenantId, recipient: message.to, subject: message.subject, body: message.text })
    .returning('id')
    .executeTakeFirstOrThrow()
  await enqueueJob(trx, {
    task: MAIL_TASK,
    tenantId,
    payload: { outboxId: id, via },
    maxAttempts: MAIL_ATTEMPTS,
  })
  return { id }
}

/** One SMTP conversation, with every timeout bounded (a server that never answers costs timeoutMs). */
export async function deliver(settings: MailSettings, message: MailMessage, timeoutMs: number) {
  const target: { url?: string; servername?: string } =
    settings.tenantServer && settings.url ? await pinnedTenantTarget(settings.url) : { url: settings.url }
  // Options with `url` (a second argument would be message defaults, and the timeouts ignored).
  const transport = nodemailer.createTransport({
    url: target.url,
    servername: target.servername,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  } as never)
  try {
    await transport.sendMail({
      from: settings.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
    })
  } finally {
    transport.close()
  }
}

/**
 * Delivers now and records the result in the outbox: only the establishment's SMTP test, whose
 * answer is the admin's feedback, waits for the server.
 */
export async function sendMailNow(
  db: Kysely<Database>,
  message: MailMessage,
  settings: MailSettings,
  timeoutMs: number,
): Promise<MailResult> {
  const { id } = await db
    .insertInto('mail_outbox')
    .values({
      tenant_id: message.tenantId ?? null,
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      attempts: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  try {
    await deliver(settings, message, timeoutMs)
    await db
      .updateTable('mail_outbox')
      .set({ status: 'SENT', sent_at: new Date() })
      .where('id', '=', id)
      .execute()
    return { id, status: 'SENT' }
  } catch (err) {
    const error = String((err as Error).message ?? err).slice(0, 500)
    await db.updateTable('mail_outbox').set({ status: 'FAILED', error }).where('id', '=', id).execute()
    return { id, status: 'FAILED', error }
  }
}
