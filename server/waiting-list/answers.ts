import { listOf, ok } from '../http/answers.js'

/** The group's queue and the version a reorder sends back (DESIGN.md wave 3, "Waiting list order"). */
const queue = {
  type: 'object',
  required: ['version', 'content'],
  properties: {
    version: { type: 'integer' },
    content: listOf({
      id: { type: 'integer' },
      rank: { type: 'integer' },
      name: { type: ['string', 'null'], description: 'null when the person may not see the event' },
      priority: { type: 'string' },
      startDate: { type: ['string', 'null'] },
      endDate: { type: ['string', 'null'] },
      situation: { type: 'string' },
      version: { type: 'integer' },
    }),
  },
}

export const queueAnswer = ok(queue)
