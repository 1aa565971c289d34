import { sql, type Kysely } from 'kysely'
import { tenantKeyColumns } from './parts.js'

/**
 * Calendar feeds (issue 37, DESIGN.md wave 3): a person's subscriptions to a room, to the events
 * they coordinate or to one event, read by calendar applications from a secret URL.
 *
 * - `calendar_feed`: one row per feed; only the token's SHA-256 is kept, so the table alone opens
 *   nothing. The public read knows the token before it knows the tenant, so it resolves the hash
 *   to (tenant, feed, owner) as the owner connection, exactly as sign-in lists memberships
 *   (events_user, 0002): the table's policy is not forced for the owner, every other statement on
 *   it runs as the app role behind the wall. The lookup index is on the hash alone for that one
 *   read; the unique key begins with the tenant like every tenant table's.
 * - `event_environment.revision` / `changed_at`: a booking's iCalendar SEQUENCE and LAST-MODIFIED.
 *   A trigger raises them whenever the booking's room, times, blocking or data change (a move, an
 *   edit, the engine turning a hold into a blocking booking), and when its event's name or
 *   situation changes (the feed's SUMMARY and STATUS), so no writer can forget them; a no-op
 *   update (SET blocking = blocking) raises nothing.
 * - `company.time_zone`: the establishment's IANA zone, declared by the feeds' VTIMEZONE. Stored
 *   times are the venue's wall clock; until now the zone was only implied. Brazil's by default
 *   (docs/decisions/0057-calendar-feeds-open-questions.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE company ADD COLUMN time_zone text NOT NULL DEFAULT 'America/Sao_Paulo';

    ALTER TABLE event_environment
      ADD COLUMN revision integer NOT NULL DEFAULT 0,
      ADD COLUMN changed_at timestamptz NOT NULL DEFAULT now();

    CREATE FUNCTION eventdesk_booking_revision() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF NEW.revision IS DISTINCT FROM OLD.revision
        OR (NEW.event_id, NEW.environment_id, NEW.start_date_hour, NEW.end_date_hour, NEW.blocking, NEW.data)
          IS DISTINCT FROM (OLD.event_id, OLD.environment_id, OLD.start_date_hour, OLD.end_date_hour, OLD.blocking, OLD.data)
      THEN
        NEW.revision := OLD.revision + 1;
        NEW.changed_at := now();
      END IF;
      RETURN NEW;
    END $fn$;
    CREATE TRIGGER event_environment_revision BEFORE UPDATE ON event_environment
      FOR EACH ROW EXECUTE FUNCTION eventdesk_booking_revision();

    CREATE FUNCTION eventdesk_event_booking_revision() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      UPDATE event_environment SET revision = revision + 1
        WHERE tenant_id = NEW.tenant_id AND event_id = NEW.id;
      RETURN NULL;
    END $fn$;
    CREATE TRIGGER event_booking_revision AFTER UPDATE OF name, situation ON event
      FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.situation IS DISTINCT FROM NEW.situation)
      EXECUTE FUNCTION eventdesk_event_booking_revision();

    CREATE TABLE calendar_feed (
      ${tenantKeyColumns},
      owner_id bigint NOT NULL,
      scope text NOT NULL CHECK (scope IN ('ENVIRONMENT', 'USER', 'EVENT')),
      target_id bigint NOT NULL,
      token_hash text NOT NULL,
      -- The owner's language when subscribing: "Reservado" / "Reserved" for what they may not see.
      locale text NOT NULL DEFAULT 'pt-BR',
      -- The last body served and when it last differed: Last-Modified that a deleted booking moves too.
      etag text,
      body_changed_at timestamptz,
      created_at timestamp NOT NULL DEFAULT localtimestamp(0),
      revoked_at timestamp,
      PRIMARY KEY (tenant_id, id),
      UNIQUE (tenant_id, token_hash),
      FOREIGN KEY (tenant_id, owner_id) REFERENCES events_user (tenant_id, id) ON DELETE CASCADE
    );
    CREATE INDEX calendar_feed_token ON calendar_feed (token_hash) WHERE revoked_at IS NULL;
    CREATE INDEX calendar_feed_owner ON calendar_feed (tenant_id, owner_id, id) WHERE revoked_at IS NULL;
    -- Not forced: the public read resolves a token's hash across tenants as the owner (see above).
    SELECT eventdesk_tenant_table('calendar_feed', false);
  `.execute(db)
}
