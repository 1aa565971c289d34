import { withTenant } from '../db/tenant.js'
import { asLocale, translate } from '../i18n/translate.js'
import type { JobContext } from '../jobs/index.js'
import type { Cursor } from './base.js'
import type { ReportContext, ReportDefinition } from './definition.js'
import type { ReportOptions, ReportScope } from './options.js'
import { extensionOf, openWriter } from './writers.js'
import { finishReport } from './finish.js'
import { columnsOfRun } from './run-columns.js'

export const REPORT_TASK = 'report.generate'
/** Rows per database round trip: big enough to be quick, small enough to stay out of memory. */
const BATCH = 2000
/** The shortest time between two progress pushes of one report. */
const PROGRESS_MS = 250

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
    const columns = await withTenant(db, tenantId, (trx) => columnsOfRun(def, trx, c))
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
    await finishReport(
      app,
      r,
      { status: 'GENERATED', progress: 100, file_name: fileName, file_extension: extensionOf(r.format) },
      file,
    )
  } catch (err) {
    if (job.attempt >= job.maxAttempts) {
      const reason = String((err as Error)?.message ?? err).slice(0, 480)
      await finishReport(app, r, { status: 'ERROR', error: reason })
    }
    throw err
  }
}
