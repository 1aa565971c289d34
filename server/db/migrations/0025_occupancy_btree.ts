import { sql, type Kysely } from 'kysely'

/**
 * Overlap questions bounded on both sides (issue 16 budgets). 0017's btree indexes start at
 * `occupied_end > start` and so walk every LATER booking of a room (with ~3 years of bookings the
 * 3-day suggestion read 34,000 index entries to keep 216). A booking overlapping [a, b) starts
 * before b and, being at most as long as the tenant's longest booking L, starts after a − L: the
 * start index below is read over [a − L, b) only, and L is read from the length index (its top
 * entry; an ORDER BY on an index is not a qualifier, so forced row-level security does not stop
 * it). Timestamp `<`/`>=` are leakproof, so the bounds are index conditions under RLS, as long as
 * the lower bound is a whole subquery (a parameter): `timestamp − interval` in the qualifier itself
 * is not leakproof and would leave the bound a filter.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX booking_occupancy_blocking_start ON booking_occupancy
      (tenant_id, simple_environment_id, occupied_start) INCLUDE (occupied_end, event_environment_id) WHERE blocking;
    -- The suggestion asks every room at once: one range of starts over all of them.
    CREATE INDEX booking_occupancy_blocking_period ON booking_occupancy
      (tenant_id, occupied_start) INCLUDE (occupied_end, simple_environment_id, event_environment_id) WHERE blocking;
    CREATE INDEX booking_occupancy_room_start ON booking_occupancy
      (tenant_id, simple_environment_id, occupied_start) INCLUDE (occupied_end, event_environment_id, blocking);
    CREATE INDEX booking_occupancy_length ON booking_occupancy (tenant_id, (occupied_end - occupied_start));
    CREATE INDEX event_environment_room_start ON event_environment
      (tenant_id, environment_id, occupied_start) INCLUDE (occupied_end);
    CREATE INDEX event_environment_length ON event_environment (tenant_id, (occupied_end - occupied_start));
  `.execute(db)
}
