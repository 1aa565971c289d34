import { sql, type Kysely } from 'kysely'

/**
 * Several servers on one database (issue 39): each keeps the memberships it checks on every
 * request for a few seconds (auth/memberships.ts). A change to a membership (deactivated, removed,
 * its features or type) or to the user behind it (deactivated, blocked, sessions ended by a
 * password reset) is announced on `eventdesk_membership` when it commits, so every server forgets
 * it at once, whichever path wrote it: `m:<tenant>:<membership>` or `u:<user>`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION eventdesk_membership_notice() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_TABLE_NAME = 'app_user' THEN
        PERFORM pg_notify('eventdesk_membership', 'u:' || NEW.id);
      ELSE
        PERFORM pg_notify('eventdesk_membership', 'm:' || OLD.tenant_id || ':' || OLD.id);
      END IF;
      RETURN NULL;
    END $fn$;
    CREATE TRIGGER events_user_notice AFTER UPDATE OR DELETE ON events_user
      FOR EACH ROW EXECUTE FUNCTION eventdesk_membership_notice();
    CREATE TRIGGER app_user_notice AFTER UPDATE OF active, blocked, sessions_valid_after ON app_user
      FOR EACH ROW
      WHEN ((OLD.active, OLD.blocked, OLD.sessions_valid_after) IS DISTINCT FROM (NEW.active, NEW.blocked, NEW.sessions_valid_after))
      EXECUTE FUNCTION eventdesk_membership_notice();
  `.execute(db)
}
