import { sql, type Kysely } from 'kysely'
import { bookedSimpleRooms } from './parts.js'

/**
 * The occupancy engine's range as plain columns (issue 16, speed). Under FORCE ROW LEVEL SECURITY
 * PostgreSQL only lets LEAKPROOF operators into an index scan, and the range operator `&&` is not
 * one, so every overlap question read all of a room's bookings. `occupied_start`/`occupied_end`
 * (kept by the same triggers as `occupied`) compare with the timestamp `<`/`>`, which are
 * leakproof, on btree indexes that carry what the questions read. The range and the EXCLUDE
 * constraint stay: the constraint is the wall against two blocking bookings, whatever writes them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE event_environment ADD COLUMN occupied_start timestamp, ADD COLUMN occupied_end timestamp;
    ALTER TABLE booking_occupancy ADD COLUMN occupied_start timestamp, ADD COLUMN occupied_end timestamp;

    CREATE OR REPLACE FUNCTION eventdesk_booking_range() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      NEW.occupied := tsrange(
        least(coalesce((NEW.data->>'assemblyStart')::timestamp, NEW.start_date_hour), NEW.start_date_hour),
        greatest(coalesce((NEW.data->>'disassemblyDeadline')::timestamp, NEW.end_date_hour), NEW.end_date_hour));
      NEW.occupied_start := lower(NEW.occupied);
      NEW.occupied_end := upper(NEW.occupied);
      NEW.hold_order := coalesce(NEW.hold_order, NEW.id);
      RETURN NEW;
    END $fn$;

    CREATE OR REPLACE FUNCTION eventdesk_booking_spread() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      DELETE FROM booking_occupancy WHERE tenant_id = NEW.tenant_id AND event_environment_id = NEW.id;
      INSERT INTO booking_occupancy (tenant_id, event_environment_id, event_id, simple_environment_id, occupied,
          occupied_start, occupied_end, blocking)
        SELECT NEW.tenant_id, NEW.id, NEW.event_id, s.id, NEW.occupied, NEW.occupied_start, NEW.occupied_end, NEW.blocking
        FROM ${bookedSimpleRooms};
      RETURN NULL;
    END $fn$;

    -- Existing rows: the columns straight from the range (no re-spread needed for that).
    ALTER TABLE event_environment DISABLE TRIGGER event_environment_spread;
    UPDATE event_environment SET occupied_start = lower(occupied), occupied_end = upper(occupied);
    ALTER TABLE event_environment ENABLE TRIGGER event_environment_spread;
    UPDATE booking_occupancy SET occupied_start = lower(occupied), occupied_end = upper(occupied);
    ALTER TABLE event_environment ALTER COLUMN occupied_start SET NOT NULL, ALTER COLUMN occupied_end SET NOT NULL;
    ALTER TABLE booking_occupancy ALTER COLUMN occupied_start SET NOT NULL, ALTER COLUMN occupied_end SET NOT NULL;

    -- Overlap of [s, e) with [a, b): occupied_end > a (the index range) and occupied_start < b (read
    -- from the index too). The blocking questions read only the partial index.
    CREATE INDEX booking_occupancy_blocking_end ON booking_occupancy
      (tenant_id, simple_environment_id, occupied_end) INCLUDE (occupied_start, event_environment_id) WHERE blocking;
    CREATE INDEX booking_occupancy_room_end ON booking_occupancy
      (tenant_id, simple_environment_id, occupied_end) INCLUDE (occupied_start, event_environment_id, blocking);
    CREATE INDEX event_environment_room_end ON event_environment
      (tenant_id, environment_id, occupied_end) INCLUDE (occupied_start);
    -- The GiST indexes on the range are no use to the app role (see above); the constraint keeps its own.
    DROP INDEX booking_occupancy_room;
    DROP INDEX event_environment_occupied;
  `.execute(db)
  await backfill(db)
}

/** A tenant's block flag (catalogue default: off). */
const flag = (entry: string) =>
  `(SELECT value = 'true'::jsonb FROM configuration_entry c WHERE c.tenant_id = ee.tenant_id AND c.name = '${entry}') IS TRUE`

