import { eventItemParams as params, eventParams } from '../http/route-schemas.js'
import type { FastifyInstance } from 'fastify'
import { conflict, notFound } from '../http/errors.js'
import { lockEventForChange, readableEvent } from '../events/event-lock.js'
import { labelsOf } from '../registries/reader.js'
import { computeSummary, pricedFingerprint } from '../events/money/summary.js'
import { assertMayWrite, requestDocument } from './document-request.js'
import { deleteDocument, documentFile, documentsOfEvent, documentToChange } from './document-repository.js'
import { readSignature, requestSignature } from './signature.js'
import { documentAnswers } from './answers.js'
import { requestRoute } from './request-route.js'

const config = { feature: 'EVENT' }
const tags = ['event document']
const body = {
  type: 'object',
  properties: {
    documentType: { type: 'string', enum: ['BUDGET', 'CONTRACT', 'BEO', 'COMMISSION'] },
    template: { type: 'object', properties: { id: { type: 'integer' } } },
  },
}
type P = { Params: { eventId: number; id: number } }

/** The event's document tab (DESIGN.md wave 2 "Documents"): generate (202, a job), list, download, delete. */
export async function documentRoutes(app: FastifyInstance) {
  const base = '/events/event/:eventId/document'

  requestRoute(
    app,
    base,
    { config, schema: { tags, params: eventParams, body, response: documentAnswers.requested } },
    requestDocument,
  )

  app.get<P>(
    base,
    { config, schema: { tags, params: eventParams, response: documentAnswers.list } },
    async (request) =>
      request.withTenant(async (trx) => {
        const event = await readableEvent(trx, request.auth, request.params.eventId)
        const rows = await documentsOfEvent(trx, request.params.eventId)
        const names = await labelsOf(
          trx,
          'template',
          rows.map((r) => r.template_id),
        )
        // Out of date: the event's money is no longer what the document was made from (issue 33).
        const now = rows.some((r) => r.priced) ? pricedFingerprint(await computeSummary(trx, event)) : null
        return rows.map((r) => ({
          id: r.id,
          documentType: r.document_type,
          template: { id: r.template_id, name: names.get(r.template_id) ?? null },
          number: r.number,
          version: r.version,
          status: r.status,
          reference: r.job_reference,
          error: r.error,
          fileName: r.name,
          size: r.size,
          signature: r.signature ?? null,
          changes: r.changes ?? null,
          total: r.total === null ? null : Number(r.total),
          eventVersion: r.event_version,
          outdated: r.priced !== null && r.priced !== now,
          createdAt: r.created_at,
        }))
      }),
  )

  const signers = {
    type: 'object',
    properties: {
      signers: {
        type: 'array',
        items: { type: 'object', properties: { name: { type: 'string' }, email: { type: 'string' } } },
      },
    },
  }
  app.post<P & { Body: unknown }>(
    `${base}/:id/signature`,
    { config, schema: { tags, params, body: signers, response: documentAnswers.signature } },
    async (request, reply) => {
      const { eventId, id } = request.params
      const state = await request.withTenant((trx) =>
        requestSignature(trx, request.auth, eventId, id, request.body),
      )
      return reply.status(202).send(state)
    },
  )
  app.get<P>(
    `${base}/:id/signature`,
    { config, schema: { tags, params, response: documentAnswers.signatureState } },
    async (request) =>
      request.withTenant((trx) =>
        readSignature(trx, request.auth, request.params.eventId, request.params.id),
      ),
  )

  app.get<P>(
    `${base}/:id/file`,
    { config, schema: { tags, params, response: documentAnswers.file } },
    async (request, reply) => {
      const { eventId, id } = request.params
      const file = await request.withTenant(async (trx) => {
        await readableEvent(trx, request.auth, eventId)
        return documentFile(trx, eventId, id)
      })
      if (!file) throw notFound()
      const ascii = file.name.replace(/[^\x20-\x7e]|["\\]/g, '_')
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .header('cache-control', 'private, no-store')
        .send(await app.files.read(file.storage_key))
    },
  )

  app.delete<P>(
    `${base}/:id`,
    { config, schema: { tags, params, response: documentAnswers.removed } },
    async (request, reply) => {
      const { eventId, id } = request.params
      await request.withTenant(async (trx) => {
        await lockEventForChange(trx, request.auth, eventId, undefined, 'action')
        const doc = await documentToChange(trx, eventId, id)
        if (!doc) throw notFound()
        assertMayWrite(request.auth, doc.document_type)
        if (doc.signing) throw conflict('documents.hasActiveSignatures')
        await deleteDocument(trx, id)
        if (doc.file_id) {
          await app.files.forget(trx, request.auth.tenantId!, doc.file_id)
        }
      })
      return reply.status(204).send()
    },
  )
}
