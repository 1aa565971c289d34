import fs from 'node:fs/promises'
import type { FastifyInstance } from 'fastify'
import { withTenant } from '../db/tenant.js'
import { asLocale, translate } from '../i18n/translate.js'
import { channelOf, publishPush } from '../notifications/publish.js'
import { tellFileReady } from '../notifications/file-ready.js'
import type { JobContext } from '../jobs/index.js'
import type { Cursor } from './base.js'
import type { ReportContext, ReportDefinition } from './definition.js'
import type { ReportOptions, ReportScope } from './options.js'
import type { ReportTable } from './tables.js'
import { extensionOf, mimeOf, openWriter } from './writers.js'
import type { Selectable } from 'kysely'
import { enqueueWebhooks } from '../webhooks/enqueue.js'

export const REPORT_TASK = 'report.generate'
/** Rows per database round trip: big enough to be quick, small enough to stay out of memory. */
const BATCH = 2000
/** The shortest time between two progress pushes of one report. */
const PROGRESS_MS = 250

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

async function finish(
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

/**
 * The report job: reads the report's rows in keyset batches (one short tenant transaction each)
 * and streams them into the file, pushing progress (rows done / total); then stores the file and
 * marks the report GENERATED, or ERROR with the reason once the last attempt fails. Run again
 * after a restart it starts over and overwrites its half-written file.
 */
export async function generateReport(ctx: JobContext, reports: ReadonlyMap<string, ReportDefinition>) {
  const { app, job } = ctx
  const db = app.database.db
  const tenantId = job.tenantId!
  const r = await withTenant(db, tenantId, (trx) =>
    trx.selectFrom('report').selectAll().where('reference', '=', job.reference).executeTakeFirst(),
  )
  if (!r || r.status !== 'GENERATING') return
  const locale = asLocale(r.locale)
  try {
    const def = reports.get(r.type)
    if (!def) throw new Error(`unknown report type ${r.type}`)
    const c: ReportContext = {
      scope: r.scope as unknown as ReportScope,
      options: r.options as ReportOptions,
      locale,
    }
    const total = await withTenant(db, tenantId, (trx) => def.count(trx, c))
    const stamp = r.created_at.replace(/[-:]/g, '').replace('T', '-').slice(0, 13)
    const fileName = `${r.type}-${stamp}.${extensionOf(r.format)}`
    const file = await app.files.target(tenantId, `reports/${r.reference}.${extensionOf(r.format)}`)
    const columns = def.columns(c.options)
    const writer = openWriter(
      r.format,
      file.path,
      translate(locale, `menu.report.${r.type}`),
      columns,
      locale,
    )
    const read = (after: Cursor | null) => {
      const next = withTenant(db, tenantId, (trx) => def.batch(trx, c, after, BATCH))
      // A read left in flight when the writer fails must not become an unhandled rejection.
      next.catch(() => undefined)
      return next
    }
    let pending = read(null)
    let done = 0
    let shownPct = -1
    let toldAt = 0
    let telling: Promise<void> = Promise.resolve()
    let after: Cursor | null
    do {
      const batch = await pending
      after = batch.next
      // The next batch is read while this one is written: the database and the writer work side
      // by side (two batches held at most), which nearly halves a large report's time.
      if (after) pending = read(after)
      await writer.rows(batch.rows)
      done += batch.rows.length
      const pct = total ? Math.min(99, Math.floor((done * 100) / total)) : 99
      // Progress is told at most every PROGRESS_MS and off the rows' path: each telling is a few
      // round trips, which on a busy database cost as much as writing the rows themselves.
      if (pct > shownPct && (shownPct < 0 || Date.now() - toldAt >= PROGRESS_MS)) {
        shownPct = pct
        toldAt = Date.now()
        const message = `${done}/${total}`
        telling = telling.then(async () => {
          await withTenant(db, tenantId, (trx) =>
            trx.updateTable('report').set({ progress: pct }).where('id', '=', r.id).execute(),
          )
          await ctx.progress(pct, message)
        })
        // Its failure is thrown at `await telling` below, not as an unhandled rejection meanwhile.
        telling.catch(() => undefined)
      }
    } while (after)
    await telling
    await writer.close()
    await finish(
      app,
      r,
      { status: 'GENERATED', progress: 100, file_name: fileName, file_extension: extensionOf(r.format) },
      file,
    )
  } catch (err) {
    if (job.attempt >= job.maxAttempts) {
      const reason = String((err as Error)?.message ?? err).slice(0, 480)
      await finish(app, r, { status: 'ERROR', error: reason })
    }
    throw err
  }
}
