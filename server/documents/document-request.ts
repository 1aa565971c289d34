import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { hasFeature, type AuthContext } from '../auth/context.js'
import { AppError, badRequest, conflict, fieldError } from '../http/errors.js'
import { lockEventForChange } from '../events/event-lock.js'
import { takeDocumentSequence } from '../configuration/repository.js'
import type { Locale } from '../i18n/translate.js'
import { jsonStore } from '../events/items/store.js'
import type { DocumentType } from './tables.js'
import { documentWriteFeature } from '../../common/documents/features.js'
import { activeTemplate, askedTemplateId, queueRendering } from './rendering.js'

type Trx = Transaction<Database>
export const GENERATE_TASK = 'documents.generate'
export const DOCUMENT_TYPES: DocumentType[] = ['BUDGET', 'CONTRACT', 'BEO', 'COMMISSION']

/** Spec §6: creating or changing a budget or a contract document is an action permission of its own. */
export function assertMayWrite(auth: AuthContext, type: DocumentType) {
  const feature = documentWriteFeature[type]
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
  const templateId = askedTemplateId(b)
  await lockEventForChange(trx, auth, eventId, undefined, 'action')
  assertMayWrite(auth, type)
  await activeTemplate(trx, templateId, type)
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
  const job = await queueRendering(trx, auth, 'event_document', doc.id, {
    task: GENERATE_TASK,
    payload: { documentId: doc.id },
    locale,
  })
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
