import { sql, type Kysely } from 'kysely'
import { tenantKeyColumns } from './parts.js'

/**
 * What the external parties (reservation channel, e-signature, PMS, billing) answered: one row
 * per call that went wrong or is worth showing, written by `logIntegration` and read by the
 * admins' integration-log screen. Nobody edits a row; old rows may be pruned by date.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE integration_log (
      ${tenantKeyColumns},
      integration text NOT NULL CHECK (integration IN ('CHANNEL', 'SIGNATURE', 'PMS', 'BILLING')),
      operation varchar(100) NOT NULL,
      status text NOT NULL CHECK (status IN ('SUCCESS', 'ERROR')),
      reference varchar(100),
      message varchar(2000) NOT NULL DEFAULT '',
      request jsonb,
      response jsonb,
      date_hour timestamp NOT NULL DEFAULT localtimestamp(0),
      PRIMARY KEY (tenant_id, id)
    );
    CREATE INDEX integration_log_page ON integration_log (tenant_id, id DESC);
    CREATE INDEX integration_log_filter ON integration_log (tenant_id, integration, status, id DESC);
    CREATE INDEX integration_log_date ON integration_log (tenant_id, date_hour DESC);
    CREATE INDEX integration_log_search ON integration_log USING gin (lower(operation || ' ' || coalesce(reference, '') || ' ' || message) gin_trgm_ops);
    SELECT eventdesk_tenant_table('integration_log');
  `.execute(db)
}
