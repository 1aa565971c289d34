import { sql, type Kysely } from 'kysely'
import { bookedSimpleRooms } from './parts.js'

/**
 * One occupancy model, decided in the database (issue 16). Each room booking carries the range it
 * occupies (assembly start or start → disassembly deadline or end), whether it blocks and its hold
 * rank. `booking_occupancy` spreads each booking over the simple rooms it takes (a compound room
 * over its parts, from `environment_part`), and an exclusion constraint makes two blocking
 * bookings of one simple room impossible whatever code writes them. Triggers keep both in step
 * with event_environment, so no writer can forget them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE EXTENSION IF NOT EXISTS btree_gist;

    -- Compound room → its simple parts; kept in step by the registry write listener (x-occupancy).
    CREATE TABLE environment_part (
      tenant_id bigint NOT NULL REFERENCES tenant(id),
      environment_id bigint NOT NULL,
      part_id bigint NOT NULL,
      PRIMARY KEY (tenant_id, environment_id, part_id)
    );
    CREATE INDEX environment_part_part ON environment_part (tenant_id, part_id);
    SELECT eventdesk_tenant_table('environment_part');
    INSERT INTO environment_part (tenant_id, environment_id, part_id)
      SELECT DISTINCT r.tenant_id, r.id, (p->>'id')::bigint
      FROM registry_record r, jsonb_array_elements(coalesce(r.data->'composition', '[]')) p
      WHERE r.registry = 'environment' AND (r.data->>'compound')::boolean AND p->>'id' IS NOT NULL;

    ALTER TABLE event_environment
      ADD COLUMN occupied tsrange,
      ADD COLUMN blocking boolean NOT NULL DEFAULT false,
      ADD COLUMN hold_rank integer CHECK (hold_rank > 0),
      -- Order in which holds were taken (reorder rewrites it); ties break by id.
      ADD COLUMN hold_order numeric;

    CREATE FUNCTION eventdesk_booking_range() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      NEW.occupied := tsrange(
        least(coalesce((NEW.data->>'assemblyStart')::timestamp, NEW.start_date_hour), NEW.start_date_hour),
        greatest(coalesce((NEW.data->>'disassemblyDeadline')::timestamp, NEW.end_date_hour), NEW.end_date_hour));
      NEW.hold_order := coalesce(NEW.hold_order, NEW.id);
      RETURN NEW;
    END $fn$;
    CREATE TRIGGER event_environment_range BEFORE INSERT OR UPDATE ON event_environment
      FOR EACH ROW EXECUTE FUNCTION eventdesk_booking_range();
    UPDATE event_environment SET hold_order = id;
    ALTER TABLE event_environment ALTER COLUMN occupied SET NOT NULL;
    CREATE INDEX event_environment_occupied ON event_environment USING gist (tenant_id, environment_id, occupied);

    CREATE TABLE booking_occupancy (
      tenant_id bigint NOT NULL REFERENCES tenant(id),
      event_environment_id bigint NOT NULL,
      event_id bigint NOT NULL,
      simple_environment_id bigint NOT NULL,
      occupied tsrange NOT NULL,
      blocking boolean NOT NULL,
      PRIMARY KEY (tenant_id, event_environment_id, simple_environment_id),
      FOREIGN KEY (tenant_id, event_environment_id) REFERENCES event_environment (tenant_id, id) ON DELETE CASCADE,
      CONSTRAINT booking_occupancy_no_overlap EXCLUDE USING gist
        (tenant_id WITH =, simple_environment_id WITH =, occupied WITH &&) WHERE (blocking)
    );
    CREATE INDEX booking_occupancy_room ON booking_occupancy USING gist (tenant_id, simple_environment_id, occupied);
    SELECT eventdesk_tenant_table('booking_occupancy');

    -- A booking takes its room's parts, or the room itself when it has none.
    CREATE FUNCTION eventdesk_booking_spread() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      DELETE FROM booking_occupancy WHERE tenant_id = NEW.tenant_id AND event_environment_id = NEW.id;
      INSERT INTO booking_occupancy (tenant_id, event_environment_id, event_id, simple_environment_id, occupied, blocking)
        SELECT NEW.tenant_id, NEW.id, NEW.event_id, s.id, NEW.occupied, NEW.blocking
        FROM ${bookedSimpleRooms};
      RETURN NULL;
    END $fn$;
    CREATE TRIGGER event_environment_spread AFTER INSERT OR UPDATE ON event_environment
      FOR EACH ROW EXECUTE FUNCTION eventdesk_booking_spread();
    UPDATE event_environment SET blocking = blocking;
  `.execute(db)
}
