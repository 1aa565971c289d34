import { sql, type Kysely } from 'kysely'
import { tenantKeyColumns } from './parts.js'

/**
 * The event's sub-items (issue 8). Rooms and payments already have their tables (0010). Equipment
 * gets its own table because stock is decided with range queries and because an equipment row
 * linked to an event environment must keep that environment (the foreign key is the second wall
 * behind the 409). Items that are only read whole (meals, menus, room service, departments,
 * commissions, discounts, follow-ups, programming) share one jsonb table keyed by kind.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE event_environment ADD UNIQUE (tenant_id, event_id, id);

    CREATE TABLE event_equipment (
      ${tenantKeyColumns},
      event_id bigint NOT NULL,
      equipment_id bigint NOT NULL,
      event_environment_id bigint,
      start_date_hour timestamp NOT NULL,
      end_date_hour timestamp NOT NULL,
      amount integer NOT NULL CHECK (amount > 0),
      data jsonb NOT NULL DEFAULT '{}',
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, event_id) REFERENCES event (tenant_id, id) ON DELETE CASCADE,
      -- NO ACTION (checked at the end of the statement), so deleting the event still cascades.
      FOREIGN KEY (tenant_id, event_id, event_environment_id) REFERENCES event_environment (tenant_id, event_id, id),
      CHECK (start_date_hour < end_date_hour)
    );
    CREATE INDEX event_equipment_event ON event_equipment (tenant_id, event_id);
    CREATE INDEX event_equipment_stock ON event_equipment (tenant_id, equipment_id, start_date_hour);
    CREATE INDEX event_equipment_room ON event_equipment (tenant_id, event_environment_id) WHERE event_environment_id IS NOT NULL;
    SELECT eventdesk_tenant_table('event_equipment');

    CREATE TABLE event_item (
      ${tenantKeyColumns},
      event_id bigint NOT NULL,
      kind text NOT NULL
        CHECK (kind IN ('meal', 'menu', 'room-service', 'department', 'commission', 'discount', 'follow-up', 'programming')),
      data jsonb NOT NULL DEFAULT '{}',
      created_by bigint,
      created_at timestamp NOT NULL DEFAULT localtimestamp(0),
      updated_at timestamp NOT NULL DEFAULT localtimestamp(0),
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, event_id) REFERENCES event (tenant_id, id) ON DELETE CASCADE
    );
    CREATE INDEX event_item_event ON event_item (tenant_id, event_id, kind, id);
    -- A department once per event, decided by the database as well as by the check.
    CREATE UNIQUE INDEX event_item_department ON event_item (tenant_id, event_id, ((data->'department'->>'id')))
      WHERE kind = 'department';
    SELECT eventdesk_tenant_table('event_item');

    CREATE TABLE event_attachment (
      ${tenantKeyColumns},
      event_id bigint NOT NULL,
      file_id bigint NOT NULL,
      description text,
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, event_id) REFERENCES event (tenant_id, id) ON DELETE CASCADE,
      FOREIGN KEY (tenant_id, file_id) REFERENCES stored_file (tenant_id, id)
    );
    CREATE INDEX event_attachment_event ON event_attachment (tenant_id, event_id);
    SELECT eventdesk_tenant_table('event_attachment');

    -- The summary's responsibles and payment responsible: one row per event.
    CREATE TABLE event_summary (
      tenant_id bigint NOT NULL REFERENCES tenant(id),
      event_id bigint NOT NULL,
      data jsonb NOT NULL DEFAULT '{}',
      PRIMARY KEY (tenant_id, event_id),
      FOREIGN KEY (tenant_id, event_id) REFERENCES event (tenant_id, id) ON DELETE CASCADE
    );
    SELECT eventdesk_tenant_table('event_summary');
  `.execute(db)
}
