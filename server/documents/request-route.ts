import type { Transaction } from 'kysely'
import type { FastifyInstance, FastifySchema } from 'fastify'
import type { Database } from '../db/types.js'
import type { AuthContext } from '../auth/context.js'
import { readerLocale } from '../i18n/reader-locale.js'
import type { Locale } from '../i18n/translate.js'

/** What asks for a PDF of the event: checks and records the request and queues its job, in `trx`. */
type Ask = (
  trx: Transaction<Database>,
  auth: AuthContext,
  eventId: number,
  body: unknown,
  locale: Locale,
) => Promise<unknown>

/**
 * The POST of an event tab that asks for a PDF (a document, badges): 202 with the request; the
 * file comes from its job. The asker is told in their language when the file is ready
 * (notifications/file-ready.ts).
 */
export function requestRoute(
  app: FastifyInstance,
  url: string,
  options: { config: { feature: string }; schema: FastifySchema },
  ask: Ask,
) {
  app.post<{ Params: { eventId: number }; Body: unknown }>(url, options, async (request, reply) => {
    const answer = await request.withTenant(async (trx) =>
      ask(
        trx,
        request.auth,
        request.params.eventId,
        request.body,
        await readerLocale(trx, undefined, request.headers['accept-language']),
      ),
    )
    return reply.status(202).send(answer)
  })
}
