import { sql, type Kysely } from 'kysely'

/**
 * A counter per tenant that moves with every change the diary shows (issue 36: the diary read is
 * the hot path, re-read by every open diary on every push). A read answers from a server's cache
 * while the counter it read with the data stands (availability/diary-cache.ts).
 *
 * - Bumped at COMMIT (a deferred constraint trigger), once per transaction and tenant, so the row
 *   lock that orders the bumps is held for the commit only and commit order is version order: a
 *   statement that sees version v sees every change that made it.
 * - Bumped by a SECURITY DEFINER function on a table whose row-level security is not forced, so a
 *   write the owner makes outside any tenant (a seed, a fix by hand) moves it too; the app role
 *   still reads its own tenant's row only.
 * - Sources: bookings (event_environment), the events they belong to (name, situation, version),
 *   compositions (environment_part) and the registries the diary lists (rooms, maintenances,
 *   holidays).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE diary_version (
      tenant_id bigint PRIMARY KEY REFERENCES tenant(id),
      version bigint NOT NULL DEFAULT 1
    );
    SELECT eventdesk_tenant_table('diary_version', false);

    CREATE FUNCTION eventdesk_diary_bump(t bigint) RETURNS void
      LANGUAGE plpgsql SECURITY DEFINER SET search_path = public
      AS $fn$
      DECLARE
        mark text := t::text || ':' || txid_current()::text;
      BEGIN
        IF current_setting('eventdesk.diary_touched', true) = mark THEN
          RETURN;
        END IF;
        PERFORM set_config('eventdesk.diary_touched', mark, true);
        INSERT INTO diary_version AS d (tenant_id) VALUES (t)
          ON CONFLICT (tenant_id) DO UPDATE SET version = d.version + 1;
      END
      $fn$;

    CREATE FUNCTION eventdesk_diary_touch() RETURNS trigger
      LANGUAGE plpgsql
      AS $fn$
      BEGIN
        PERFORM eventdesk_diary_bump(CASE WHEN TG_OP = 'DELETE' THEN OLD.tenant_id ELSE NEW.tenant_id END);
        RETURN NULL;
      END
      $fn$;

    -- Only the registries the diary lists.
    CREATE FUNCTION eventdesk_diary_touch_record() RETURNS trigger
      LANGUAGE plpgsql
      AS $fn$
      BEGIN
        IF TG_OP <> 'INSERT' AND OLD.registry IN ('environment', 'environment-maintenance', 'holiday') THEN
          PERFORM eventdesk_diary_bump(OLD.tenant_id);
        ELSIF TG_OP <> 'DELETE' AND NEW.registry IN ('environment', 'environment-maintenance', 'holiday') THEN
          PERFORM eventdesk_diary_bump(NEW.tenant_id);
        END IF;
        RETURN NULL;
      END
      $fn$;

    CREATE CONSTRAINT TRIGGER event_environment_diary AFTER INSERT OR UPDATE OR DELETE ON event_environment
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION eventdesk_diary_touch();
    CREATE CONSTRAINT TRIGGER event_diary AFTER UPDATE OR DELETE ON event
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION eventdesk_diary_touch();
    CREATE CONSTRAINT TRIGGER environment_part_diary AFTER INSERT OR UPDATE OR DELETE ON environment_part
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION eventdesk_diary_touch();
    CREATE CONSTRAINT TRIGGER registry_record_diary AFTER INSERT OR UPDATE OR DELETE ON registry_record
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION eventdesk_diary_touch_record();
  `.execute(db)
}