/** Whether the booking's event situation blocks by its tenant's flags (blocking.ts, in SQL). */
const blocks = `(e.situation IN ('CONFIRMED', 'IN_PROGRESS', 'RELEASED_FOR_CLOSING', 'REOPEN')
  OR (${flag('ENVIRONMENT_BLOCK')} AND (
    (e.situation = 'NEW' AND ${flag('NEW_SITUATION_BLOCK')})
    OR (e.situation = 'NEGOTIATION' AND ${flag('NEGOTIATION_SITUATION_BLOCK')}))))`

/**
 * Bookings written before 0016 got \`blocking = false\` and no rank (the new columns' defaults), so
 * a database migrated from an older version had confirmed rooms that blocked nothing. They are
 * settled here as the engine settles them: in line order (hold order, then id) each booking of a
 * blocking situation blocks unless it would overlap one already blocking on a shared simple room
 * (then it stays a ranked hold, as when the flags change:
 * docs/decisions/0034-block-flags-over-existing-bookings.md); then every hold is ranked by
 * rerank's rule. Bookings written since 0016 are either blocking or ranked, or of a
 * situation that never blocks, so they are left as they are (their ranks only follow the new
 * blocking ones).
 */
async function backfill(db: Kysely<unknown>) {
  await sql`
    DO $do$
    DECLARE b record;
    BEGIN
      FOR b IN SELECT ee.tenant_id, ee.id FROM event_environment ee
          JOIN event e ON e.tenant_id = ee.tenant_id AND e.id = ee.event_id
          WHERE NOT ee.blocking AND ee.hold_rank IS NULL AND ${sql.raw(blocks)}
          ORDER BY ee.tenant_id, ee.hold_order, ee.id
      LOOP
        UPDATE event_environment SET blocking = true
        WHERE tenant_id = b.tenant_id AND id = b.id AND NOT EXISTS (
          SELECT 1 FROM booking_occupancy mine
          JOIN booking_occupancy other ON other.tenant_id = mine.tenant_id
            AND other.simple_environment_id = mine.simple_environment_id AND other.blocking
            AND other.event_environment_id <> mine.event_environment_id
            AND other.occupied_start < mine.occupied_end AND other.occupied_end > mine.occupied_start
          WHERE mine.tenant_id = b.tenant_id AND mine.event_environment_id = b.id);
      END LOOP;
    END $do$;

    -- The rank does not change what a booking takes: no re-spread.
    ALTER TABLE event_environment DISABLE TRIGGER event_environment_spread;
    WITH ranked AS (
      SELECT ee.tenant_id, ee.id,
        CASE WHEN ee.blocking OR e.situation IN ('CANCELED', 'END', 'WAIT_LIST') THEN NULL ELSE 1 + (
          SELECT count(DISTINCT o.id) FROM booking_occupancy mine
          JOIN booking_occupancy other ON other.tenant_id = mine.tenant_id
            AND other.simple_environment_id = mine.simple_environment_id
            AND other.occupied_start < mine.occupied_end AND other.occupied_end > mine.occupied_start
            AND other.event_id <> mine.event_id
          JOIN event_environment o ON o.tenant_id = other.tenant_id AND o.id = other.event_environment_id
          JOIN event oe ON oe.tenant_id = o.tenant_id AND oe.id = o.event_id
          WHERE mine.tenant_id = ee.tenant_id AND mine.event_environment_id = ee.id
            AND (o.blocking OR (oe.situation NOT IN ('CANCELED', 'END', 'WAIT_LIST')
              AND (o.hold_order, o.id) < (ee.hold_order, ee.id))))
        END AS rank
      FROM event_environment ee JOIN event e ON e.tenant_id = ee.tenant_id AND e.id = ee.event_id)
    UPDATE event_environment ee SET hold_rank = ranked.rank FROM ranked
    WHERE ee.tenant_id = ranked.tenant_id AND ee.id = ranked.id AND ee.hold_rank IS DISTINCT FROM ranked.rank;
    ALTER TABLE event_environment ENABLE TRIGGER event_environment_spread;
  `.execute(db)
}
