import { created, fileOf, noContent, objectOf, ok, pageOf } from '../http/answers.js'

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
/** A page of feeds: what each follows as the caller sees it now, its name and its owner. */
const feeds = pageOf(
  objectOf({
    id: { type: 'integer' },
    scope: { type: 'string' },
    name: { type: ['string', 'null'], description: "the person's name for it, else the target's" },
    target: objectOf({ id: { type: 'integer' }, name: { type: ['string', 'null'] } }),
    owner: objectOf({ id: { type: 'integer' }, email: { type: 'string' } }),
    createdAt: { type: 'string' },
  }),
)

export const feedCreatedAnswer = created(feed)
export const feedsAnswer = ok(feeds)
export const feedRemovedAnswer = noContent
export const feedFileAnswer = fileOf('text/calendar')
