import { createHash } from 'node:crypto'
import { sql, type Transaction } from 'kysely'
import type { Database } from '../../db/types.js'
import { getSettings } from '../../configuration/settings.js'
import type { EventRow } from '../model.js'
import { bookingPrice, dailies, type PricedBooking } from '../../../common/events/booking-price.js'
import { itemsValue } from '../items/menu.js'
import { discountGroups } from '../items/discount.js'
import { environmentKind } from '../items/environment.js'
import { equipmentKind } from '../items/equipment.js'
import { jsonStore } from '../items/store.js'
import type { Json } from '../items/types.js'
import { roundMoney } from '../../../common/money.js'

type Trx = Transaction<Database>
export type Group = (typeof discountGroups)[number]
interface Line {
  origin: string
  itemId: number
  group: Group
  gross: number
  courtesy: number
  taxRate: number
  /**
   * What the gross is made of, for documents that show it (issue 33); descriptive only, never
   * summed again: quantity (people, units or rooms), days (dailies, charged days or nights), the
   * unit rate, the courtesy dailies given, a meal's or room service's charge type, a stay's dates
   * and room type, and its nightly rates when they differ.
   */
  quantity?: number
  days?: number
  unitRate?: number
  courtesyDays?: number
  chargeType?: string
  start?: string
  end?: string
  unitTypeId?: number
  rates?: number[]
}

const num = (v: unknown) => Number(v ?? 0)
const str = (v: unknown) => v as string | undefined

/** A room: its booking's price (common/events/booking-price.ts), taxed as a room. */
function environmentLine(e: Json, taxRate: number): Line {
  const { days, unitRate, courtesyDays, gross, courtesy } = bookingPrice(e as unknown as PricedBooking)
  return {
    origin: 'environment',
    itemId: e.id as number,
    group: e.extra ? 'additional' : 'environment',
    gross,
    courtesy,
    taxRate,
    days,
    unitRate,
    courtesyDays,
  }
}

/**
 * What a hotel reservation's rooms cost: each night's daily rate (one per night, as the channel
 * gave it or as typed) times the rooms booked. The one formula: the summary's accommodation lines
 * and the accommodation report's value column both use it.
 */
export const reservationValueSql = sql<string>`(select coalesce(sum((x->>'value')::numeric), 0)
  from jsonb_array_elements(coalesce(r.data->'dailyRates', '[]'::jsonb)) as x) * r.room_quantity`

/** The value of each reservation of the event's active (not cancelled) accommodations. */
const reservationValues = (trx: Trx, eventId: number) =>
  trx
    .selectFrom('event_accommodation_reservation as r')
    .innerJoin('event_accommodation as a', 'a.id', 'r.accommodation_id')
    .where('r.event_id', '=', eventId)
    .where('a.situation', '=', 'ACTIVE')
    .select(['r.id', sql<string>`${reservationValueSql}`.as('value')])
    .select(['r.start_date', 'r.end_date', 'r.room_quantity', 'r.hosting_unit_type_id', 'r.data'])
    .orderBy('r.id')
    .execute()

/**
 * People a meal is charged for: PER_ITEM once; PER_PERSON (the default) its estimated people,
 * else the event's, else 1 (a meal without a head count is never free by omission).
 */
const mealPeople = (m: Json, event: EventRow) =>
  m.chargeType === 'PER_ITEM' ? 1 : num(m.esteemedPeople) || (event.estimated_people ?? 0) || 1

/**
 * The event's budget by group, as the summary tab shows it. Per group: gross, courtesy (courtesy
 * dailies given back), discount (BY_AREA discounts), net = gross − courtesy − discount, tax =
 * the configured rate on the net (a group's discount lowers its lines proportionally; extra items
 * form the "additional" group and keep the rate of their own kind), total = net + tax. The event's
 * total is the groups' totals minus the TOTAL discounts. Accommodation is every active
 * reservation's rooms × its nightly rates. Meals count per person (PER_PERSON, the default) or
 * once (PER_ITEM), either per day with CHARGE_MEAL_DAILY; PER_PERSON room service counts per
 * estimated person (1 when not informed); a menu with items is worth its items.
 * This is the one reckoning of an event's money: documents, reports, the billing account and the
 * commissions read its result and never add up on their own.
 */
