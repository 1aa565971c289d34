import { sql } from 'kysely'
import { reservationValueSql as reservationValue } from '../../events/money/summary.js'
import { currencyCodes } from '../rows.js'
import { itemReport } from './items.js'
import { defineReport } from '../definition.js'
import { eventList } from '../../../common/reports/options.js'

/**
 * Hotel rooms booked per event (one row per reservation of an accommodation): unit type, stay,
 * rooms, pax per room, the value of the stay and whether the accommodation is active. Chart:
 * rooms per hosting unit type.
 */
const accommodationReport = itemReport({
  join: (q) =>
    q
      .innerJoin('event_accommodation_reservation as r', 'r.event_id', 'event.id')
      .innerJoin('event_accommodation as a', 'a.id', 'r.accommodation_id'),
  itemId: 'r.id',
  select: {
    hostingUnitTypeId: sql.ref('r.hosting_unit_type_id'),
    checkIn: sql.ref('r.start_date'),
    checkOut: sql.ref('r.end_date'),
    rooms: sql.ref('r.room_quantity'),
    paxPerRoom: sql.ref('r.pax_per_room'),
    value: sql`${reservationValue}::float8`,
    active: sql`a.situation = 'ACTIVE'`,
    currencyId: sql.ref('event.currency_id'),
  },
  // The stay's value is in the event's currency (its own, else the main one).
  async finish(trx, rows) {
    const codes = await currencyCodes(
      trx,
      rows.map((r) => ({
        id: Number(r.id),
        currencyId: r.currencyId === null ? null : Number(r.currencyId),
      })),
    )
    return rows.map(({ currencyId: _c, ...r }) => ({ ...r, currency: codes.get(Number(r.id)) ?? null }))
  },
  columns: [
    { key: 'hostingUnitType', kind: 'text', width: 20 },
    { key: 'checkIn', kind: 'date', width: 12 },
    { key: 'checkOut', kind: 'date', width: 12 },
    { key: 'rooms', kind: 'number', width: 8 },
    { key: 'paxPerRoom', kind: 'number', width: 8 },
    { key: 'value', kind: 'money', width: 12 },
    { key: 'active', kind: 'boolean', width: 8 },
  ],
  labels: { hostingUnitType: { registry: 'hosting-unit-type', id: 'hostingUnitTypeId' } },
  chartLabel: sql.ref('r.hosting_unit_type_id'),
  chartRegistry: 'hosting-unit-type',
  chartValue: sql`sum(r.room_quantity)`,
  chartKey: 'rooms',
})

export const report = defineReport({
  type: 'accommodation',
  order: 100,
  options: eventList,
  reader: accommodationReport,
})
