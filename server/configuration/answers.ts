import { ok, shapes as s } from '../http/answers.js'

/** A configuration entry as the screen gets it: its value and what the screen needs to edit it. */
const entry = s.object(
  {
    name: s.text,
    value: { description: "The entry's value, of its kind (text, number, flag or a list of options)." },
    type: s.text,
    group: s.text,
    kind: s.text,
    options: { ...s.list(s.text), description: 'The choices of an enum entry.' },
    multiple: s.flag,
    minItems: s.integer,
    min: s.maybe('number'),
    max: s.maybe('number'),
    integer: s.flag,
    maxLength: s.maybe('integer'),
    default: { description: 'The value when the tenant has set none.' },
  },
  ['name', 'type', 'group', 'kind'],
)

export const configurationAnswers = {
  /** Every entry of the catalogue, also after saving. */
  entries: ok(s.list(entry)),
  /** The entries with the configuration's version (the screen's read and the save's answer). */
  versioned: ok(s.object({ version: s.integer, content: s.list(entry) }, ['version', 'content'])),
}
