import type { FastifyInstance } from 'fastify'
import { readerLocale } from '../i18n/reader-locale.js'
import { createFeed, feedUrl, listFeeds, removeFeed } from './service.js'
import { FEED_SCOPES, type FeedScope } from './tables.js'
import { feedCreatedAnswer, feedRemovedAnswer, feedsAnswer } from './answers.js'
import { idParams } from '../http/route-schemas.js'
import { DEFAULT_PAGE_SIZE } from '../http/page.js'

const tags = ['calendar feeds']
// Any of them opens the feeds: a room's timeline or the events.
const config = { feature: ['EVENT', 'ENVIRONMENT_TIMELINE'] }
const language = { language: { type: 'string', maxLength: 10 } }

/**
 * The signed-in person's calendar feeds (DESIGN.md wave 3 "Calendar feeds"). Making one needs a
 * feature that opens feeds; listing and revoking one's own does not (issue 49: whoever lost the
 * right must still be able to revoke), and administrators list and revoke every feed of the tenant.
 */
export async function calendarFeedRoutes(app: FastifyInstance) {
  app.post<{ Body: { scope: FeedScope; id: number; name?: string }; Querystring: { language?: string } }>(
    '/events/calendar-feed',
    {
      config,
      schema: {
        response: feedCreatedAnswer,
        tags,
        summary: 'Subscribe: a room, the events a person coordinates or an event; the URL is shown once',
        querystring: { type: 'object', properties: language },
        body: {
          type: 'object',
          required: ['scope', 'id'],
          properties: {
            scope: { type: 'string', enum: [...FEED_SCOPES] },
            id: { type: 'integer', minimum: 1 },
            name: { type: 'string', maxLength: 120, description: "blank: the target's name" },
          },
        },
      },
    },
    async (request, reply) => {
      const feed = await request.withTenant(async (trx) => {
        const locale = await readerLocale(trx, request.query.language, request.headers['accept-language'])
        return createFeed(trx, request.auth, request.body, locale, app.config.calendarFeedsPerPerson)
      })
      reply.code(201)
      return { id: feed.id, scope: request.body.scope, url: feedUrl(app.config.publicUrl, feed.token) }
    },
  )

  app.get<{ Querystring: { language?: string; all?: boolean; page: number; size: number } }>(
    '/events/calendar-feed',
    {
      schema: {
        response: feedsAnswer,
        tags,
        summary: "A page of the signed-in person's feeds, or with all=true (administrators) the tenant's",
        querystring: {
          type: 'object',
          properties: {
            ...language,
            all: { type: 'boolean', default: false, description: "every member's feeds (administrators)" },
            page: { type: 'integer', minimum: 0, default: 0 },
            size: { type: 'integer', minimum: 1, maximum: 100, default: DEFAULT_PAGE_SIZE },
          },
        },
      },
    },
    (request) =>
      request.withTenant(
        async (trx) =>
          listFeeds(
            trx,
            request.auth,
            request.query,
            await readerLocale(trx, request.query.language, request.headers['accept-language']),
          ),
        { readOnly: true },
      ),
  )

  app.delete<{ Params: { id: number } }>(
    '/events/calendar-feed/:id',
    {
      schema: {
        response: feedRemovedAnswer,
        tags,
        summary: 'Revoke a feed (its owner, or an administrator any of the tenant’s): its URL answers 404',
        params: idParams,
      },
    },
    async (request, reply) => {
      await request.withTenant((trx) => removeFeed(trx, request.auth, request.params.id))
      reply.code(204)
    },
  )
}
