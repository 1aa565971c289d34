import { sql } from 'kysely'
import { field, itemReport } from './items.js'

/** Equipment booked per event: what, when, how many. Chart: units per equipment. */
export const equipmentReport = itemReport({
  type: 'equipment',
  feature: 'REPORT_EQUIPMENT',
  join: (q) => q.innerJoin('event_equipment as q', 'q.event_id', 'event.id'),
  itemId: 'q.id',
  select: {
    equipmentId: sql.ref('q.equipment_id'),
    itemStart: sql.ref('q.start_date_hour'),
    itemEnd: sql.ref('q.end_date_hour'),
    amount: sql.ref('q.amount'),
  },
  columns: [
    { key: 'equipment', kind: 'text', width: 24 },
    { key: 'itemStart', kind: 'date', width: 17 },
    { key: 'itemEnd', kind: 'date', width: 17 },
    { key: 'amount', kind: 'number', width: 10 },
  ],
  labels: { equipment: { registry: 'equipment', id: 'equipmentId' } },
  chartLabel: sql.ref('q.equipment_id'),
  chartRegistry: 'equipment',
  chartValue: sql`sum(q.amount)`,
  chartKey: 'amount',
})

/** Rooms booked per event (the environment timeline as a table). Chart: bookings per environment. */
export const timelineReport = itemReport({
  type: 'timeline',
  feature: 'REPORT_TIMELINE',
  join: (q) => q.innerJoin('event_environment as b', 'b.event_id', 'event.id'),
  itemId: 'b.id',
  select: {
    environmentId: sql.ref('b.environment_id'),
    situation: sql.ref('event.situation'),
    itemStart: sql.ref('b.start_date_hour'),
    itemEnd: sql.ref('b.end_date_hour'),
    blocking: sql.ref('b.blocking'),
  },
  columns: [
    { key: 'environment', kind: 'text', width: 24 },
    { key: 'situation', kind: 'situation', width: 16 },
    { key: 'itemStart', kind: 'date', width: 17 },
    { key: 'itemEnd', kind: 'date', width: 17 },
    { key: 'blocking', kind: 'boolean', width: 10 },
  ],
  labels: { environment: { registry: 'environment', id: 'environmentId' } },
  chartLabel: sql.ref('b.environment_id'),
  chartRegistry: 'environment',
  chartValue: sql`count(*)`,
  chartKey: 'bookings',
})

/** The meal record an item names (meals are kept whole as JSON in event_item). */
const mealId = sql<number | null>`(m.data->'meal'->>'id')::bigint`

/** Meals per event: which, when, for how many, at what value. Chart: value per meal. */
export const mealReport = itemReport({
  type: 'meal',
  feature: 'REPORT_MEAL',
  join: (q) =>
    q.innerJoin('event_item as m', (j) => j.onRef('m.event_id', '=', 'event.id').on('m.kind', '=', 'meal')),
  itemId: 'm.id',
  select: {
    mealId,
    itemStart: field('m', 'startDateHour'),
    itemEnd: field('m', 'endDateHour'),
    people: sql`(m.data->>'esteemedPeople')::numeric`,
    value: sql`(m.data->>'value')::numeric`,
  },
  columns: [
    { key: 'meal', kind: 'text', width: 22 },
    { key: 'itemStart', kind: 'date', width: 17 },
    { key: 'itemEnd', kind: 'date', width: 17 },
    { key: 'people', kind: 'number', width: 10 },
    { key: 'value', kind: 'money', width: 12 },
  ],
  labels: { meal: { registry: 'meal', id: 'mealId' } },
  chartLabel: mealId,
  chartRegistry: 'meal',
  chartValue: sql`coalesce(sum((m.data->>'value')::numeric), 0)`,
  chartKey: 'value',
})

/** The people of the events (their requesters) with how to reach them. Chart: requesters per event situation. */
export const peopleReport = itemReport({
  type: 'people',
  feature: 'REPORT_PEOPLE',
  join: (q) => q.innerJoin('event_requester as r', 'r.event_id', 'event.id'),
  itemId: 'r.id',
  select: {
    personId: sql.ref('r.person_id'),
    requesterName: sql.ref('r.name'),
    email: sql.ref('r.email'),
    phone: sql.ref('r.phone'),
    situation: sql.ref('event.situation'),
    requesterSituation: sql.ref('r.situation'),
  },
  labels: { requester: { registry: 'person', id: 'personId' } },
  // The person's name, else the name typed on the request.
  finish: ({ requesterName, ...r }) => ({ ...r, requester: r.requester ?? requesterName ?? null }),
  columns: [
    { key: 'requester', kind: 'text', width: 24 },
    { key: 'email', kind: 'text', width: 24 },
    { key: 'phone', kind: 'text', width: 14 },
    { key: 'situation', kind: 'situation', width: 16 },
    { key: 'requesterSituation', kind: 'text', width: 12 },
  ],
  chartLabel: sql`event.situation`,
  chartValue: sql`count(*)`,
  chartKey: 'people',
})
