import { sql, type Kysely } from 'kysely'

/**
 * The commission document (issue 18, spec §2 "document commission" tab): an event document of its
 * own type, one PDF with a page per commission responsible, numbered and versioned like the others.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE event_document DROP CONSTRAINT event_document_document_type_check;
    ALTER TABLE event_document ADD CONSTRAINT event_document_document_type_check
      CHECK (document_type IN ('BUDGET', 'CONTRACT', 'BEO', 'COMMISSION'));
  `.execute(db)
}
