import type { FastifyInstance, FastifyRequest } from 'fastify'
import { SignJWT, jwtVerify } from 'jose'
import { AppError, badRequest, fieldError, forbidden, notFound } from '../http/errors.js'
import { withTenant } from '../db/tenant.js'
import { IMAGE_TYPES, sniffImage } from './storage.js'
import { multipartParts } from './multipart-parts.js'
import { imageFits } from './image-size.js'
import { findImage, findImageId } from './repository.js'
import { fileOf } from '../http/answers.js'
import { fileAnswers as answers } from './answers.js'
import { idParams } from '../http/route-schemas.js'
import { bodyCheckedByRoute as validatorCompiler } from '../http/body-checked-by-route.js'

const tags = ['files']
type TenantParams = { id?: number; tenantId?: number }
/** The upload as the document describes it; `singleFile` reads and checks the part itself. */
const imageBody = {
  type: 'object',
  required: ['file'],
  properties: {
    file: { type: 'string', contentMediaType: 'application/octet-stream', description: 'The image.' },
  },
}

/** Reads exactly one file part; more than one, none, too large or not an image are 400s. */
async function singleFile(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest([fieldError('file', 'error.required')])
  let file: { filename: string; bytes: Buffer } | undefined
  for await (const part of multipartParts(request, {
    fileSize: request.server.config.uploads.imageMaxBytes,
    files: 2,
  })) {
    if (part.type !== 'file') continue
    if (file) throw badRequest([fieldError('file', 'file.onlyOne')])
    file = { filename: part.filename || 'temp.jpeg', bytes: part.bytes }
  }
  if (!file) throw badRequest([fieldError('file', 'error.required')])
  return file
}

export async function imageRoutes(app: FastifyInstance) {
  const tokenSecret = app.authSecret

  const upload = (isPublic: boolean) => async (request: FastifyRequest<{ Params: TenantParams }>) => {
    if ((request.params.tenantId ?? request.params.id) !== request.auth.tenantId) throw forbidden()
    const { filename, bytes } = await singleFile(request)
    const mime = sniffImage(bytes)
    if (!mime) throw badRequest([fieldError('file', 'file.unsupportedType')])
    // Read from the header: an image may be small in bytes and huge once decoded (the logo is drawn in every document).
    if (imageFits(bytes) === 'imageTooLarge') throw badRequest([fieldError('file', 'error.imageTooLarge')])
    const key = await app.files.put(request.auth.tenantId, bytes)
    return request.withTenant(async (trx) =>
      app.files.record(trx, request.auth.tenantId!, {
        kind: 'IMAGE',
        name: filename,
        mime,
        size: bytes.length,
        key,
        public: isPublic,
        createdBy: request.auth.eventsUserId,
      }),
    )
  }
  const tenant = { type: 'integer', description: "The signed-in user's tenant (another is 403)." }
  const uploadSchema = (name: 'id' | 'tenantId') => ({
    tags,
    params: { type: 'object', required: [name], properties: { [name]: tenant } },
    consumes: ['multipart/form-data'],
    body: imageBody,
    response: answers.image,
  })
  // The spec's `/events/image/{tenantId}` is spelt `{id}` here: the same path as the image read
  // `/events/image/{id}`, which a document may hold only once (the value is the tenant's id).
  app.post('/events/image/:id', { validatorCompiler, schema: uploadSchema('id') }, upload(false))
  app.post(
    '/events/image/public/:tenantId',
    { validatorCompiler, schema: uploadSchema('tenantId') },
    upload(true),
  )

  // A short-lived token lets an <img> load a private image without the bearer header.
  app.get<{ Params: { id: number } }>(
    '/events/image/:id/temporary',
    { schema: { tags, params: idParams, response: answers.temporary } },
    async (request) => {
      const found = await request.withTenant((trx) => findImageId(trx, request.params.id))
      if (!found) throw notFound()
      const token = await new SignJWT({ img: request.params.id, tid: request.auth.tenantId })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('eventdesk-image')
        .setExpirationTime('10m')
        .sign(tokenSecret)
      return { token, url: `/events/image/${request.params.id}?token=${token}` }
    },
  )

  const send = async (
    tenantId: number,
    id: number,
    onlyPublic: boolean,
    reply: import('fastify').FastifyReply,
  ) => {
    const row = await withTenant(app.database.db, tenantId, (trx) => findImage(trx, id))
    if (!row || (onlyPublic && !row.public)) throw notFound()
    const bytes = await app.files.read(row.storage_key)
    return reply
      .header('content-type', row.mime)
      .header('cache-control', onlyPublic ? 'public, max-age=86400' : 'private, max-age=600')
      .send(bytes)
  }

  app.get<{ Params: { id: number }; Querystring: { token: string } }>(
    '/events/image/:id',
    {
      config: { public: true },
      schema: {
        tags,
        params: idParams,
        querystring: { type: 'object', required: ['token'], properties: { token: { type: 'string' } } },
        response: fileOf(...IMAGE_TYPES),
      },
    },
    async (request, reply) => {
      const claims = await jwtVerify(request.query.token, tokenSecret, { issuer: 'eventdesk-image' }).catch(
        () => {
          throw new AppError(401, 'auth.unauthorized', [], 'Invalid or expired image token')
        },
      )
      if (claims.payload.img !== request.params.id) throw forbidden()
      return send(Number(claims.payload.tid), request.params.id, false, reply)
    },
  )

  app.get<{ Params: { id: number }; Querystring: { 'tenant-id': number } }>(
    '/events/image-public/:id',
    {
      config: { public: true },
      schema: {
        tags,
        params: idParams,
        querystring: {
          type: 'object',
          required: ['tenant-id'],
          properties: { 'tenant-id': { type: 'integer', minimum: 1 } },
        },
        response: fileOf(...IMAGE_TYPES),
      },
    },
    (request, reply) => send(request.query['tenant-id'], request.params.id, true, reply),
  )
}
