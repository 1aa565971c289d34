import { created, ok, pageOf, refusal, shapes as s } from '../http/answers.js'

/** A membership as the users screen reads it (repository.ts `columns`). */
const member = s.object(
  {
    id: s.integer,
    email: s.text,
    type: { type: 'string', enum: ['ADMIN', 'COMMON'] },
    active: s.flag,
    features: s.list(s.text),
    userId: s.integer,
    pending: { ...s.flag, description: 'Invited and not yet accepted.' },
  },
  ['id', 'email', 'type', 'active'],
)
const tenant = s.object({ tenantId: s.integer, tenantCode: s.text, tenantName: s.text }, ['tenantId'])

export const userAnswers = {
  page: ok(pageOf(member)),
  one: ok(member),
  made: created(member),
  /** Who signed in, in the tenant of the token (the app's first call after the tenant choice). */
  session: ok(
    s.object(
      {
        id: s.integer,
        email: s.text,
        type: { type: 'string', enum: ['ADMIN', 'COMMON', 'TECHNICAL'] },
        technicalUser: s.flag,
        adminUser: s.flag,
        active: s.flag,
        company: s.object({ id: s.integer, tenantId: s.integer, socialReason: s.maybe('string') }, ['id']),
        code: s.text,
      },
      ['id', 'email', 'type'],
    ),
  ),
  features: ok(s.list(s.text)),
  establishment: ok(
    s.object(
      {
        id: s.integer,
        eventsModule: s.flag,
        ticketsModule: s.flag,
        language: s.text,
        socialReason: s.maybe('string'),
        tradeName: s.maybe('string'),
        logoImageId: s.maybe('integer'),
      },
      ['id'],
    ),
  ),
  /** Nothing to say: the mail went (or no such account, told the same way). */
  done: ok(s.object({})),
  unblocked: {
    ...ok(s.object({})),
    ...refusal(404, 'No such account, or the activation key is not its own or was used.'),
    ...refusal(410, 'The activation key expired.'),
  },
  invitationAccepted: { ...ok(tenant), ...refusal(404, 'No pending invitation of that key.') },
}
