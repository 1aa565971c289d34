import type { FastifyInstance } from 'fastify'
import { readableEvent } from '../event-lock.js'
import { auditInWords } from './audit-text.js'
import { auditTrail } from './audit.js'
import { readerLocale } from '../../i18n/reader-locale.js'
import { anyArray, ok } from '../../http/answers.js'

const config = { feature: 'EVENT' }
const tags = ['events']

/** The event's audit trail, in words in the reader's language (docs/decisions/0014-audit-trail-in-words.md) */
export async function eventAuditRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { eventId: number; language?: string } }>(
    '/events/event/audit',
    {
      config,
      schema: {
        response: ok(anyArray),
        tags,
        summary:
          'Audit trail of an event, newest first, with labels and values in words in the asked language',
        querystring: {
          type: 'object',
          required: ['eventId'],
          properties: {
            eventId: { type: 'integer' },
            language: { type: 'string', enum: ['pt-BR', 'es', 'en-us'] },
          },
        },
      },
    },
    (request) =>
      request.withTenant(async (trx) => {
        await readableEvent(trx, request.auth, request.query.eventId)
        const rows = await auditTrail(trx, request.query.eventId)
        return auditInWords(
          trx,
          rows,
          await readerLocale(trx, request.query.language, request.headers['accept-language']),
        )
      }),
  )
}
