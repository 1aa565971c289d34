import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { AppError, fieldError } from '../http/errors.js'
import { getRecord } from '../registries/reader.js'

type Trx = Transaction<Database>

export interface StockRequest {
  equipmentId: number
  start: string
  end: string
  amount: number
  /** The booking being changed (its own amount is not counted against it). */
  excludeEventEquipmentId?: number
}

/** The largest amount held at once during [start, end) by the bookings (each [start, end)). */
export function peakHeld(bookings: { start: string; end: string; amount: number }[], start: string) {
  // Usage only rises where a booking begins, so the peak is at the window's start or at one of those.
  const points = [start, ...bookings.map((b) => b.start).filter((s) => s > start)]
  return Math.max(
    0,
    ...points.map((p) => bookings.filter((b) => b.start <= p && p < b.end).reduce((n, b) => n + b.amount, 0)),
  )
}

/**
 * Decides inside the writing transaction whether the stock of a piece of equipment covers
 * `amount` for the period, against every booking of non-cancelled events overlapping it; throws
 * 409 `event.equipmentStock` with `available` otherwise. An advisory lock per (tenant, equipment)
 * makes concurrent deciders wait for each other. Services (type SERVICE) have no stock to count.
 */
export async function checkEquipmentStock(trx: Trx, req: StockRequest): Promise<void> {
  const available = await availableStock(trx, req)
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
  trx: Trx,
  req: Omit<StockRequest, 'amount'>,
): Promise<number | undefined> {
  const equipment = await getRecord(trx, 'equipment', req.equipmentId)
  if (!equipment || equipment.type === 'SERVICE') return undefined
  await sql`select pg_advisory_xact_lock(hashtext('equipment:' || current_setting('app.tenant_id', true) || ':' || ${String(req.equipmentId)}))`.execute(
    trx,
  )
  const rows = await trx
    .selectFrom('event_equipment as q')
    .innerJoin('event as e', (j) =>
      j.onRef('e.tenant_id', '=', 'q.tenant_id').onRef('e.id', '=', 'q.event_id'),
    )
    .select(['q.start_date_hour as start', 'q.end_date_hour as end', 'q.amount'])
    .where('q.equipment_id', '=', req.equipmentId)
    .where('e.situation', '<>', 'CANCELED')
    .where('q.id', '<>', req.excludeEventEquipmentId ?? 0)
    .where('q.start_date_hour', '<', req.end)
    .where('q.end_date_hour', '>', req.start)
    .execute()
  return Math.max(0, Number(equipment.stock ?? 0) - peakHeld(rows, req.start))
}
