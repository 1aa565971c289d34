import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import type { EventRow } from '../events/model.js'
import type { EventSummary } from '../events/money/summary.js'
import { environmentKind } from '../events/items/environment.js'
import { equipmentKind } from '../events/items/equipment.js'
import { jsonStore } from '../events/items/store.js'
import { paymentKind } from '../events/items/payment.js'
import { labelsOf } from '../registries/reader.js'
import { formatNumber, showDate } from '../../common/format.js'
import { translate, type Locale } from '../i18n/translate.js'
import type { Table, TableKey } from './placeholders.js'
import { table, totalsTables } from './totals-tables.js'

type Trx = Transaction<Database>
type Json = Record<string, unknown>
type Line = EventSummary['lines'][number]
const idOf = (v: unknown) => (v as { id?: number } | null | undefined)?.id
const s = (v: unknown) => (v === null || v === undefined ? '' : String(v))
const day = (v: unknown) => showDate(s(v).slice(0, 10))

async function names(trx: Trx, registry: Parameters<typeof labelsOf>[1], ids: unknown[]) {
  return labelsOf(
    trx,
    registry,
    ids.map((v) => (typeof v === 'number' ? v : idOf(v))).filter((n): n is number => !!n),
  )
}

/**
 * The tables of what an event charges, every figure taken from the summary (server/events/
 * summary.ts), the one reckoning of its money: a line's quantity, days, rates and total are the
 * summary line's, a group's and the event's totals the summary's. Nothing here adds, rounds or
 * prices; the items are read only for what describes them (names, dates, items of a menu).
 */
export async function pricedTables(
  trx: Trx,
  event: EventRow,
  summary: EventSummary,
  locale: Locale,
  money: (v: unknown) => string,
): Promise<Partial<Record<TableKey, Table>>> {
  const t = (key: string) => translate(locale, key)
  const num = (v: number | undefined) => (v === undefined ? '' : formatNumber(v, locale))
  const byLine = new Map(summary.lines.map((l) => [`${l.origin}:${l.itemId}`, l]))
  const line = (origin: string, id: unknown): Partial<Line> => byLine.get(`${origin}:${s(id)}`) ?? {}
  const total = (l: Partial<Line>) => money(l.value ?? 0)
  const charge = (l: Partial<Line>) => (l.chargeType ? t(`events.meal.enums.chargeType.${l.chargeType}`) : '')

  const rooms = (await environmentKind.list(trx, event.id)) as Json[]
  const equipment = (await equipmentKind.list(trx, event.id)) as Json[]
  const [meals, menus, roomService, discounts] = await Promise.all(
    ['meal', 'menu', 'room-service', 'discount'].map((k) => jsonStore(k).list(trx, event.id)),
  )
  const payments = (await paymentKind.list(trx, event.id)) as Json[]
  const stays = summary.lines.filter((l) => l.origin === 'accommodation')
  const [roomNames, equipmentNames, mealNames, unitTypes] = await Promise.all([
    names(
      trx,
      'environment',
      rooms.map((r) => r.environment),
    ),
    names(
      trx,
      'equipment',
      equipment.map((q) => q.equipment),
    ),
    names(
      trx,
      'meal',
      meals.map((m) => m.meal),
    ),
    names(
      trx,
      'hosting-unit-type',
      stays.map((l) => l.unitTypeId),
    ),
  ])
  const label = (m: Map<number, string | null>, v: unknown) => m.get(idOf(v) ?? Number(v ?? 0)) ?? ''
  const items = (m: Json) =>
    (Array.isArray(m.items) ? (m.items as Json[]) : [])
      .map((i) => `${s(i.amount ?? 1)}x ${s(i.description)}`)
      .join(', ')

  return {
    'table.environments': table(
      ['environment', 'start', 'end', 'days', 'dailyRate', 'courtesy', 'total'],
      rooms.map((r) => {
        const l = line('environment', r.id)
        const courtesy = l.courtesy ? `${num(l.courtesyDays)} (${money(l.courtesy)})` : ''
        return [
          label(roomNames, r.environment),
          showDate(s(r.startDateHour)),
          showDate(s(r.endDateHour)),
          num(l.days),
          money(l.unitRate),
          courtesy,
          total(l),
        ]
      }),
      [3, 4, 5, 6],
    ),
    'table.equipment': table(
      ['equipment', 'amount', 'start', 'end', 'days', 'dailyRate', 'total'],
      equipment.map((q) => {
        const l = line('equipment', q.id)
        const when = [showDate(s(q.startDateHour)), showDate(s(q.endDateHour))]
        return [
          label(equipmentNames, q.equipment),
          num(l.quantity),
          ...when,
          num(l.days),
          money(l.unitRate),
          total(l),
        ]
      }),
      [1, 4, 5, 6],
    ),
    'table.meals': table(
      ['meal', 'start', 'end', 'charge', 'people', 'days', 'value', 'total'],
      meals.map((m) => {
        const l = line('meal', m.id)
        const people = l.chargeType === 'PER_PERSON' ? num(l.quantity) : ''
        const when = [showDate(s(m.startDateHour)), showDate(s(m.endDateHour))]
        return [
          label(mealNames, m.meal),
          ...when,
          charge(l),
          people,
          num(l.days),
          money(l.unitRate),
          total(l),
        ]
      }),
      [4, 5, 6, 7],
    ),
    'table.menus': table(
      ['menu', 'items', 'total'],
      menus.map((m) => [s(m.name), items(m), total(line('menu', m.id))]),
      [2],
    ),
    'table.roomService': table(
      ['roomService', 'items', 'charge', 'people', 'total'],
      roomService.map((m) => {
        const l = line('room-service', m.id)
        const people = l.chargeType === 'PER_PERSON' ? num(l.quantity) : ''
        return [s(m.name), items(m), charge(l), people, total(l)]
      }),
      [3, 4],
    ),
    'table.accommodation': table(
      ['roomType', 'checkIn', 'checkOut', 'nights', 'rooms', 'nightlyRate', 'total'],
      stays.map((l) => [
        label(unitTypes, l.unitTypeId),
        day(l.start),
        day(l.end),
        num(l.days),
        num(l.quantity),
        l.unitRate !== undefined ? money(l.unitRate) : (l.rates ?? []).map(money).join(' / '),
        total(l),
      ]),
      [3, 4, 5, 6],
    ),
    ...totalsTables(summary, discounts, payments, t, money),
  }
}
