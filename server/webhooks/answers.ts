import { WEBHOOK_TYPES } from '../../common/webhook-types.js'
import { accepted, created, noContent, ok, pageOf, shapes as s } from '../http/answers.js'

/** A webhook as its administrator reads it: the secret is never answered. */
const webhook = s.object(
  {
    id: s.integer,
    url: s.text,
    events: s.list({ type: 'string', enum: [...WEBHOOK_TYPES] }),
    active: s.flag,
    disabledReason: s.maybe('string'),
    disabledAt: s.maybe('string'),
    failingSince: s.maybe('string'),
    version: s.integer,
    createdAt: s.moment,
  },
  ['id', 'url', 'events', 'active', 'version'],
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
  made: created(webhook),
  removed: noContent,
  deliveries: ok(pageOf(delivery)),
  replayed: accepted(
    s.object({ id: s.text, status: { type: 'string', const: 'PENDING' } }, ['id', 'status']),
  ),
}
