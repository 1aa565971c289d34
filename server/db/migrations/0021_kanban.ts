import { sql, type Kysely } from 'kysely'

/**
 * Issue 20: the kanban board and the waiting list. The event keeps its kanban column (a
 * kanban-status record; none = the default column) and its place in its waiting-list group; the
 * ticks of checklist items are rows per event, so they survive a move between columns.
 * Ticks are keyed by the item's position in the checklist and keep the item's text: an item
 * reworded or moved later reads as not done rather than as another item's tick.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE event
      ADD COLUMN kanban_status_id bigint,
      ADD COLUMN wait_list_rank integer CHECK (wait_list_rank > 0);
    CREATE INDEX event_kanban ON event (tenant_id, kanban_status_id, start_date, id);
    CREATE INDEX event_wait_list_rank ON event (tenant_id, wait_list_group_id, wait_list_rank) WHERE wait_list;

    CREATE TABLE event_checklist_tick (
      tenant_id bigint NOT NULL REFERENCES tenant(id),
      event_id bigint NOT NULL,
      checklist_id bigint NOT NULL,
      item_index integer NOT NULL CHECK (item_index >= 0),
      description text NOT NULL,
      done_by bigint,
      done_at timestamp NOT NULL DEFAULT localtimestamp(0),
      PRIMARY KEY (tenant_id, event_id, checklist_id, item_index),
      FOREIGN KEY (tenant_id, event_id) REFERENCES event (tenant_id, id) ON DELETE CASCADE
    );
    SELECT eventdesk_tenant_table('event_checklist_tick');
  `.execute(db)
}
