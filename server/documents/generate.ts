import { sql, type Transaction } from 'kysely'
import type { FastifyInstance } from 'fastify'
import type { JobContext } from '../jobs/index.js'
import type { Database } from '../db/types.js'
import { hasFeature, type AuthContext } from '../auth/guard.js'
import { AppError, badRequest, conflict, fieldError } from '../http/errors.js'
import { lockEventForChange } from '../events/event-lock.js'
import { takeDocumentSequence } from '../configuration/repository.js'
import { getRecord } from '../registries/reader.js'
import { enqueueJob } from '../jobs/queue.js'
import { withTenant } from '../db/tenant.js'
import { tellFileReady } from '../notifications/file-ready.js'
import { asLocale, translate, type Locale } from '../i18n/translate.js'
import { templateNodes } from './html.js'
import { fillTemplate } from './fill.js'
import { renderPdf } from './pdf.js'
import { eventFillData } from './event-data.js'
import type { DocumentType } from './tables.js'
import { beoRevision, withChangesFirst } from './beo-revision.js'
import { commissionPages } from './commission-data.js'
import { jsonStore } from '../events/items/store.js'
import { computeSummary, pricedFingerprint } from '../events/summary.js'
import { enqueueWebhooks } from '../webhooks/enqueue.js'

type Trx = Transaction<Database>
export const GENERATE_TASK = 'documents.generate'
export const DOCUMENT_TYPES: DocumentType[] = ['BUDGET', 'CONTRACT', 'BEO', 'COMMISSION']

/** Spec §6: creating or changing a budget or a contract document is an action permission of its own. */
const typeFeature: Partial<Record<DocumentType, string>> = {
  BUDGET: 'ACTION_BUDGET_DOCUMENT',
  CONTRACT: 'ACTION_CONTRACT_DOCUMENT',
}
export function assertMayWrite(auth: AuthContext, type: DocumentType) {
  const feature = typeFeature[type]
  if (feature && !hasFeature(auth, feature)) throw new AppError(403, 'error.forbidden')
}

/** A signature being sent or waiting for signers blocks regenerating and deleting (spec §8). */
export const ACTIVE_SIGNATURE = sql<boolean>`coalesce(signature->>'status', '') in ('SENDING', 'SENT')`

/**
 * Asks for a document: checks the template, takes the next number of the tenant's document
 * sequence and the next version of the event's documents of that type, marks the event as having
 * a budget or contract and queues the rendering, all in one transaction (the event row is locked,
 * so two requests for one event get versions one after the other).
 */
