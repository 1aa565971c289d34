import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
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
