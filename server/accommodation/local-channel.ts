import { days } from '../integrations/dates.js'
import { stockOf } from '../integrations/channel/stock.js'
import { taken } from '../integrations/channel/local.js'
import { priceRows } from '../integrations/channel/price-list.js'
import type { Trx } from '../events/items/types.js'
import { unitTypes } from './unit-types.js'

/*
 * The built-in channel's stock and price list as the establishment's admin reads them, per night
 * and active type. The rows are the integrations domain's (the built-in party keeps them); this
 * module only lays them out against the hosting-unit types.
 */

/** Per night and active type: the built-in channel's rooms, those it sold, and those left. */
export async function stockRows(trx: Trx, start: string, end: string) {
  const types = await unitTypes(trx)
  const stock = await stockOf(
    trx,
    types.map((t) => t.code),
    start,
    end,
  )
  const sold = await taken(trx, undefined, false)
  return days(start, end).flatMap((date) =>
    types.map((t) => {
      const rooms = stock(t.code, date)
      const s = sold.get(`${t.code}|${date}`) ?? 0
      return {
        date,
        hostingUnitType: { id: t.id, name: t.name, code: t.code },
        rooms,
        sold: s,
        available: Math.max(0, rooms - s),
      }
    }),
  )
}

/** The prices of the period of the active types (a type switched off is left out). */
export async function rateRows(trx: Trx, start: string, end: string) {
  const types = await unitTypes(trx)
  const byCode = new Map(types.map((t) => [t.code, t]))
  const rows = await priceRows(trx, start, end)
  return rows
    .filter((r) => byCode.has(r.code))
    .map((r) => {
      const t = byCode.get(r.code)!
      return {
        date: r.date,
        hostingUnitType: { id: t.id, name: t.name, code: t.code },
        paxAmount: r.pax_amount,
        paxType: r.pax_type,
        currency: r.currency,
        value: Number(r.value),
      }
    })
}
