import { created, fileOf, listOf, noContent, objectOf, ok } from '../http/answers.js'

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
const feeds = objectOf({
  content: listOf({
    id: { type: 'integer' },
    scope: { type: 'string' },
    target: objectOf({ id: { type: 'integer' }, name: { type: ['string', 'null'] } }),
    createdAt: { type: 'string' },
  }),
})

export const feedCreatedAnswer = created(feed)
export const feedsAnswer = ok(feeds)
export const feedRemovedAnswer = noContent
export const feedFileAnswer = fileOf('text/calendar')
