import { sql, type Kysely } from 'kysely'
import { tenantKeyColumns } from './parts.js'

/** Metadata of stored files (images, attachments, reports, documents); bytes live under DATA_DIR/files. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE stored_file (
      ${tenantKeyColumns},
      kind text NOT NULL CHECK (kind IN ('IMAGE', 'ATTACHMENT', 'REPORT', 'DOCUMENT')),
      name text NOT NULL,
      mime text NOT NULL,
      size integer NOT NULL,
      storage_key text NOT NULL,
      public boolean NOT NULL DEFAULT false,
      created_at timestamp NOT NULL DEFAULT localtimestamp(0),
      created_by bigint,
      PRIMARY KEY (tenant_id, id)
    );
    SELECT eventdesk_tenant_table('stored_file');
  `.execute(db)
}
