import { sql, type Kysely } from 'kysely'
import { tenantKeyColumns } from './parts.js'

/** Notifications of events users; the realtime push travels through pg_notify (server/notifications/publish.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE notification (
      ${tenantKeyColumns},
      events_user_id bigint NOT NULL,
      subject varchar(50) NOT NULL,
      description varchar(500) NOT NULL DEFAULT '',
      from_name text NOT NULL DEFAULT '',
      send_date_hour timestamp NOT NULL DEFAULT localtimestamp(0),
      received_date_hour timestamp NOT NULL DEFAULT localtimestamp(0),
      notification_type text NOT NULL DEFAULT 'NOTIFICATION'
        CHECK (notification_type IN ('NOTIFICATION', 'FOLLOWUP', 'KANBAN', 'DEPARTMENT', 'SITUATION', 'CONFIRM_DATE', 'AUDIT')),
      status text NOT NULL DEFAULT 'UNREAD' CHECK (status IN ('UNREAD', 'READ')),
      audit_data jsonb,
      created_by bigint,
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, events_user_id) REFERENCES events_user (tenant_id, id) ON DELETE CASCADE
    );
    CREATE INDEX notification_page ON notification (tenant_id, id DESC);
    CREATE INDEX notification_user ON notification (tenant_id, events_user_id, status, id DESC);
    SELECT eventdesk_tenant_table('notification');
  `.execute(db)
}
