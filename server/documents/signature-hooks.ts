import type { FastifyInstance } from 'fastify'
import { withTenant } from '../db/tenant.js'
import { AppError } from '../http/errors.js'
import { notify } from '../notifications/notify.js'
import { asLocale, translate } from '../i18n/translate.js'
import { readCompany } from '../establishment/repository.js'
import type { Envelope } from '../integrations/esign/port.js'
import { SEND_TASK, STATUS_TASK, type SignatureState } from './signature.js'
import { enqueueWebhooks } from '../webhooks/enqueue.js'
import { onTenantKey } from '../db/tenant-join.js'

const now = () => new Date().toISOString().slice(0, 19)
const FINAL = new Set(['COMPLETED', 'DECLINED', 'CANCELLED'])

/**
 * Keeps a document's signature in step with the e-signature service: the envelope of `esign.send`
 * (only for the request that is still SENDING under that job), each `esign.status` answer, and
 * ERROR when the send failed for good. The person who made the document hears when it ends.
 */
export function registerSignatureHooks(app: FastifyInstance) {
  const update = (
    tenantId: number,
    documentId: number,
    next: (s: SignatureState) => SignatureState | undefined,
  ) =>
    withTenant(app.database.db, tenantId, async (trx) => {
      const doc = await trx
        .selectFrom('event_document as d')
        .innerJoin('event as e', (j) => onTenantKey(j, 'e.id', 'd.event_id'))
        .select([
          'd.id',
          'd.event_id',
          'd.signature',
          'd.created_by',
          'd.number',
          'd.document_type',
          'e.name as eventName',
        ])
        .where('d.id', '=', documentId)
        .forUpdate('d')
        .executeTakeFirst()
      const before = doc?.signature as SignatureState | null | undefined
      const after = doc && before ? next(before) : undefined
      if (!doc || !before || !after) return
      await trx
        .updateTable('event_document')
        .set({ signature: JSON.stringify({ ...after, updatedAt: now() }) })
        .where('id', '=', doc.id)
        .execute()
      if (after.status === 'COMPLETED' && before.status !== 'COMPLETED')
        await enqueueWebhooks(trx, 'document.signed', {
          eventId: doc.event_id,
          documentId: doc.id,
          documentType: doc.document_type,
          number: doc.number,
        })
      if (!doc.created_by || FINAL.has(before.status) || !FINAL.has(after.status)) return
      const locale = asLocale((await readCompany(trx)).language)
      const title = `${translate(locale, `resources.template.enums.type.${doc.document_type}`)} ${doc.number}`
      const words = { title, event: doc.eventName }
      await notify(trx, {
        tenantId,
        toEventsUserId: doc.created_by,
        type: 'NOTIFICATION',
        subject: translate(locale, `documents.signature.${after.status}.subject`, words),
        description: translate(locale, `documents.signature.${after.status}.description`, words),
      })
    })
  const fromEnvelope = (s: SignatureState, e: Envelope): SignatureState => ({
    ...s,
    status: e.status,
    signers: e.signers,
    envelopeId: e.envelopeId,
    error: null,
  })

  app.integrations.onResult(SEND_TASK, async ({ job }, result) =>
    update(job.tenantId!, Number(job.payload.document.reference), (s) =>
      s.status === 'SENDING' && s.reference === job.reference
        ? fromEnvelope(s, result as Envelope)
        : undefined,
    ),
  )
  app.integrations.onResult(STATUS_TASK, async ({ job }, result) =>
    update(job.tenantId!, Number(job.payload.documentId), (s) =>
      s.envelopeId === job.payload.envelopeId && !FINAL.has(s.status)
        ? fromEnvelope(s, result as Envelope)
        : undefined,
    ),
  )
  app.integrations.onFailure(SEND_TASK, async ({ job }, error) =>
    update(job.tenantId!, Number(job.payload.document.reference), (s) =>
      s.status === 'SENDING' && s.reference === job.reference
        ? {
            ...s,
            status: 'ERROR',
            error: error instanceof AppError ? error.key : 'documents.signatureFailed',
          }
        : undefined,
    ),
  )
}
