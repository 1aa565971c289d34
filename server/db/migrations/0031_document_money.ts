import { sql, type Kysely } from 'kysely'

/**
 * What a document's money was made from (issue 33): the summary's total, the event's version and
 * a fingerprint of the priced lines, written when the document is rendered, so the document tab
 * can say that a budget or contract no longer matches the event. Documents made before stay null
 * (nothing is known of what they priced) and are never called out of date.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE event_document
      ADD COLUMN total numeric(14, 2),
      ADD COLUMN event_version integer,
      ADD COLUMN priced text
  `.execute(db)
}
