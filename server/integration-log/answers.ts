import { ok, pageOf, shapes as s } from '../http/answers.js'

/** A log line as the list answers it (repository.ts columns). */
const line = {
  integration: s.text,
  operation: s.text,
  status: s.text,
  reference: s.maybe('string'),
  message: s.maybe('string'),
  dateHour: s.moment,
  guid: s.maybe('string'),
  durationMs: s.maybe('integer'),
}
const required = ['id', 'integration', 'operation', 'status', 'dateHour']

export const integrationLogAnswers = {
  page: ok(pageOf(s.object({ id: s.integer, ...line }, required))),
  /** One line with what was sent and received, as the integration port logged them (or null). */
  one: ok(
    s.object(
      {
        id: s.integer,
        ...line,
        request: { description: 'What was sent, as logged; null when nothing was.' },
        response: { description: 'What came back, as logged; null when nothing did.' },
      },
      required,
    ),
  ),
}
