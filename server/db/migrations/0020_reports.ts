import { sql, type Kysely } from 'kysely'
import { tenantKeyColumns } from './parts.js'

/**
 * Reports asked for by a person (server/reports/): one row per request, written with the job that
 * builds it (same reference, so the job's progress pushes name the report). `scope` keeps what the
 * asker could see when asking (situations, others' events), so a report generated later or after a
 * restart never shows more than the list showed them. The file is a stored_file of kind REPORT.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE report (
      ${tenantKeyColumns},
      reference uuid NOT NULL UNIQUE,
      type varchar(40) NOT NULL,
      format varchar(4) NOT NULL CHECK (format IN ('XLSX', 'CSV', 'PDF')),
      options jsonb NOT NULL DEFAULT '{}'::jsonb,
      scope jsonb NOT NULL DEFAULT '{}'::jsonb,
      locale varchar(8) NOT NULL DEFAULT 'pt-BR',
      status varchar(10) NOT NULL DEFAULT 'GENERATING'
        CHECK (status IN ('GENERATING', 'GENERATED', 'ERROR')),
      progress smallint NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
      file_name varchar(200),
      file_extension varchar(8),
      file_id bigint,
      error varchar(500),
      owner_id bigint NOT NULL, -- the app user (a technical user has no membership id)
      owner_email text NOT NULL,
      created_at timestamp NOT NULL DEFAULT localtimestamp(0),
      finished_at timestamp,
      PRIMARY KEY (tenant_id, id)
    );
    -- The person's page of reports, newest first.
    CREATE INDEX report_owner ON report (tenant_id, owner_id, id DESC);
    SELECT eventdesk_tenant_table('report');
  `.execute(db)
}
