import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { readCompany } from '../establishment/repository.js'
import { asLocale, translate } from '../i18n/translate.js'
import { notify } from '../notifications/notify.js'

type Trx = Transaction<Database>

/**
 * A webhook that kept failing for WEBHOOK_DISABLE_AFTER_MS is switched off (no more deliveries are
 * made for it) and every administrator of the tenant is told in the notification inbox, with the
 * last error, in the caller's transaction.
 */
export async function switchOff(
  trx: Trx,
  tenantId: number,
  webhook: { id: number; url: string },
  reason: string,
) {
  const off = await trx
    .updateTable('webhook')
    .set({
      active: false,
      disabled_at: sql<string>`localtimestamp(0)`,
      disabled_reason: reason.slice(0, 500),
    })
    .where('id', '=', webhook.id)
    .where('active', '=', true)
    .executeTakeFirst()
  if (!Number(off.numUpdatedRows)) return
  const locale = asLocale((await readCompany(trx)).language)
  const admins = await trx
    .selectFrom('events_user')
    .select('id')
    .where('type', '=', 'ADMIN')
    .where('active', '=', true)
    .where('pending', '=', false)
    .execute()
  for (const admin of admins)
    await notify(trx, {
      tenantId,
      toEventsUserId: admin.id,
      type: 'NOTIFICATION',
      subject: translate(locale, 'webhook.switchedOff.subject'),
      description: translate(locale, 'webhook.switchedOff.description', { url: webhook.url, reason }),
    })
}
