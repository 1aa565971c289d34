import { created, pageOf, ok, ref, shapes as s } from '../http/answers.js'

/** An event as the list answers it: the stored event, labelled, with its kanban column. */
const listed = {
  allOf: [ref('event'), s.object({ id: s.integer, kanbanStatus: s.maybeOf(s.named) }, ['id'])],
}
const savedFilter = s.object(
  { id: s.integer, name: s.text, filter: { type: 'object', description: 'The list filter, as sent.' } },
  ['id', 'name', 'filter'],
)

export const eventListAnswers = {
  page: ok(pageOf(listed)),
  savedFilters: ok(s.list(savedFilter)),
  savedFilter: created(savedFilter),
}
