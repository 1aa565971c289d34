import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { smtpUrl, storedSmtp } from '../establishment/mail-settings.js'
import { platformMailSettings, type MailSettings } from './mailer.js'

/**
 * What other modules pass to sendMail for a tenant's messages: the establishment's SMTP server
 * when one is set, else the platform's. Read inside the tenant transaction, send after it.
 */
export async function mailSettingsOf(trx: Transaction<Database>): Promise<MailSettings> {
  const smtp = await storedSmtp(trx)
  const platform = platformMailSettings()
  return smtp ? { url: smtpUrl(smtp), from: smtp.from ?? platform.from, tenantServer: true } : platform
}
