import { sql, type Kysely } from 'kysely'

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
        FROM (SELECT part_id AS id FROM environment_part
                WHERE tenant_id = NEW.tenant_id AND environment_id = NEW.environment_id
              UNION
              SELECT NEW.environment_id WHERE NOT EXISTS (SELECT 1 FROM environment_part
                WHERE tenant_id = NEW.tenant_id AND environment_id = NEW.environment_id)) s;
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
}
