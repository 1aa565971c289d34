import type { FastifyInstance, FastifyRequest } from 'fastify'
import { notFound } from '../http/errors.js'
import { readFeed } from './feed.js'
import { resolveToken } from './repository.js'
import { feedFileAnswer } from './answers.js'

const FILE = /^([A-Za-z0-9_-]{43})\.ics$/

/** Whether the client's copy is current: If-None-Match first (RFC 9110 §13.2.2), else If-Modified-Since. */
function unchanged(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const match = request.headers['if-none-match']
  if (match !== undefined)
    return match
      .split(',')
      .map((t) => t.trim().replace(/^W\//, ''))
      .some((t) => t === '*' || t === `"${etag}"`)
  const since = Date.parse(request.headers['if-modified-since'] ?? '')
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since
}

/**
 * The public feed (`/events/ics/{token}.ics`): no sign-in, the token is the secret. A calendar
 * polls it, so an unchanged feed answers 304 on its ETag or date; a revoked or unknown token, or
 * one whose owner left the tenant, answers 404 alike.
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
      const read = feed ? await readFeed(app.database.db, feed) : null
      if (!read) throw notFound('calendarFeed.notFound')
      reply
        .header('ETag', `"${read.etag}"`)
        .header('Last-Modified', read.lastModified.toUTCString())
        // Calendars ask again on their own schedule; every ask revalidates.
        .header('Cache-Control', 'private, no-cache')
      if (unchanged(request, read.etag, read.lastModified)) return reply.code(304).send()
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', 'inline; filename="eventdesk.ics"')
        .send(read.body)
    },
  )
}
