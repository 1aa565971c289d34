import fs from 'node:fs/promises'
import type { FastifyInstance } from 'fastify'
import type { Selectable } from 'kysely'
import { withTenant } from '../db/tenant.js'
import { asLocale, translate } from '../i18n/translate.js'
import { channelOf, publishPush } from '../notifications/publish.js'
import { tellFileReady } from '../notifications/file-ready.js'
import { enqueueWebhooks } from '../webhooks/enqueue.js'
import type { ReportTable } from './tables.js'
import { mimeOf } from './writers.js'

type ReportRow = Selectable<ReportTable>

/** What the bell hears (spec §3's file-report notification), on the owner's notifications channel. */
export function reportPush(r: ReportRow) {
  return {
    type: 'FILE_REPORT',
    reference: r.reference,
    reportType: r.type,
    status: r.status,
    progress: r.progress,
    fileName: r.file_name,
    fileExtension: r.file_extension,
    error: r.error,
  }
}

type Outcome = Partial<Pick<ReportRow, 'status' | 'progress' | 'file_name' | 'file_extension' | 'error'>>

/**
 * A report's end, in one transaction: its file recorded, its row GENERATED or ERROR (only while it
 * is still GENERATING), the webhook of a generated one, and its owner told.
 */
export async function finishReport(
  app: FastifyInstance,
  r: ReportRow,
  changes: Outcome,
  file?: { key: string; path: string },
) {
  await withTenant(app.database.db, r.tenant_id, async (trx) => {
    let fileId: number | null = null
    if (file) {
      const { size } = await fs.stat(file.path)
      const row = await app.files.record(trx, r.tenant_id, {
        kind: 'REPORT',
        name: changes.file_name!,
        mime: mimeOf[r.format],
        size,
        key: file.key,
        createdBy: null,
      })
      fileId = row.id
    }
    const done = await trx
      .updateTable('report')
      .set({ ...changes, file_id: fileId, finished_at: new Date().toISOString().slice(0, 19) })
      .where('id', '=', r.id)
      .where('status', '=', 'GENERATING')
      .returningAll()
      .executeTakeFirst()
    if (done?.status === 'GENERATED')
      await enqueueWebhooks(trx, 'report.generated', {
        reference: done.reference,
        type: done.type,
        format: done.format,
      })
    // A file: its owner is told as of every job's file (inbox row and push); a failure: the bell's push.
    if (done?.status === 'GENERATED') {
      const locale = asLocale(done.locale)
      const report = translate(locale, `menu.report.${done.type}`)
      await tellFileReady(trx, {
        tenantId: r.tenant_id,
        to: { userId: done.owner_id },
        locale,
        kind: 'REPORT',
        reference: done.reference,
        fileName: done.file_name!,
        subject: { key: 'reports.ready.subject', params: { report } },
        description: { key: 'reports.ready.description', params: { report, file: done.file_name! } },
        push: reportPush(done),
      })
    } else if (done)
      await publishPush(trx, {
        tenantId: r.tenant_id,
        channel: channelOf('notifications', r.owner_email),
        payload: reportPush(done),
      })
  })
}
