import { sql } from 'kysely'
import { itemReport } from './items.js'
import { defineReport } from '../definition.js'
import { eventList } from '../../../common/reports/options.js'

/** Equipment booked per event: what, when, how many. Chart: units per equipment. */
const equipmentReport = itemReport({
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

export const report = defineReport({
  type: 'equipment',
  order: 40,
  options: eventList,
  reader: equipmentReport,
})
