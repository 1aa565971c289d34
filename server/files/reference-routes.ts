import fs from 'node:fs'
import type { FastifyInstance } from 'fastify'
import type { Transaction } from 'kysely'
import type { AuthContext } from '../auth/context.js'
import type { Database } from '../db/types.js'
import { fileOf } from '../http/answers.js'
import { notFound } from '../http/errors.js'
import { findStoredFile } from './repository.js'

/**
 * Finds the stored file a job reference names for the asker, or null: each domain that makes files
 * in jobs (reports, documents, badges) registers one and decides who may have it (its owner).
 */
export type ReferenceResolver = (
  trx: Transaction<Database>,
  reference: string,
  auth: AuthContext,
) => Promise<{ fileId: number; name: string } | null>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** `GET /events/file/r/{reference}` (platform.md §7): the finished file of a job, 404 for anyone else's. */
export async function referenceRoutes(app: FastifyInstance, resolvers: ReferenceResolver[]) {
  app.get<{ Params: { reference: string } }>(
    '/events/file/r/:reference',
    {
      schema: {
        tags: ['files'],
        params: {
          type: 'object',
          required: ['reference'],
          properties: { reference: { type: 'string', maxLength: 100 } },
        },
        // What the jobs make: documents and badges in PDF, reports in PDF, XLSX or CSV.
        response: fileOf(
          'application/pdf',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'text/csv',
        ),
      },
    },
    async (request, reply) => {
      const { reference } = request.params
      if (!UUID.test(reference)) throw notFound()
      const file = await request.withTenant(async (trx) => {
        for (const resolve of resolvers) {
          const found = await resolve(trx, reference, request.auth)
          if (found) return findStoredFile(trx, found.fileId)
        }
        return undefined
      })
      if (!file) throw notFound()
      const ascii = file.name.replace(/[^\w.-]/g, '_')
      return reply
        .header('content-type', file.mime)
        .header('content-length', file.size)
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .send(fs.createReadStream(app.files.fullPath(file.storage_key)))
    },
  )
}