export async function computeSummary(trx: Trx, event: EventRow) {
  const settings = await getSettings(trx)
  const taxes = {
    environment: settings.environmentTax,
    equipment: settings.equipmentTax,
    foodAndBeverage: settings.foodAndBeverageTax,
    accommodation: settings.accommodationTax,
  }
  const lines: Line[] = []
  for (const e of await environmentKind.list(trx, event.id)) lines.push(environmentLine(e, taxes.environment))
  for (const q of await equipmentKind.list(trx, event.id)) {
    const days = dailies(str(q.startDateHour)!, str(q.endDateHour)!)
    lines.push({
      origin: 'equipment',
      itemId: q.id,
      group: q.extra ? 'additional' : 'equipment',
      gross: num(q.dailyRate) * num(q.amount) * days,
      courtesy: 0,
      taxRate: taxes.equipment,
      quantity: num(q.amount),
      days,
      unitRate: num(q.dailyRate),
    })
  }
  const food = (origin: string, itemId: number, gross: number, made: Partial<Line> = {}) =>
    lines.push({
      origin,
      itemId,
      group: 'foodAndBeverage',
      gross,
      courtesy: 0,
      taxRate: taxes.foodAndBeverage,
      ...made,
    })
  for (const m of await jsonStore('meal').list(trx, event.id)) {
    const [people, days] = [
      mealPeople(m, event),
      settings.chargeMealDaily ? dailies(str(m.startDateHour)!, str(m.endDateHour)!) : 1,
    ]
    food('meal', m.id, num(m.value) * people * days, {
      quantity: people,
      days,
      unitRate: num(m.value),
      chargeType: m.chargeType === 'PER_ITEM' ? 'PER_ITEM' : 'PER_PERSON',
    })
  }
  const worth = (m: Json) => (Array.isArray(m.items) && m.items.length ? itemsValue(m.items) : num(m.value))
  for (const m of await jsonStore('menu').list(trx, event.id)) food('menu', m.id, worth(m))
  for (const r of await jsonStore('room-service').list(trx, event.id)) {
    const people = r.chargeType === 'PER_PERSON' ? (event.estimated_people ?? 1) : 1
    food('room-service', r.id, worth(r) * people, {
      quantity: people,
      unitRate: worth(r),
      chargeType: r.chargeType === 'PER_PERSON' ? 'PER_PERSON' : 'PER_ITEM',
    })
  }

  for (const r of await reservationValues(trx, event.id)) {
    const rates = ((r.data.dailyRates ?? []) as Json[]).map((x) => num(x.value))
    lines.push({
      origin: 'accommodation',
      itemId: r.id,
      group: 'accommodation',
      gross: Number(r.value),
      courtesy: 0,
      taxRate: taxes.accommodation,
      quantity: r.room_quantity,
      days: rates.length,
      ...(new Set(rates).size === 1 ? { unitRate: rates[0] } : { rates }),
      start: r.start_date,
      end: r.end_date,
      unitTypeId: r.hosting_unit_type_id,
    })
  }

  const discounts = await jsonStore('discount').list(trx, event.id)
  const groups = Object.fromEntries(
    discountGroups.map((g) => {
      const own = lines.filter((l) => l.group === g)
      const gross = own.reduce((s, l) => s + l.gross, 0)
      const courtesy = own.reduce((s, l) => s + l.courtesy, 0)
      const discount = discounts
        .filter((d) => d.type === 'BY_AREA')
        .reduce((s, d) => s + num(d[`${g}Value`]), 0)
      const base = gross - courtesy
      const net = base - discount
      const fullTax = own.reduce((s, l) => s + ((l.gross - l.courtesy) * l.taxRate) / 100, 0)
      const tax = base > 0 ? (fullTax * net) / base : 0
      return [
        g,
        {
          gross: roundMoney(gross),
          courtesy: roundMoney(courtesy),
          discount: roundMoney(discount),
          net: roundMoney(net),
          tax: roundMoney(tax),
          total: roundMoney(roundMoney(net) + roundMoney(tax)),
        },
      ]
    }),
  ) as Record<
    Group,
    { gross: number; courtesy: number; discount: number; net: number; tax: number; total: number }
  >
  const subtotal = roundMoney(Object.values(groups).reduce((s, g) => s + g.total, 0))
  const totalDiscount = roundMoney(
    discounts.filter((d) => d.type !== 'BY_AREA').reduce((s, d) => s + num(d.value), 0),
  )
  return {
    taxes,
    groups,
    subtotal,
    totalDiscount,
    total: roundMoney(subtotal - totalDiscount),
    // `value` (gross less courtesy, before the group's discount and tax) is what a document prints
    // as the line's total.
    lines: lines.map((l) => ({
      ...l,
      gross: roundMoney(l.gross),
      courtesy: roundMoney(l.courtesy),
      value: roundMoney(roundMoney(l.gross) - roundMoney(l.courtesy)),
    })),
  }
}

export type EventSummary = Awaited<ReturnType<typeof computeSummary>>

/**
 * A fingerprint of what an event charges: every priced line (its origin, item, gross, courtesy and
 * tax rate), each group's figures and the total. Equal fingerprints mean a document made from one
 * still shows the other's money; a changed rate, a new item or a new discount changes it.
 */
export function pricedFingerprint(s: EventSummary): string {
  // Only the priced fields: the descriptive ones (quantity, days…) are not money, and documents
  // made before they existed must keep their fingerprint.
  const lines = s.lines.map(({ origin, itemId, group, gross, courtesy, taxRate }) => ({
    origin,
    itemId,
    group,
    gross,
    courtesy,
    taxRate,
  }))
  const priced = { lines, groups: s.groups, totalDiscount: s.totalDiscount, total: s.total }
  return createHash('sha256').update(JSON.stringify(priced)).digest('base64url').slice(0, 22)
}
