import { sql, type Transaction } from 'kysely'
import type { Database } from '../../db/types.js'
import { AppError, fieldError } from '../../http/errors.js'
import { getRecord } from '../../registries/reader.js'
import { tenantPredicate } from '../../db/tenant.js'
import { lock } from '../../db/locks.js'
import type { BookingEngine } from './port.js'

type Trx = Transaction<Database>
/** What the stock count needs of the booking engine (app.events.bookings). */
type Counter = Pick<BookingEngine, 'equipmentSituations'>

export interface StockRequest {
  equipmentId: number
  start: string
  end: string
  amount: number
  /** The booking being changed (its own amount is not counted against it). */
  excludeEventEquipmentId?: number
  /** The booking's event situation: one that takes no stock is not checked. */
  situation?: string
}

/**
 * Decides inside the writing transaction whether the stock of a piece of equipment covers
 * `amount` for the period, against every overlapping booking of an event whose situation takes the
 * stock (always CONFIRMED, IN_PROGRESS, RELEASED_FOR_CLOSING, REOPEN; NEW and NEGOTIATION only with
 * EQUIPMENT_BLOCK and their own block flag: common/events/blocking.ts); throws
 * 409 `event.equipmentStock` with `available` otherwise. An advisory lock per (tenant, equipment)
 * makes concurrent deciders wait for each other. Services (type SERVICE) have no stock to count.
 * `bookings` (app.events.bookings) says which situations take stock, read under the block flags'
 * shared lock first, as before: the flags cannot change before this commits.
 */
export async function checkEquipmentStock(bookings: Counter, trx: Trx, req: StockRequest): Promise<void> {
  // A booking of an event whose situation takes no stock is refused by nothing (like a room hold);
  // it is counted, and checked, once the event moves to a situation that does (settleEquipment).
  const counted = await bookings.equipmentSituations(trx, true)
  if (req.situation && !counted.includes(req.situation)) return
  const available = await availableStock(bookings, trx, { ...req, counted })
  if (available !== undefined && req.amount > available)
    throw new AppError(
      409,
      'event.equipmentStock',
      [fieldError('amount', 'event.equipmentStock')],
      undefined,
      { available },
    )
}

/**
 * How many units are free for the whole period (undefined: no stock is counted — a service, or
 * no such equipment). Takes the equipment's advisory lock, so a write after it in the same
 * transaction is decided against what was counted.
 */
export async function availableStock(
  bookings: Counter,
  trx: Trx,
  req: Omit<StockRequest, 'amount'> & { lock?: boolean; counted?: string[] },
): Promise<number | undefined> {
  const equipment = await getRecord(trx, 'equipment', req.equipmentId)
  if (!equipment || equipment.type === 'SERVICE') return undefined
  const counted = req.counted ?? (await bookings.equipmentSituations(trx, req.lock !== false))
  if (req.lock !== false) await lock(trx, 'equipment', req.equipmentId)
  // Usage only rises where a booking begins, so the peak is at the window's start or at one of
  // those: one set-wise query over the overlapping bookings, summed at each such point.
  const { rows } = await sql<{ peak: number }>`
    with b as (
      select greatest(q.start_date_hour, ${req.start}::timestamp) as s, q.end_date_hour as e, q.amount
      from event_equipment q join event e on e.tenant_id = q.tenant_id and e.id = q.event_id
      where ${tenantPredicate(trx, 'q')} and q.equipment_id = ${req.equipmentId} and e.situation = any(${counted}::text[])
        and q.id <> ${req.excludeEventEquipmentId ?? 0}
        and q.start_date_hour < ${req.end}::timestamp and q.end_date_hour > ${req.start}::timestamp)
    select coalesce(max((select sum(x.amount) from b x where x.s <= p.s and p.s < x.e)), 0)::float8 as peak
    from b p`.execute(trx)
  return Math.max(0, Number(equipment.stock ?? 0) - Number(rows[0]?.peak ?? 0))
}

/**
 * After an event's situation changed, in the same transaction: when it moves from a situation that
 * takes no stock to one that does, each of its equipment bookings is checked against the stock
 * (its sibling bookings now counted too); 409 `event.equipmentStock` refuses the change.
 */
export async function settleEquipment(
  bookings: Counter,
  trx: Trx,
  eventId: number,
  from: string,
  to: string,
) {
  const counted = await bookings.equipmentSituations(trx, true)
  if (counted.includes(from) || !counted.includes(to)) return
  // checkEquipmentStock reads the flags again under the same shared lock: the same answer.
  const rows = await trx
    .selectFrom('event_equipment')
    .select(['id', 'equipment_id', 'start_date_hour', 'end_date_hour', 'amount'])
    .where('event_id', '=', eventId)
    .orderBy('equipment_id')
    .execute()
  for (const r of rows)
    await checkEquipmentStock(bookings, trx, {
      equipmentId: r.equipment_id,
      start: r.start_date_hour,
      end: r.end_date_hour,
      amount: r.amount,
      excludeEventEquipmentId: r.id,
    })
}
