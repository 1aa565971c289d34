import { WEBHOOK_TYPES } from '../../common/webhook-types.js'
import { accepted, created, noContent, ok, pageOf, shapes as s } from '../http/answers.js'

/** A webhook as its administrator reads it: the secret is never answered. */
const webhookFields = {
  id: s.integer,
  url: s.text,
  events: s.list({ type: 'string', enum: [...WEBHOOK_TYPES] }),
  active: s.flag,
  disabledReason: s.maybe('string'),
  disabledAt: s.maybe('string'),
  failingSince: s.maybe('string'),
  version: s.integer,
  createdAt: s.moment,
}
const webhookRequired = ['id', 'url', 'events', 'active', 'version']
const webhook = s.object(webhookFields, webhookRequired)
/** The answer of a create: the webhook, and the secret the server made when none was given, this once. */
const made = s.object(
  {
    ...webhookFields,
    secret: {
      type: 'string',
      pattern: '^whsec_',
      description: 'Only when the server made the secret (none was sent): shown this once, never again.',
    },
  },
  webhookRequired,
)
const delivery = s.object(
  {
    id: { type: 'string', format: 'uuid', description: 'Also sent to the receiver as the delivery id.' },
    type: s.text,
    status: { type: 'string', enum: ['PENDING', 'DELIVERED', 'FAILED'] },
    attempts: s.integer,
    lastStatus: s.maybe('integer'),
    lastError: s.maybe('string'),
    nextAttemptAt: s.maybe('string'),
    createdAt: s.moment,
    tries: s.list(
      s.object({
        number: s.integer,
        status: s.maybe('integer'),
        error: s.maybe('string'),
        durationMs: s.maybe('integer'),
        at: s.moment,
      }),
    ),
  },
  ['id', 'type', 'status', 'attempts'],
)

export const webhookAnswers = {
  page: ok(pageOf(webhook)),
  one: ok(webhook),
  made: created(made),
  removed: noContent,
  deliveries: ok(pageOf(delivery)),
  replayed: accepted(
    s.object({ id: s.text, status: { type: 'string', const: 'PENDING' } }, ['id', 'status']),
  ),
}
