import { ok, shapes as s } from '../http/answers.js'

const maybeText = s.maybe('string')
/** An integration's settings; its password is never answered, only whether one is stored. */
const integration = s.object(
  { provider: s.text, url: maybeText, user: maybeText, enabled: s.flag, hasPassword: s.flag },
  ['provider', 'enabled', 'hasPassword'],
)

/** The establishment as model.ts toEstablishment answers it (no secret is answered). */
const establishment = s.object(
  {
    id: s.integer,
    socialReason: maybeText,
    tradeName: maybeText,
    document: maybeText,
    address: { type: 'object', additionalProperties: maybeText },
    phone: maybeText,
    email: maybeText,
    language: maybeText,
    eventsModule: s.flag,
    ticketsModule: s.flag,
    mail: s.object(
      {
        host: maybeText,
        port: s.maybe('integer'),
        secure: s.maybe('boolean'),
        user: maybeText,
        from: maybeText,
        hasPassword: s.flag,
      },
      ['hasPassword'],
    ),
    integrations: { type: 'object', additionalProperties: integration },
    defaultAssemblyRate: s.number,
    defaultDisassemblyRate: s.number,
    logoImageId: s.maybe('integer'),
    timeZone: maybeText,
    version: s.integer,
  },
  ['id', 'mail', 'integrations', 'version'],
)

export const establishmentAnswers = { establishment: ok(establishment) }
