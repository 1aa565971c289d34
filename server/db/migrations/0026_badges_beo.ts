import { sql, type Kysely } from 'kysely'
import { renderedFileColumns, tenantKeyColumns } from './parts.js'

/**
 * Badges and banquet event order revisions (issue 18).
 * - `badge_batch`: one request for badges (a template, the chosen requesters) rendered by a job
 *   into one PDF; `job_reference` is what `GET /events/file/r/{reference}` names, for its author.
 * - `event_document.beo_lines`: the lines a BEO showed (what the next revision compares with);
 *   `event_document.changes`: what changed since the previous revision, listed on the new one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE badge_batch (
      ${tenantKeyColumns},
      event_id bigint NOT NULL,
      template_id bigint NOT NULL,
      requester_ids jsonb NOT NULL,
      ${renderedFileColumns},
      created_by bigint,
      created_at timestamp(0) NOT NULL DEFAULT localtimestamp(0),
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, event_id) REFERENCES event (tenant_id, id) ON DELETE CASCADE,
      FOREIGN KEY (tenant_id, file_id) REFERENCES stored_file (tenant_id, id)
    );
    CREATE INDEX badge_batch_event ON badge_batch (tenant_id, event_id);
    CREATE INDEX badge_batch_reference ON badge_batch (job_reference);
    SELECT eventdesk_tenant_table('badge_batch');
    ALTER TABLE event_document ADD COLUMN beo_lines jsonb, ADD COLUMN changes jsonb;
  `.execute(db)
}
