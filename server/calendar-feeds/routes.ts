import type { FastifyInstance } from 'fastify'
import { readerLocale } from '../i18n/reader-locale.js'
import { createFeed, feedUrl, listFeeds, removeFeed } from './service.js'
import { FEED_SCOPES, type FeedScope } from './tables.js'
import { feedCreatedAnswer, feedRemovedAnswer, feedsAnswer } from './answers.js'
import { idParams } from '../http/route-schemas.js'

const tags = ['calendar feeds']
// Any of them opens the feeds: a room's timeline or the events.
const config = { feature: ['EVENT', 'ENVIRONMENT_TIMELINE'] }
const language = { type: 'object', properties: { language: { type: 'string', maxLength: 10 } } }

/** The signed-in person's calendar feeds (DESIGN.md wave 3 "Calendar feeds"). */
export async function calendarFeedRoutes(app: FastifyInstance) {
  app.post<{ Body: { scope: FeedScope; id: number }; Querystring: { language?: string } }>(
    '/events/calendar-feed',
    {
      config,
      schema: {
        response: feedCreatedAnswer,
        tags,
        summary: 'Subscribe: a room, the events a person coordinates or an event; the URL is shown once',
        querystring: language,
        body: {
          type: 'object',
          required: ['scope', 'id'],
          properties: {
            scope: { type: 'string', enum: [...FEED_SCOPES] },
            id: { type: 'integer', minimum: 1 },
          },
        },
      },
    },
    async (request, reply) => {
      const { scope, id } = request.body
      const feed = await request.withTenant(async (trx) => {
        const locale = await readerLocale(trx, request.query.language, request.headers['accept-language'])
        return createFeed(trx, request.auth, scope, id, locale)
      })
      reply.code(201)
      return { id: feed.id, scope, url: feedUrl(app.config.publicUrl, feed.token) }
    },
  )

  app.get<{ Querystring: { language?: string } }>(
    '/events/calendar-feed',
    {
      config,
      schema: {
        response: feedsAnswer,
        tags,
        summary: "The signed-in person's feeds (their URLs are not kept)",
        querystring: language,
      },
    },
    (request) =>
      request.withTenant(
        async (trx) =>
          listFeeds(
            trx,
            request.auth,
            await readerLocale(trx, request.query.language, request.headers['accept-language']),
          ),
        { readOnly: true },
      ),
  )

  app.delete<{ Params: { id: number } }>(
    '/events/calendar-feed/:id',
    {
      config,
      schema: {
        response: feedRemovedAnswer,
        tags,
        summary: 'Revoke one of the signed-in person’s feeds: its URL answers 404 from then on',
        params: idParams,
      },
    },
    async (request, reply) => {
      await request.withTenant((trx) => removeFeed(trx, request.auth, request.params.id))
      reply.code(204)
    },
  )
}
