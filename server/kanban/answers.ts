import { eventAnswer, ok, pageOf, ref, refusal, shapes as s } from '../http/answers.js'

/** A column of the board: a kanban status as the board shows it. */
const status = s.object(
  {
    id: s.integer,
    name: s.text,
    order: s.integer,
    color: s.maybe('string'),
    situation: s.maybe('string'),
    checklist: s.maybeOf(s.named),
  },
  ['id', 'name', 'order'],
)
/** A card: the event as the event list answers it, with its column, colour and checklist progress. */
const card = {
  allOf: [
    ref('event'),
    s.object({
      id: s.integer,
      kanbanStatus: s.named,
      situationColor: s.maybe('string'),
      checklist: s.maybeOf(s.object({ done: s.integer, total: s.integer }, ['done', 'total'])),
    }),
  ],
}
const cards = pageOf(card)
/** Kanban calls answer 409 when the tenant does not use kanban or has no column (columns.ts). */
const unused = refusal(409, 'The tenant does not use kanban (USE_KANBAN off) or has no kanban status.')

/** An event's checklist as its column gives it, item by item (checklist.ts). */
const checklist = s.object(
  {
    eventId: s.integer,
    version: s.integer,
    kanbanStatus: s.maybeOf(s.named),
    checklist: s.maybeOf(s.named),
    items: s.list(
      s.object({ id: s.integer, description: s.text, done: s.flag, doneAt: s.maybe('string') }, [
        'id',
        'done',
      ]),
    ),
  },
  ['eventId', 'version', 'items'],
)

export const kanbanAnswers = {
  /** The moved event, as an event read answers it. */
  moved: ok(eventAnswer),
  checklist: { ...ok(checklist), ...unused },
  ticked: ok(checklist),
  /** How many events went back to their starting column. */
  reset: ok(s.object({ updated: s.integer }, ['updated'])),
  board: { ...ok(s.list(s.object({ status, page: cards }, ['status', 'page']))), ...unused },
  column: { ...ok(cards), ...unused },
}
