import type { Selectable, Transaction } from 'kysely'
import type { FastifyInstance } from 'fastify'
import type { JobContext } from '../jobs/index.js'
import type { Database } from '../db/types.js'
import type { AuthContext } from '../auth/context.js'
import { badRequest, fieldError } from '../http/errors.js'
import { getRecord } from '../registries/reader.js'
import { enqueueJob } from '../jobs/queue.js'
import { withTenant } from '../db/tenant.js'
import { asLocale, type Locale } from '../i18n/translate.js'

/**
 * The steps every PDF an event's tab asks for goes through (documents and badges): a row that is
 * GENERATING until its job stores the file (DONE) or gives up (FAILED), the job queued with the
 * request, the template the row names filled with the event's data, the file recorded with the
 * row marked done in one transaction.
 */
type Trx = Transaction<Database>
export type RenderedTable = 'event_document' | 'badge_batch'

/** The id of the template the request names, or 400 on `template`. */
export function askedTemplateId(body: { template?: { id?: unknown } }) {
  const templateId = Number(body.template?.id)
  if (!Number.isSafeInteger(templateId) || templateId < 1)
    throw badRequest([fieldError('template', 'error.required')])
  return templateId
}

/** The template to fill: an active one of `type`, else 400 on `template`. */
export async function activeTemplate(trx: Trx, templateId: number, type: string) {
  const template = await getRecord(trx, 'template', templateId)
  if (!template || template.active === false || template.type !== type)
    throw badRequest([fieldError('template', 'documents.templateMissing')])
  return template
}

/** Queues the row's rendering with the request and keeps the job's reference on the row. */
export async function queueRendering(
  trx: Trx,
  auth: AuthContext,
  table: RenderedTable,
  id: number,
  job: { task: string; payload: Record<string, unknown>; locale: Locale },
) {
  const queued = await enqueueJob(trx, {
    task: job.task,
    tenantId: auth.tenantId!,
    ownerEmail: auth.email,
    // The asker's language travels with the job: they are told in it when the file is ready.
    payload: { ...job.payload, locale: job.locale },
    maxAttempts: 3,
  })
  await trx.updateTable(table).set({ job_reference: queued.reference }).where('id', '=', id).execute()
  return queued
}

/** The language the asker is told in when the file is ready (the file itself is in the establishment's). */
export const askerLocale = (job: JobContext['job'], fallback: Locale) =>
  asLocale((job.payload as { locale?: string }).locale ?? fallback)

/** A row still GENERATING gives up: FAILED, with the error the tab shows. */
export const markFailed = (app: FastifyInstance, tenantId: number, table: RenderedTable, id: number) =>
  withTenant(app.database.db, tenantId, (trx) =>
    trx
      .updateTable(table)
      .set({ status: 'FAILED', error: 'documents.generationFailed' })
      .where('id', '=', id)
      .where('status', '=', 'GENERATING')
      .execute(),
  )

/**
 * The job that renders one row (the payload's `idKey`): retried by the queue; after the last
 * attempt the row says FAILED instead of GENERATING.
 */
export function registerRenderingTask(
  app: FastifyInstance,
  task: string,
  table: RenderedTable,
  idKey: string,
  render: (ctx: JobContext, id: number) => Promise<void>,
) {
  app.jobs.register(task, async (ctx) => {
    const id = (ctx.job.payload as Record<string, number>)[idKey]
    try {
      await render(ctx, id)
    } catch (err) {
      if (ctx.job.attempt >= ctx.job.maxAttempts) await markFailed(app, ctx.job.tenantId!, table, id)
      throw err
    }
  })
}

/** The row still to render, its event and its template's body; undefined once it is no longer GENERATING. */
export async function renderingInput<T extends RenderedTable>(trx: Trx, table: T, id: number) {
  const row = await trx
    .selectFrom(table as RenderedTable)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row || row.status !== 'GENERATING') return undefined
  const event = await trx
    .selectFrom('event')
    .selectAll()
    .where('id', '=', row.event_id)
    .executeTakeFirstOrThrow()
  const template = await getRecord(trx, 'template', row.template_id)
  return { row: row as Selectable<Database[T]>, event, body: String(template?.body ?? '') }
}

/**
 * Stores the PDF and, in one transaction, records its file, marks the row DONE with it (and
 * `done`'s other columns) and runs `then` (webhooks, the asker's notification).
 */
export async function storeRendered(
  app: FastifyInstance,
  tenantId: number,
  table: RenderedTable,
  file: { rowId: number; name: string; bytes: Buffer; createdBy: number | null },
  done: Record<string, unknown>,
  then: (trx: Trx) => Promise<void>,
) {
  const key = await app.files.put(tenantId, file.bytes)
  await withTenant(app.database.db, tenantId, async (trx) => {
    const stored = await app.files.record(trx, tenantId, {
      kind: 'DOCUMENT',
      name: file.name,
      mime: 'application/pdf',
      size: file.bytes.length,
      key,
      createdBy: file.createdBy,
    })
    await trx
      .updateTable(table)
      .set({ status: 'DONE', file_id: stored.id, ...done })
      .where('id', '=', file.rowId)
      .execute()
    await then(trx)
  })
}
