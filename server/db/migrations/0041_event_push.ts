import { sql, type Kysely } from 'kysely'

/**
 * An EVENTS push on the tenant channel whenever an event is made, changed or removed, however it
 * was written (a form, a lifecycle action, a kanban move at another desk, a copy, the waiting
 * list, a document's contract flag): the kanban board reads itself again, so a coordinator sees
 * an event made at another desk without pressing refresh.
 *
 * - The push is the hub's envelope (notifications/publish.ts, channel `eventdesk_push`, to the
 *   `tenant` channel every member follows) and says only that events changed: the board reads
 *   them again through the API, which shows each person what they may see.
 * - Its id is the tenant and the transaction, so the many rows a transaction writes (a kanban
 *   reset, a copy) make identical notifications, which PostgreSQL delivers once; pg_notify in the
 *   transaction means a rolled-back write pushes nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION eventdesk_event_push() RETURNS trigger
      LANGUAGE plpgsql
      AS $fn$
      DECLARE
        t bigint := CASE WHEN TG_OP = 'DELETE' THEN OLD.tenant_id ELSE NEW.tenant_id END;
      BEGIN
        PERFORM pg_notify('eventdesk_push', json_build_object(
          'id', 'events:' || t::text || ':' || txid_current()::text,
          'tenantId', t,
          'channel', 'tenant',
          'payload', json_build_object('type', 'EVENTS'))::text);
        RETURN NULL;
      END
      $fn$;

    CREATE TRIGGER event_push AFTER INSERT OR UPDATE OR DELETE ON event
      FOR EACH ROW EXECUTE FUNCTION eventdesk_event_push();
  `.execute(db)
}
