import { withTenant } from '../../db/tenant.js'
import { getSettings } from '../../configuration/settings.js'
import { notify } from '../../notifications/notify.js'
import { sendMail, type MailMessage } from '../../mail/mailer.js'
import { asLocale, translate } from '../../i18n/translate.js'
import type { SituationChange } from './hooks.js'
import { getRecord } from '../../registries/reader.js'
import { isCustomerToldSituation } from '../../../common/events/situations.js'

const camel = (s: string) =>
  s
    .toLowerCase()
    .replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())
    .replace(/^./, (c) => c.toUpperCase())

/**
 * After a lifecycle action commits: a SITUATION notification to the event's creator (when someone
 * else moved it), and the e-mails the configuration asks for — to the creator (SITUATION e-mail
 * switch) and to the customer and requesters (customer notification switches per situation).
 * Runs in the situation job: the notification and the queued mails (mail.send jobs, over the
 * establishment's SMTP) commit together, so a retried run never leaves half of them.
 */
export async function notifySituationChange(change: SituationChange) {
  const { app, tenantId, eventId, eventName, to, actor } = change
  await withTenant(app.database.db, tenantId, async (trx) => {
    const settings = (await getSettings(trx)) as unknown as Record<string, unknown>
    const company = await trx.selectFrom('company').select('language').executeTakeFirst()
    const locale = asLocale(company?.language)
    const situation = translate(locale, `events.situations.${to}`)
    const subject = translate(locale, 'events.notifications.situationSubject', { id: eventId, situation })
    const text = translate(locale, 'events.notifications.situationText', {
      id: eventId,
      name: eventName,
      situation,
      user: actor.email,
    })
    const out: MailMessage[] = []

    if (change.createdBy && change.createdBy !== actor.eventsUserId) {
      await notify(trx, {
        tenantId,
        toEventsUserId: change.createdBy,
        type: 'SITUATION',
        subject,
        description: text,
        createdBy: actor.eventsUserId,
      })
      const creator = await trx
        .selectFrom('events_user')
        .select('email')
        .where('id', '=', change.createdBy)
        .executeTakeFirst()
      if (creator && settings.situationEmailNotification === true) {
        const extra =
          typeof settings.situationEmailMessage === 'string' && settings.situationEmailMessage
            ? `\n\n${settings.situationEmailMessage}`
            : ''
        out.push({ to: creator.email, subject, text: text + extra, tenantId })
      }
    }

    if (isCustomerToldSituation(to) && settings[`customerNotification${camel(to)}`] === true) {
      const message = String(settings[`customerNotification${camel(to)}Message`] ?? '') || text
      const recipients = new Set<string>()
      const event = await trx
        .selectFrom('event')
        .select('customer_id')
        .where('id', '=', eventId)
        .executeTakeFirst()
      if (settings.notifyCustomerByEmail === true && event?.customer_id) {
        const person = await getRecord(trx, 'person', event.customer_id)
        if (typeof person?.email === 'string') recipients.add(person.email)
      }
      if (settings.notifyRequesterByEmail === true) {
        const requesters = await trx
          .selectFrom('event_requester')
          .select('email')
          .where('event_id', '=', eventId)
          .where('situation', '=', 'ACTIVE')
          .execute()
        for (const r of requesters) if (r.email) recipients.add(r.email)
      }
      for (const email of recipients) out.push({ to: email, subject, text: message, tenantId })
    }
    for (const m of out) await sendMail(trx, m, 'establishment')
  })
}