export async function requestDocument(
  trx: Trx,
  auth: AuthContext,
  eventId: number,
  body: unknown,
  locale: Locale,
) {
  const b = (body ?? {}) as { documentType?: unknown; template?: { id?: unknown } }
  const type = b.documentType as DocumentType
  if (!DOCUMENT_TYPES.includes(type)) throw badRequest([fieldError('documentType', 'error.invalidValue')])
  const templateId = Number(b.template?.id)
  if (!Number.isSafeInteger(templateId) || templateId < 1)
    throw badRequest([fieldError('template', 'error.required')])
  await lockEventForChange(trx, auth, eventId, undefined, 'action')
  assertMayWrite(auth, type)
  const template = await getRecord(trx, 'template', templateId)
  if (!template || template.active === false || template.type !== type)
    throw badRequest([fieldError('template', 'documents.templateMissing')])
  const busy = await trx
    .selectFrom('event_document')
    .select('id')
    .where('event_id', '=', eventId)
    .where('document_type', '=', type)
    .where(ACTIVE_SIGNATURE)
    .executeTakeFirst()
  if (busy) throw conflict('documents.hasActiveSignatures')
  // A commission document shows the event's commission responsibles: without any it would be empty.
  if (type === 'COMMISSION' && !(await jsonStore('commission').list(trx, eventId)).length)
    throw badRequest([fieldError('documentType', 'documents.noCommission')])
  const { last } = await trx
    .selectFrom('event_document')
    .select(sql<number>`coalesce(max(version), 0)`.as('last'))
    .where('event_id', '=', eventId)
    .where('document_type', '=', type)
    .executeTakeFirstOrThrow()
  const number = await takeDocumentSequence(trx, auth.tenantId!)
  const doc = await trx
    .insertInto('event_document')
    .values({
      tenant_id: auth.tenantId!,
      event_id: eventId,
      document_type: type,
      template_id: templateId,
      number,
      version: Number(last) + 1,
      created_by: auth.eventsUserId,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch((e: { code?: string; constraint?: string }) => {
      // Cannot happen through the sequence (it takes a number above all issued, under its lock); a
      // row written some other way is still a conflict to retry, not a server error.
      if (e.code === '23505' && e.constraint === 'event_document_tenant_id_number_key')
        throw conflict('documents.numberTaken')
      throw e
    })
  const job = await enqueueJob(trx, {
    task: GENERATE_TASK,
    tenantId: auth.tenantId!,
    ownerEmail: auth.email,
    // The asker's language travels with the job: they are told in it when the file is ready.
    payload: { documentId: doc.id, locale },
    maxAttempts: 3,
  })
  await trx
    .updateTable('event_document')
    .set({ job_reference: job.reference })
    .where('id', '=', doc.id)
    .execute()
  if (type === 'BUDGET' || type === 'CONTRACT')
    await trx
      .updateTable('event')
      .set(type === 'BUDGET' ? { has_budget: true } : { has_contract: true })
      .where('id', '=', eventId)
      .execute()
  return {
    id: doc.id,
    reference: job.reference,
    status: 'GENERATING' as const,
    number,
    version: Number(last) + 1,
  }
}

/** `documents.generate`: fills the template with the event's current data, renders, stores, notifies. */
export function registerGenerateTask(app: FastifyInstance) {
  const store = app.files
  const markFailed = (tenantId: number, documentId: number) =>
    withTenant(app.database.db, tenantId, (trx) =>
      trx
        .updateTable('event_document')
        .set({ status: 'FAILED', error: 'documents.generationFailed' })
        .where('id', '=', documentId)
        .where('status', '=', 'GENERATING')
        .execute(),
    )
  app.jobs.register(GENERATE_TASK, async (ctx) => {
    const { documentId } = ctx.job.payload as { documentId: number }
    try {
      await generate(ctx, documentId)
    } catch (err) {
      // Retried by the queue; after the last attempt the document says so instead of GENERATING.
      if (ctx.job.attempt >= ctx.job.maxAttempts) await markFailed(ctx.job.tenantId!, documentId)
      throw err
    }
  })

  async function generate({ job, progress }: JobContext, documentId: number) {
    const tenantId = job.tenantId!
    const db = app.database.db
    const input = await withTenant(db, tenantId, async (trx) => {
      const doc = await trx
        .selectFrom('event_document')
        .selectAll()
        .where('id', '=', documentId)
        .executeTakeFirst()
      if (!doc || doc.status !== 'GENERATING') return undefined
      const event = await trx
        .selectFrom('event')
        .selectAll()
        .where('id', '=', doc.event_id)
        .executeTakeFirstOrThrow()
      const template = await getRecord(trx, 'template', doc.template_id)
      const filled = await eventFillData(trx, event, doc, store.read)
      const beo = doc.document_type === 'BEO' ? await beoRevision(trx, event, doc, filled.locale) : undefined
      const pages =
        doc.document_type === 'COMMISSION'
          ? await commissionPages(trx, event, filled.locale, filled.money)
          : undefined
      // What the document's money is made from, read with its data: the tab compares it later.
      const summary = await computeSummary(trx, event)
      const madeFrom = {
        total: summary.total,
        event_version: event.version,
        priced: pricedFingerprint(summary),
      }
      return { doc, event, body: String(template?.body ?? ''), beo, pages, madeFrom, ...filled }
    })
    if (!input) return
    await progress(40)
    const { doc, event, data, locale, beo, pages } = input
    const title = `${translate(locale, `resources.template.enums.type.${doc.document_type}`)} ${doc.number}`
    const t = (k: string) => translate(locale, k)
    let template = templateNodes(input.body)
    if (beo) {
      Object.assign(data.tables, beo.tables)
      Object.assign(data.values, beo.values)
      template = withChangesFirst(template, beo, t)
    }
    // A commission document is the template once per responsible, each on its own page.
    const filled = (pages ?? [{}]).map((p: Partial<typeof data>) =>
      fillTemplate(
        template,
        { ...data, values: { ...data.values, ...p.values }, tables: { ...data.tables, ...p.tables } },
        t,
      ),
    )
    // Rendering the same data again fails the same way: the document says so instead of retrying.
    const bytes = await renderPdf(filled, { size: 'A4', title, logo: data.logo }).catch(
      async (err: Error) => {
        await markFailed(tenantId, doc.id)
        app.log.warn({ err, documentId: doc.id }, 'document rendering failed')
        return undefined
      },
    )
    if (!bytes) return
    await progress(80)
    const key = await store.put(tenantId, bytes)
    const fileName = `${title} - ${event.name}.pdf`
    await withTenant(db, tenantId, async (trx) => {
      const file = await store.record(trx, tenantId, {
        kind: 'DOCUMENT',
        name: fileName,
        mime: 'application/pdf',
        size: bytes.length,
        key,
        createdBy: doc.created_by,
      })
      await trx
        .updateTable('event_document')
        .set({
          status: 'DONE',
          file_id: file.id,
          ...input.madeFrom,
          ...(beo && { beo_lines: JSON.stringify(beo.lines), changes: JSON.stringify(beo.summary) }),
        })
        .where('id', '=', doc.id)
        .execute()
      await enqueueWebhooks(trx, 'document.generated', {
        eventId: event.id,
        documentId: doc.id,
        documentType: doc.document_type,
        number: doc.number,
      })
      if (doc.created_by) {
        // The document is in the establishment's language; its asker is told in theirs.
        const reader = asLocale((job.payload as { locale?: string }).locale ?? locale)
        const readerTitle = `${translate(reader, `resources.template.enums.type.${doc.document_type}`)} ${doc.number}`
        await tellFileReady(trx, {
          tenantId,
          to: { eventsUserId: doc.created_by },
          locale: reader,
          kind: 'DOCUMENT',
          reference: job.reference,
          fileName,
          subject: { key: 'documents.ready.subject', params: { title: readerTitle } },
          description: {
            key: 'documents.ready.description',
            params: { title: readerTitle, event: event.name },
          },
        })
      }
    })
  }
}
