import { sql, type Kysely } from 'kysely'
import { tenantKeyColumns } from './parts.js'

/**
 * Permission levels per feature (FREE, BLOCKED, UPON_AUTHORIZATION) next to `features`, which
 * keeps exactly the FREE ones so the guard reads one array; and the history of both per member.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE events_user ADD COLUMN feature_levels jsonb NOT NULL DEFAULT '{}';

    CREATE TABLE events_user_feature_history (
      ${tenantKeyColumns},
      events_user_id bigint NOT NULL,
      version integer NOT NULL,
      features text[] NOT NULL,
      feature_levels jsonb NOT NULL,
      changed_by_id bigint,
      changed_by_email text,
      changed_at timestamp NOT NULL DEFAULT localtimestamp(0),
      PRIMARY KEY (tenant_id, id),
      UNIQUE (tenant_id, events_user_id, version),
      FOREIGN KEY (tenant_id, events_user_id) REFERENCES events_user (tenant_id, id) ON DELETE CASCADE
    );
    SELECT eventdesk_tenant_table('events_user_feature_history');
  `.execute(db)
}
