import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { AppError, fieldError } from '../http/errors.js'
import { getRecord } from '../registries/reader.js'
import { tenantPredicate } from '../db/tenant.js'

type Trx = Transaction<Database>

export interface StockRequest {
  equipmentId: number
  start: string
  end: string
  amount: number
  /** The booking being changed (its own amount is not counted against it). */
  excludeEventEquipmentId?: number
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
  req: Omit<StockRequest, 'amount'> & { lock?: boolean },
): Promise<number | undefined> {
  const equipment = await getRecord(trx, 'equipment', req.equipmentId)
  if (!equipment || equipment.type === 'SERVICE') return undefined
  if (req.lock !== false)
    await sql`select pg_advisory_xact_lock(hashtext('equipment:' || current_setting('app.tenant_id', true) || ':' || ${String(req.equipmentId)}))`.execute(
      trx,
    )
  // Usage only rises where a booking begins, so the peak is at the window's start or at one of
  // those: one set-wise query over the overlapping bookings, summed at each such point.
  const { rows } = await sql<{ peak: number }>`
    with b as (
      select greatest(q.start_date_hour, ${req.start}::timestamp) as s, q.end_date_hour as e, q.amount
      from event_equipment q join event e on e.tenant_id = q.tenant_id and e.id = q.event_id
      where ${tenantPredicate(trx, 'q')} and q.equipment_id = ${req.equipmentId} and e.situation <> 'CANCELED'
        and q.id <> ${req.excludeEventEquipmentId ?? 0}
        and q.start_date_hour < ${req.end}::timestamp and q.end_date_hour > ${req.start}::timestamp)
    select coalesce(max((select sum(x.amount) from b x where x.s <= p.s and p.s < x.e)), 0)::float8 as peak
    from b p`.execute(trx)
  return Math.max(0, Number(equipment.stock ?? 0) - Number(rows[0]?.peak ?? 0))
}
