import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import type { AuthContext } from '../auth/context.js'
import { badRequest, conflict, fieldError, notFound, type FieldError } from '../http/errors.js'
import { lockEventForChange, readableEvent } from '../events/event-lock.js'
import { enqueueJob } from '../jobs/queue.js'
import type { Envelope } from '../integrations/esign/port.js'
import { assertMayWrite } from './document-request.js'
import { documentToChange } from './document-repository.js'

type Trx = Transaction<Database>
export const SEND_TASK = 'esign.send'
export const STATUS_TASK = 'esign.status'

/** What the document keeps of its envelope (`event_document.signature`). */
export interface SignatureState {
  /** SENDING until the service answers; then the envelope's: SENT, COMPLETED, DECLINED, CANCELLED; ERROR when the send failed for good. */
  status: 'SENDING' | 'ERROR' | Envelope['status']
  signers: Envelope['signers']
  envelopeId: string | null
  reference: string
  requestedAt: string
  updatedAt: string
  error: string | null
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const now = () => new Date().toISOString().slice(0, 19)

function validSigners(body: unknown) {
  const signers = (body as { signers?: unknown } | null)?.signers
  if (!Array.isArray(signers) || signers.length === 0)
    throw badRequest([fieldError('signers', 'error.required')])
  const errors: FieldError[] = []
  const seen = new Set<string>()
  const clean = signers.map((s: { name?: unknown; email?: unknown }, i) => {
    const name = typeof s?.name === 'string' ? s.name.trim() : ''
    const email = typeof s?.email === 'string' ? s.email.trim().toLowerCase() : ''
    if (!name) errors.push(fieldError(`signers[${i}].name`, 'error.required'))
    if (!email) errors.push(fieldError(`signers[${i}].email`, 'error.required'))
    else if (!EMAIL.test(email) || seen.has(email))
      errors.push(fieldError(`signers[${i}].email`, 'error.invalidValue'))
    seen.add(email)
    return { name: name.slice(0, 200), email: email.slice(0, 200) }
  })
  if (errors.length) throw badRequest(errors)
  return clean
}

/**
 * Sends a generated budget, contract or BEO for signature: checked and recorded in the business
 * transaction (SENDING, signers pending) with the `esign.send` job that calls the service's port;
 * its answer (the envelope) is stored by `storeEnvelope`.
 */
export async function requestSignature(
  trx: Trx,
  auth: AuthContext,
  eventId: number,
  id: number,
  body: unknown,
) {
  const signers = validSigners(body)
  await lockEventForChange(trx, auth, eventId, undefined, 'action')
  const doc = await documentToChange(trx, eventId, id)
  if (!doc) throw notFound()
  assertMayWrite(auth, doc.document_type)
  if (doc.status !== 'DONE' || !doc.file_id) throw conflict('documents.notReady')
  if (doc.signing) throw conflict('documents.hasActiveSignatures')
  const job = await enqueueJob(trx, {
    task: SEND_TASK,
    tenantId: auth.tenantId!,
    ownerEmail: auth.email,
    payload: { document: { fileId: doc.file_id, name: doc.name, reference: String(doc.id) }, signers },
    maxAttempts: 3,
  })
  const state: SignatureState = {
    status: 'SENDING',
    signers: signers.map((s) => ({ ...s, status: 'PENDING', at: null })),
    envelopeId: null,
    reference: job.reference,
    requestedAt: now(),
    updatedAt: now(),
    error: null,
  }
  await trx
    .updateTable('event_document')
    .set({ signature: JSON.stringify(state) })
    .where('id', '=', doc.id)
    .execute()
  return state
}

/**
 * The document's signature as last known. While the envelope is out (SENT) reading it also queues
 * one `esign.status` job (never two at once), so a screen that polls sees signers sign.
 */
export async function readSignature(trx: Trx, auth: AuthContext, eventId: number, id: number) {
  await readableEvent(trx, auth, eventId)
  const doc = await trx
    .selectFrom('event_document')
    .select(['id', 'signature'])
    .where('event_id', '=', eventId)
    .where('id', '=', id)
    .executeTakeFirst()
  if (!doc) throw notFound()
  const state = (doc.signature ?? null) as SignatureState | null
  if (state?.status === 'SENT' && state.envelopeId) {
    const pending = await trx
      .selectFrom('job')
      .select('id')
      .where('task', '=', STATUS_TASK)
      .where('status', 'in', ['QUEUED', 'RUNNING'])
      .where(sql<boolean>`payload->>'envelopeId' = ${state.envelopeId}`)
      .executeTakeFirst()
    if (!pending)
      await enqueueJob(trx, {
        task: STATUS_TASK,
        tenantId: auth.tenantId!,
        payload: { envelopeId: state.envelopeId, documentId: doc.id },
        maxAttempts: 1,
      })
  }
  return state ?? { status: null }
}
