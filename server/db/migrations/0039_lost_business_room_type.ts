import { sql, type Kysely } from 'kysely'

/**
 * Accommodation turned away (issue 38): a block refused because the channel had no rooms of a type
 * left is lost business too; its row names the room type (a hosting-unit-type record) where a
 * meeting room's names the environment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE lost_business ADD COLUMN hosting_unit_type_id bigint`.execute(db)
}
