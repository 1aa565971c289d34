import { sql } from 'kysely'
import { itemReport } from './items.js'

/** Equipment booked per event: what, when, how many. Chart: units per equipment. */
export const equipmentReport = itemReport({
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

export { mealReport } from './meal.js'
export { peopleReport } from './people.js'
