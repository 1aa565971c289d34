import type { FastifyInstance, FastifyRequest } from 'fastify'
import { badRequest, fieldError, notFound } from '../../http/errors.js'
import { multipartParts } from '../../files/multipart-parts.js'
import { readableEvent } from '../event-lock.js'
import { attachmentKind } from './attachment.js'
import { attachmentType } from './attachment-types.js'
import { config } from './routes.js'
import { eventItemParams as params, eventParams } from '../../http/route-schemas.js'
import { writeItem } from './write.js'
import { validatorCompiler } from '../../registries/route-queries.js'
import { created, fileOf, writtenItemsOf } from '../../http/answers.js'

const tags = ['event attachment']
/** The upload as the document describes it; `upload` reads and checks the parts itself. */
const uploadBody = {
  type: 'object',
  required: ['file'],
  properties: {
    file: { type: 'string', contentMediaType: 'application/octet-stream', description: 'The one file.' },
    description: { type: 'string', maxLength: 500 },
    eventVersion: { type: 'integer', minimum: 1, description: 'Or in the query.' },
  },
}
type P = { Params: { eventId: number; id: number }; Querystring: { eventVersion?: string } }

/** Reads the one file part and the text fields; none, two or too large a file is a 400. */
async function upload(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest([fieldError('file', 'error.required')])
  let file: { name: string; bytes: Buffer } | undefined
  const fields: Record<string, string> = {}
  for await (const part of multipartParts(request, {
    fileSize: request.server.config.uploads.attachmentMaxBytes,
    files: 2,
    fields: 10,
  })) {
    if (part.type !== 'file') {
      fields[part.fieldname] = part.value
      continue
    }
    if (file) throw badRequest([fieldError('file', 'file.onlyOne')])
    file = { name: (part.filename || 'file').slice(0, 200), bytes: part.bytes }
  }
  if (!file) throw badRequest([fieldError('file', 'error.required')])
  const mime = attachmentType(file.name, file.bytes)
  if (!mime) throw badRequest([fieldError('file', 'file.unsupportedType')])
  return { ...file, mime, fields }
}

/** Upload (multipart, one file) and download of event attachments; list, PUT and DELETE are the shared routes. */
export async function attachmentRoutes(app: FastifyInstance) {
  const base = '/events/event/:eventId/attachment'

  app.post<P>(
    base,
    {
      config,
      validatorCompiler,
      schema: {
        tags,
        params: eventParams,
        consumes: ['multipart/form-data'],
        body: uploadBody,
        response: created(writtenItemsOf('attachment')),
      },
    },
    async (request, reply) => {
      // Another tenant's or a hidden event answers 404 / 403 before any upload is read.
      await request.withTenant((trx) => readableEvent(trx, request.auth, request.params.eventId))
      const { name, bytes, mime, fields } = await upload(request)
      const key = await app.files.put(request.auth.tenantId!, bytes)
      const body = { description: fields.description, file: { key, name, mime, size: bytes.length } }
      try {
        const answer = await writeItem(
          app,
          request.auth,
          attachmentKind,
          'add',
          request.params.eventId,
          request.query.eventVersion ?? fields.eventVersion,
          body,
        )
        return reply.status(201).send(answer)
      } catch (err) {
        await app.files.remove(key)
        throw err
      }
    },
  )

  app.get<P>(
    `${base}/:id/download`,
    { config, schema: { tags, params, response: fileOf('*/*') } },
    async (request, reply) => {
      const { eventId, id } = request.params
      const row = await request.withTenant(async (trx) => {
        await readableEvent(trx, request.auth, eventId)
        return (await attachmentKind.list(trx, eventId, id))[0]
      })
      if (!row) throw notFound()
      const bytes = await app.files.read(row.storageKey as string)
      const name = String(row.name)
      const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_')
      return reply
        .header('content-type', String(row.mime))
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .header('cache-control', 'private, no-store')
        .send(bytes)
    },
  )
}
