import { created, pageOf, ok, ref, shapes as s } from '../http/answers.js'
import { mainCurrencyShape } from '../currencies/answers.js'

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

const counts = (...keys: string[]) => s.object(Object.fromEntries(keys.map((k) => [k, s.integer])), keys)
const expiring = counts('all', 'waitList', 'negotiation')
const revenuePart = s.object({ events: s.integer, total: s.number }, ['events', 'total'])

/** The widgets of /DashboardDefault (event-domain §2), counted under the reader's visibility. */
export const dashboardAnswer = ok(
  s.object(
    {
      inProgress: s.integer,
      awaitingStart: counts('all', 'next7', 'next30'),
      confirmationExpiring: s.object({ today: expiring, next7: expiring, next30: expiring }, [
        'today',
        'next7',
        'next30',
      ]),
      created: counts('today', 'last7', 'last30'),
      nextEvents: s.list(listed),
      perSituation: s.list(s.object({ situation: s.text, events: s.integer }, ['situation', 'events'])),
      occupancy: s.list(
        s.object({ date: s.moment, booked: s.integer, held: s.integer, total: s.integer }, [
          'date',
          'booked',
          'held',
          'total',
        ]),
      ),
      revenue: s.object({ currency: mainCurrencyShape, confirmed: revenuePart, pipeline: revenuePart }, [
        'currency',
        'confirmed',
        'pipeline',
      ]),
      at: s.moment,
    },
    [
      'inProgress',
      'awaitingStart',
      'confirmationExpiring',
      'created',
      'nextEvents',
      'perSituation',
      'occupancy',
      'revenue',
      'at',
    ],
  ),
)

/** What keeps a room from a blocking booking: another event's booking or a maintenance. */
const conflict = s.object(
  {
    type: { type: 'string', enum: ['EVENT', 'MAINTENANCE'] },
    id: s.integer,
    eventId: s.integer,
    name: s.maybe('string'),
    environment: s.object({ id: s.integer }, ['id']),
    start: s.moment,
    end: s.moment,
    situation: s.text,
    holdRank: s.maybe('integer'),
  },
  ['type', 'id', 'name', 'environment', 'start', 'end'],
)

/** The availability questions asked before a write: advice, the write decides again. */
export const availabilityQuestionAnswers = {
  environment: ok(s.object({ available: s.flag, conflicts: s.list(conflict) }, ['available', 'conflicts'])),
  equipment: ok(
    s.object({ available: s.flag, availableAmount: s.maybe('integer') }, ['available', 'availableAmount']),
  ),
}
