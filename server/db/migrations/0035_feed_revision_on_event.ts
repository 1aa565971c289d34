import { sql, type Kysely } from 'kysely'

/**
 * A calendar feed's SEQUENCE rises when an event's name or situation changes (0032). 0032 did it
 * with a trigger on `event` that updated every booking row of the event: a lifecycle action then
 * took the event's booking rows before the room locks the availability engine takes next, while a
 * concurrent action holding those room locks re-ranked the same rows — two cancellations of holds
 * on one room deadlocked. The event now keeps its own counter, raised on its own row (already
 * locked by the writer), and a booking's SEQUENCE is its revision plus its event's: still rising
 * with every change of either, and no statement on `event` touches another table's rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER event_booking_revision ON event;
    DROP FUNCTION eventdesk_event_booking_revision();

    ALTER TABLE event
      ADD COLUMN feed_revision integer NOT NULL DEFAULT 0,
      ADD COLUMN feed_changed_at timestamptz NOT NULL DEFAULT now();

    CREATE FUNCTION eventdesk_event_feed_revision() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      NEW.feed_revision := OLD.feed_revision + 1;
      NEW.feed_changed_at := now();
      RETURN NEW;
    END $fn$;
    CREATE TRIGGER event_feed_revision BEFORE UPDATE OF name, situation ON event
      FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.situation IS DISTINCT FROM NEW.situation)
      EXECUTE FUNCTION eventdesk_event_feed_revision();
  `.execute(db)
}
