import { badRequest, fieldError, type FieldError } from '../http/errors.js'
import { getRecord } from '../registries/reader.js'
import { readCompany } from '../establishment/repository.js'
import { localToday } from '../../common/events/clock.js'
import { lockStock, stockOf } from '../integrations/channel/stock.js'
import type { Trx } from '../events/items/types.js'
import { pickupNights } from './pickup.js'
import { tagStayRefusal, type RefusedStay } from '../events/lost-business/denials.js'
import { onTenantKey } from '../db/tenant-join.js'
import { heldNights, pickupColumns } from './active-lines.js'
import { roundMoney } from '../../common/money.js'

type Line = {
  hostingUnitType: { id: number }
  startDate: string
  endDate: string
  roomQuantity: number
  paxPerRoom?: number
  dailyRates?: { value?: unknown }[]
}

/** A refused line as lost business: its guests and its value (nightly rates × rooms, as the summary reckons). */
const refusedStay = (l: Line): RefusedStay => {
  const rates = Array.isArray(l.dailyRates) ? l.dailyRates.map((r) => Number(r.value ?? 0)) : []
  const value = rates.reduce((s, n) => s + n, 0) * l.roomQuantity
  return {
    hostingUnitTypeId: l.hostingUnitType.id,
    start: l.startDate,
    end: l.endDate,
    rooms: l.roomQuantity,
    people: l.roomQuantity * (l.paxPerRoom ?? 1),
    value: rates.length ? roundMoney(value) : null,
  }
}

/** The active blocks' lines (not of `except`) whose stay touches [from, to), locked rows already read. */
function otherLines(trx: Trx, from: string, to: string, except: number | undefined) {
  return trx
    .selectFrom('event_accommodation_reservation as r')
    .innerJoin('event_accommodation as a', (j) => onTenantKey(j, 'a.id', 'r.accommodation_id'))
    .select([...pickupColumns, 'a.deadline_date'])
    .where('a.situation', '=', 'ACTIVE')
    .$if(except !== undefined, (q) => q.where('a.id', '<>', except!))
    .where('r.start_date', '<', to)
    .where('r.end_date', '>', from)
    .execute()
}

const roomsPerKey = (lines: Line[]) => {
  const map = new Map<string, number>()
  for (const n of pickupNights(
    lines.map((l) => ({ ...l, paxPerRoom: 1 })),
    false,
  ))
    map.set(`${n.hostingUnitType.id}|${n.date}`, n.agreed)
  return map
}

/**
 * A block asks the channel's rooms: refused (400 `accommodation.noChannelStock` on the line's room
 * quantity) when, on some night, its rooms of a type plus those the other active blocks hold pass
 * the built-in channel's stock. Decided under the stock rows' locks, taken as a sale takes them
 * (server/integrations/channel/stock.ts), so two blocks asking for the last rooms at once are
 * decided one after the other. An edit is refused only where it asks more than it held. The check
 * is the built-in channel's: an establishment without a channel (NONE) has no stock to check.
 */
export async function refuseWithoutStock(
  trx: Trx,
  tenantId: number,
  wanted: Line[],
  before?: { id: number; reservations: Line[] },
) {
  const channel = (await readCompany(trx)).integrations.channel as { provider?: string } | undefined
  if ((channel?.provider ?? 'LOCAL') === 'NONE' || !wanted.length) return
  const codes = new Map<number, string>()
  for (const l of wanted) {
    const type = (await getRecord(trx, 'hosting-unit-type', l.hostingUnitType.id)) as
      { code?: string } | undefined
    codes.set(l.hostingUnitType.id, type?.code ?? String(l.hostingUnitType.id))
  }
  const code = (id: number) => codes.get(id)!
  await lockStock(
    trx,
    tenantId,
    wanted.map((l) => ({
      rentalUnitTypeCode: code(l.hostingUnitType.id),
      startDate: l.startDate,
      endDate: l.endDate,
    })),
  )
  const from = wanted.map((l) => l.startDate).sort()[0]
  const to = wanted.map((l) => l.endDate).sort()[wanted.length - 1]
  const today = localToday()
  const held = new Map<string, number>()
  for (const r of await otherLines(trx, from, to, before?.id)) {
    // A released block holds only its picked-up rooms (as the availability map counts it).
    for (const n of heldNights(r, today)) {
      const k = `${n.hostingUnitType.id}|${n.date}`
      held.set(k, (held.get(k) ?? 0) + n.blocked)
    }
  }
  const asked = roomsPerKey(wanted)
  const had = roomsPerKey(before?.reservations ?? [])
  const nights = [...asked.keys()].map((k) => k.split('|')[1]).sort()
  const stock = await stockOf(trx, [...new Set(codes.values())], nights[0], nights[nights.length - 1])
  const short = new Set<number>()
  for (const [k, n] of asked) {
    const [type, night] = k.split('|')
    if (n > (had.get(k) ?? 0) && (held.get(k) ?? 0) + n > stock(code(Number(type)), night))
      short.add(Number(type))
  }
  if (!short.size) return
  const errors: FieldError[] = []
  wanted.forEach((l, i) => {
    if (short.has(l.hostingUnitType.id))
      errors.push(fieldError(`reservations[${i}].roomQuantity`, 'accommodation.noChannelStock'))
  })
  // The write records the turned-away lines as lost business (events/lost-business/denials.ts).
  throw tagStayRefusal(
    badRequest(errors),
    wanted.filter((l) => short.has(l.hostingUnitType.id)).map(refusedStay),
  )
}
