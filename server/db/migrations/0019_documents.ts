import { sql, type Kysely } from 'kysely'
import { renderedFileColumns, tenantKeyColumns } from './parts.js'

/**
 * Event documents (issue 18): budgets, contracts and banquet event orders generated from a
 * template by a job. `number` comes from the tenant's DOCUMENT_SEQUENCE (unique per tenant);
 * `version` counts the documents of one type of one event, so a regeneration is a new row and the
 * old one is kept. `file_id` is set when the job has stored the PDF. `signature` holds the
 * e-signature envelope once the document is sent for signature.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE event_document (
      ${tenantKeyColumns},
      event_id bigint NOT NULL,
      document_type text NOT NULL CHECK (document_type IN ('BUDGET', 'CONTRACT', 'BEO')),
      template_id bigint NOT NULL,
      number integer NOT NULL,
      version integer NOT NULL,
      ${renderedFileColumns},
      signature jsonb,
      created_by bigint,
      created_at timestamp(0) NOT NULL DEFAULT localtimestamp(0),
      PRIMARY KEY (tenant_id, id),
      UNIQUE (tenant_id, number),
      UNIQUE (tenant_id, event_id, document_type, version),
      FOREIGN KEY (tenant_id, event_id) REFERENCES event (tenant_id, id) ON DELETE CASCADE,
      FOREIGN KEY (tenant_id, file_id) REFERENCES stored_file (tenant_id, id)
    );
    CREATE INDEX event_document_event ON event_document (tenant_id, event_id);
    CREATE INDEX event_document_template ON event_document (tenant_id, template_id);
    SELECT eventdesk_tenant_table('event_document');
  `.execute(db)
}
