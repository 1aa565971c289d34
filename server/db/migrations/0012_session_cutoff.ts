import { sql, type Kysely } from 'kysely'

/**
 * Access tokens issued before `sessions_valid_after` are refused (issue 14, defect 8): a password
 * reset ends the sessions that were open, the 15-minute access tokens included.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE app_user ADD COLUMN sessions_valid_after timestamptz;
    GRANT SELECT (sessions_valid_after) ON app_user TO eventdesk_app;
  `.execute(db)
}
