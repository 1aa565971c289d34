import type { FastifyInstance, FastifyRequest } from 'fastify'
import { notFound } from '../http/errors.js'
import { readFeed, type Validators } from './feed.js'
import { resolveToken } from './repository.js'
import { feedFileAnswer } from './answers.js'

const FILE = /^([A-Za-z0-9_-]{43})\.ics$/

/**
 * Whether the client's copy is current: If-None-Match first (RFC 9110 §13.2.2), else
 * If-Modified-Since. Change moments are whole seconds, each at least one past the one before
 * (repository.ts recordBody), so a copy dated S is current exactly when the last change is at S or
 * before: a change within the second after S is dated S + 1 and never passes for it.
 */
function unchanged(request: FastifyRequest, { etag, lastModified }: Validators): boolean {
  const match = request.headers['if-none-match']
  if (match !== undefined)
    return match
      .split(',')
      .map((t) => t.trim().replace(/^W\//, ''))
      .some((t) => t === '*' || t === `"${etag}"`)
  const since = Date.parse(request.headers['if-modified-since'] ?? '')
  return !Number.isNaN(since) && lastModified.getTime() <= since
}

/**
 * The public feed (`/events/ics/{token}.ics`): no sign-in, the token is the secret. A calendar
 * polls it, so an unchanged feed answers 304 on its ETag or date, without its body being built;
 * a revoked or unknown token, or one whose owner left the tenant or may no longer follow what it
 * follows, answers 404 alike (nothing tells them apart).
 */
export async function icsRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>(
    '/events/ics/:file',
    {
      config: { public: true },
      schema: {
        response: feedFileAnswer,
        tags: ['calendar feeds'],
        summary: 'A calendar feed (RFC 5545), read by calendar applications from its secret URL',
        params: {
          type: 'object',
          required: ['file'],
          properties: { file: { type: 'string', maxLength: 60 } },
        },
      },
    },
    async (request, reply) => {
      const token = FILE.exec(request.params.file)?.[1]
      const feed = token ? await resolveToken(app.database.db, token) : undefined
      const read = feed ? await readFeed(app.database.db, feed, (v) => unchanged(request, v)) : null
      if (!read) throw notFound('calendarFeed.notFound')
      reply.header('ETag', `"${read.etag}"`)
      // A moment one second past the last change may still be ahead of the clock: then no date,
      // the ETag alone (RFC 9110 §8.8.2.1: never a Last-Modified later than the answer).
      if (read.lastModified.getTime() <= Date.now())
        reply.header('Last-Modified', read.lastModified.toUTCString())
      // Calendars ask again on their own schedule; every ask revalidates.
      reply.header('Cache-Control', 'private, no-cache')
      if (read.body === null || unchanged(request, read)) return reply.code(304).send()
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', 'inline; filename="eventdesk.ics"')
        .send(read.body)
    },
  )
}
