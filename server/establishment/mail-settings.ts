import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { platformMailSettings, type MailSettings } from '../mail/mailer.js'
import { readCompany } from './repository.js'

export interface SmtpSettings {
  host: string
  port: number
  secure: boolean
  user: string | null
  password: string | null
  from: string | null
}

/** nodemailer's URL form of SMTP settings (smtps:// when the connection starts with TLS). */
export function smtpUrl(s: SmtpSettings): string {
  const auth = s.user ? `${encodeURIComponent(s.user)}:${encodeURIComponent(s.password ?? '')}@` : ''
  return `${s.secure ? 'smtps' : 'smtp'}://${auth}${s.host}:${s.port}`
}

export async function storedSmtp(trx: Transaction<Database>): Promise<SmtpSettings | null> {
  const c = await readCompany(trx)
  if (!c.smtp_host || !c.smtp_port) return null
  return {
    host: c.smtp_host,
    port: c.smtp_port,
    secure: c.smtp_secure,
    user: c.smtp_user,
    password: c.smtp_password,
    from: c.mail_from,
  }
}

/**
 * What other modules pass to sendMail for a tenant's messages: the establishment's SMTP server
 * when one is set, else the platform's. Read inside the tenant transaction, send after it.
 */
export async function mailSettingsOf(trx: Transaction<Database>): Promise<MailSettings> {
  const smtp = await storedSmtp(trx)
  const platform = platformMailSettings()
  return smtp ? { url: smtpUrl(smtp), from: smtp.from ?? platform.from, tenantServer: true } : platform
}
