import type { Transaction } from 'kysely'
import type { FastifyInstance } from 'fastify'
import QRCode from 'qrcode'
import type { Database } from '../db/types.js'
import type { AuthContext } from '../auth/guard.js'
import { badRequest, fieldError } from '../http/errors.js'
import { readableEvent } from '../events/event-lock.js'
import { listRequesters } from '../events/requesters.js'
import { getRecord, labelsOf } from '../registries/reader.js'
import { enqueueJob } from '../jobs/queue.js'
import { withTenant } from '../db/tenant.js'
import { tellFileReady } from '../notifications/file-ready.js'
import { asLocale, translate, type Locale } from '../i18n/translate.js'
import { templateNodes } from './html.js'
import { fillTemplate } from './fill.js'
import { renderPdf } from './pdf.js'
import { eventFillData } from './event-data.js'

type Trx = Transaction<Database>
export const BADGE_TASK = 'documents.badges'

/**
 * Asks for badges (DESIGN.md wave 2): a BADGE template and the event's active requesters chosen
 * (none named: all of them). Badges change nothing on the event, so seeing it is enough. The
 * request and its job are one transaction; the answer's reference downloads the PDF when done.
 */
export async function requestBadges(
  trx: Trx,
  auth: AuthContext,
  eventId: number,
  body: unknown,
  locale: Locale,
) {
  const b = (body ?? {}) as { template?: { id?: unknown }; requesters?: unknown }
  const templateId = Number(b.template?.id)
  if (!Number.isSafeInteger(templateId) || templateId < 1)
    throw badRequest([fieldError('template', 'error.required')])
  if (b.requesters !== undefined && !Array.isArray(b.requesters))
    throw badRequest([fieldError('requesters', 'error.invalidValue')])
  await readableEvent(trx, auth, eventId)
  const template = await getRecord(trx, 'template', templateId)
  if (!template || template.active === false || template.type !== 'BADGE')
    throw badRequest([fieldError('template', 'documents.templateMissing')])
  const active = (await listRequesters(trx, eventId)).filter((r) => r.situation === 'ACTIVE')
  const asked = ((b.requesters as { id?: unknown }[] | undefined) ?? []).map((r) => Number(r?.id))
  const errors = asked.flatMap((id, i) =>
    active.some((r) => r.id === id) ? [] : [fieldError(`requesters[${i}].id`, 'error.invalidValue')],
  )
  if (errors.length) throw badRequest(errors)
  const ids = asked.length ? [...new Set(asked)] : active.map((r) => r.id)
  if (!ids.length) throw badRequest([fieldError('requesters', 'documents.noRequesters')])
  const batch = await trx
    .insertInto('badge_batch')
    .values({
      tenant_id: auth.tenantId!,
      event_id: eventId,
      template_id: templateId,
      requester_ids: JSON.stringify(ids),
      created_by: auth.eventsUserId,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const job = await enqueueJob(trx, {
    task: BADGE_TASK,
    tenantId: auth.tenantId!,
    ownerEmail: auth.email,
    // The asker's language travels with the job: they are told in it when the file is ready.
    payload: { batchId: batch.id, locale },
    maxAttempts: 3,
  })
  await trx
    .updateTable('badge_batch')
    .set({ job_reference: job.reference })
    .where('id', '=', batch.id)
    .execute()
  return { id: batch.id, reference: job.reference, status: 'GENERATING' as const, count: ids.length }
}

/** The event's badge requests, newest first (the badge tab shows their state and downloads). */
export async function listBadges(trx: Trx, auth: AuthContext, eventId: number) {
  await readableEvent(trx, auth, eventId)
  const rows = await trx
    .selectFrom('badge_batch')
    .selectAll()
    .where('event_id', '=', eventId)
    .orderBy('id', 'desc')
    .limit(50)
    .execute()
  const names = await labelsOf(
    trx,
    'template',
    rows.map((r) => r.template_id),
  )
  return rows.map((r) => ({
    id: r.id,
    reference: r.job_reference,
    status: r.status,
    error: r.error,
    template: { id: r.template_id, name: names.get(r.template_id) ?? null },
    count: r.requester_ids.length,
    mine: r.created_by === auth.eventsUserId,
    createdAt: r.created_at,
  }))
}

/** `documents.badges`: one page per requester (name, company, event, QR code), one PDF, a notification. */
export function registerBadgeTask(app: FastifyInstance) {
  const store = app.files
  const db = app.database.db
  const setStatus = (tenantId: number, id: number, set: { status: 'FAILED'; error: string }) =>
    withTenant(db, tenantId, (trx) =>
      trx
        .updateTable('badge_batch')
        .set(set)
        .where('id', '=', id)
        .where('status', '=', 'GENERATING')
        .execute(),
    )
  app.jobs.register(BADGE_TASK, async ({ job, progress }) => {
    const tenantId = job.tenantId!
    const { batchId } = job.payload as { batchId: number }
    try {
      const input = await withTenant(db, tenantId, async (trx) => {
        const batch = await trx
          .selectFrom('badge_batch')
          .selectAll()
          .where('id', '=', batchId)
          .executeTakeFirst()
        if (!batch || batch.status !== 'GENERATING') return undefined
        const event = await trx
          .selectFrom('event')
          .selectAll()
          .where('id', '=', batch.event_id)
          .executeTakeFirstOrThrow()
        const template = await getRecord(trx, 'template', batch.template_id)
        const filled = await eventFillData(trx, event, { number: 0, version: 0 }, store.read)
        const all = await listRequesters(trx, event.id)
        const people = await labelsOf(
          trx,
          'person',
          all.map((r) => r.person?.id).filter((n): n is number => !!n),
        )
        const requesters = batch.requester_ids
          .map((id) => all.find((r) => r.id === id))
          .filter((r) => !!r)
          .map((r) => ({ ...r, name: r.name || (r.person ? people.get(r.person.id) : '') || '' }))
        return { batch, event, body: String(template?.body ?? ''), requesters, ...filled }
      })
      if (!input) return
      await progress(30)
      const { batch, event, data, locale } = input
      const nodes = templateNodes(input.body)
      const pages = []
      for (const r of input.requesters) {
        const qrcode = await QRCode.toBuffer(`EVENTDESK:${event.id}:${r.id}:${r.name}`, {
          errorCorrectionLevel: 'M',
          margin: 1,
          width: 240,
        })
        const values = {
          ...data.values,
          'badge.name': r.name,
          'badge.email': r.email ?? '',
          'badge.company': data.values['customer.name'] ?? '',
        }
        pages.push(fillTemplate(nodes, { ...data, values, qrcode }, (k) => translate(locale, k)))
      }
      const title = `${translate(locale, 'resources.template.enums.type.BADGE')} - ${event.name}`
      const bytes = await renderPdf(pages, { size: 'A6', title, logo: data.logo })
      await progress(80)
      const key = await store.put(tenantId, bytes)
      const fileName = `${title}.pdf`
      await withTenant(db, tenantId, async (trx) => {
        const file = await store.record(trx, tenantId, {
          kind: 'DOCUMENT',
          name: fileName,
          mime: 'application/pdf',
          size: bytes.length,
          key,
          createdBy: batch.created_by,
        })
        await trx
          .updateTable('badge_batch')
          .set({ status: 'DONE', file_id: file.id })
          .where('id', '=', batch.id)
          .execute()
        if (batch.created_by)
          await tellFileReady(trx, {
            tenantId,
            to: { eventsUserId: batch.created_by },
            // The badges are in the establishment's language; their asker is told in theirs.
            locale: asLocale((job.payload as { locale?: string }).locale ?? locale),
            kind: 'BADGE',
            reference: job.reference,
            fileName,
            subject: { key: 'documents.badgesReady.subject', params: { event: event.name } },
            description: {
              key: 'documents.badgesReady.description',
              params: { count: pages.length, event: event.name },
            },
          })
      })
    } catch (err) {
      // Retried by the queue; after the last attempt the request says so instead of GENERATING.
      if (job.attempt >= job.maxAttempts)
        await setStatus(tenantId, batchId, { status: 'FAILED', error: 'documents.generationFailed' })
      throw err
    }
  })
}
