import { WEBHOOK_TYPES } from '../../common/webhook-types.js'

/** The body of POST and PUT /events/webhook: `secret` is write-only (never in an answer). */
export const webhookBody = {
  type: 'object',
  required: ['url', 'events'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    url: { type: 'string', minLength: 1, maxLength: 2000 },
    events: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      items: { type: 'string', enum: [...WEBHOOK_TYPES] },
    },
    secret: { type: 'string', minLength: 8, maxLength: 200 },
    active: { type: 'boolean' },
    version: { type: 'integer', minimum: 1 },
  },
} as const

export const deliveryParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
} as const
