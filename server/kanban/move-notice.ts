import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import type { AuthContext } from '../auth/context.js'
import type { Settings } from '../configuration/settings.js'
import type { EventRow } from '../events/model.js'
import { notify } from '../notifications/notify.js'
import { sendMail } from '../mail/mailer.js'
import { asLocale, translate } from '../i18n/translate.js'

/**
 * Tells the event's owner that someone else moved its card: a KANBAN notification, and with
 * KANBAN_EMAIL_NOTIFICATION an e-mail (its text followed by KANBAN_EMAIL_MESSAGE). Both are
 * written in the move's transaction, so a refused or rolled-back move tells nobody.
 */
export async function notifyMove(
  trx: Transaction<Database>,
  settings: Settings,
  auth: AuthContext,
  event: EventRow,
  status: string,
) {
  const owner = event.created_by
  if (!owner || owner === auth.eventsUserId) return
  const company = await trx.selectFrom('company').select('language').executeTakeFirst()
  const locale = asLocale(company?.language)
  const params = { id: event.id, name: event.name, status, user: auth.email }
  const subject = translate(locale, 'kanban.notifications.movedSubject', params)
  const text = translate(locale, 'kanban.notifications.movedText', params)
  await notify(trx, {
    tenantId: auth.tenantId!,
    toEventsUserId: owner,
    type: 'KANBAN',
    subject,
    description: text,
    createdBy: auth.eventsUserId ?? null,
  })
  if (!settings.kanbanEmailNotification) return
  const user = await trx.selectFrom('events_user').select('email').where('id', '=', owner).executeTakeFirst()
  if (!user) return
  const extra = settings.kanbanEmailMessage ? `\n\n${settings.kanbanEmailMessage}` : ''
  await sendMail(
    trx,
    { to: user.email, subject, text: text + extra, tenantId: auth.tenantId! },
    'establishment',
  )
}
