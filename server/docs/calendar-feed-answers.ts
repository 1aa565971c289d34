import type { Answer } from './answers.js'

/** A feed as its owner sees it (DESIGN.md wave 3, "Calendar feeds"); the URL only when made. */
const feed = {
  type: 'object',
  required: ['id', 'scope', 'url'],
  properties: {
    id: { type: 'integer' },
    scope: { type: 'string', enum: ['ENVIRONMENT', 'USER', 'EVENT'] },
    url: { type: 'string', description: 'the secret address to paste into a calendar application' },
  },
}
const feeds = {
  type: 'object',
  properties: {
    content: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          scope: { type: 'string' },
          target: {
            type: 'object',
            properties: { id: { type: 'integer' }, name: { type: ['string', 'null'] } },
          },
          createdAt: { type: 'string' },
        },
      },
    },
  },
}

export const calendarFeedAnswers: Record<string, Answer> = {
  'POST /events/calendar-feed': { status: 201, schema: feed },
  'GET /events/calendar-feed': { status: 200, schema: feeds },
  'DELETE /events/calendar-feed/:id': { status: 204 },
  // text/calendar; the OpenAPI document lists it with the files.
  'GET /events/ics/:file': { status: 200, binary: true },
}
