import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { withTenant } from '../db/tenant.js'
import { mailSettingsOf } from './tenant-settings.js'
import { deliver, MAIL_TASK, platformMailSettings, type MailSettings, type MailVia } from './mailer.js'

/**
 * `mail.send`: delivers one outbox row. A failure marks the row FAILED with the error and throws,
 * so the worker retries it with back-off; a later success turns it SENT. A row already SENT (a
 * run repeated after a crash) is not sent again.
 */
export function registerMailTask(app: FastifyInstance) {
  app.jobs.register(MAIL_TASK, async ({ job }) => {
    const { outboxId, via } = job.payload as { outboxId: number; via: MailVia }
    const db = app.database.db
    const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', outboxId).executeTakeFirst()
    if (!row || row.status === 'SENT') return
    const settings: MailSettings =
      via === 'establishment' && row.tenant_id
        ? await withTenant(db, row.tenant_id, (trx) => mailSettingsOf(trx))
        : platformMailSettings()
    if (!settings.url) {
      await db
        .updateTable('mail_outbox')
        .set({ status: 'NOT_CONFIGURED' })
        .where('id', '=', outboxId)
        .execute()
      return
    }
    await db
      .updateTable('mail_outbox')
      .set({ attempts: sql`attempts + 1` })
      .where('id', '=', outboxId)
      .execute()
    try {
      await deliver(
        settings,
        { to: row.recipient, subject: row.subject, text: row.body },
        app.config.mailTimeoutMs,
      )
    } catch (err) {
      const error = String((err as Error).message ?? err).slice(0, 500)
      await db
        .updateTable('mail_outbox')
        .set({ status: 'FAILED', error })
        .where('id', '=', outboxId)
        .execute()
      throw err
    }
    await db
      .updateTable('mail_outbox')
      .set({ status: 'SENT', sent_at: new Date() })
      .where('id', '=', outboxId)
      .execute()
  })
}
