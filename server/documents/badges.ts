import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import type { AuthContext } from '../auth/context.js'
import { badRequest, fieldError } from '../http/errors.js'
import { readableEvent } from '../events/event-lock.js'
import { listRequesters } from '../events/requesters.js'
import { labelsOf } from '../registries/reader.js'
import type { Locale } from '../i18n/translate.js'
import { activeTemplate, askedTemplateId, queueRendering } from './rendering.js'

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
  const templateId = askedTemplateId(b)
  if (b.requesters !== undefined && !Array.isArray(b.requesters))
    throw badRequest([fieldError('requesters', 'error.invalidValue')])
  await readableEvent(trx, auth, eventId)
  await activeTemplate(trx, templateId, 'BADGE')
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
  const job = await queueRendering(trx, auth, 'badge_batch', batch.id, {
    task: BADGE_TASK,
    payload: { batchId: batch.id },
    locale,
  })
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
