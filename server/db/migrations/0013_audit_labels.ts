import { sql, type Kysely } from 'kysely'

/**
 * Issue 12: the audit keeps, beside the raw from/to values, the names their references had when
 * the row was written (a payer, an equipment, a room), so the trail still names a record that was
 * later renamed or deleted. Labels, enumerations, money and dates are put in words when read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE event_audit ADD COLUMN from_label text, ADD COLUMN to_label text`.execute(db)
}
