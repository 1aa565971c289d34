import { ok, pageOf, shapes as s } from '../http/answers.js'

/** A contact kept in a person record, with the person it belongs to (the record's other contact fields too). */
const contact = s.object(
  {
    person: s.named,
    main: s.maybe('boolean'),
    name: s.maybe('string'),
    type: s.maybe('string'),
    email: s.maybe('string'),
    preferredPhone: s.maybe('string'),
  },
  ['person'],
)

export const personAnswers = { contacts: ok(pageOf(contact)) }
