import { sql, type RawBuilder, type Transaction } from 'kysely'
import { tenantPredicate } from '../db/tenant.js'
import type { Database } from '../db/types.js'

type Trx = Transaction<Database>

/**
 * `alias` (booking_occupancy, or event_environment with `table`) overlaps [start, end), asked so
 * that the start index of migration 0025 is read over [start − longest, end) only: a booking
 * overlapping the period ends after `start` and is no longer than the tenant's longest one, so it
 * starts after `start − longest`. The longest is the top of the length index (one index entry).
 * The bound is computed inside the subquery: under forced RLS a qualifier holding `timestamp −
 * interval` (not leakproof) is never an index condition, a subquery's result (a parameter) is.
 */
export function overlapsPeriod(
  trx: Trx,
  alias: string,
  start: string,
  end: string,
  table: 'booking_occupancy' | 'event_environment' = 'booking_occupancy',
): RawBuilder<boolean> {
  const s = sql.ref(`${alias}.occupied_start`)
  const e = sql.ref(`${alias}.occupied_end`)
  return sql<boolean>`${s} < ${end}::timestamp and ${e} > ${start}::timestamp
    and ${s} >= (select ${start}::timestamp - coalesce(max(l.occupied_end - l.occupied_start), interval '0')
      from ${sql.table(table)} l where ${tenantPredicate(trx, 'l')})`
}
