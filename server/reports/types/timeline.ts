import { sql } from 'kysely'
import { itemReport } from './items.js'
import { defineReport } from '../definition.js'
import { eventList } from '../../../common/reports/options.js'

/** Rooms booked per event (the environment timeline as a table). Chart: bookings per environment. */
const timelineReport = itemReport({
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

export const report = defineReport({
  type: 'timeline',
  order: 60,
  options: eventList,
  reader: timelineReport,
})
