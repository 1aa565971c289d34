import { sql, type Kysely } from 'kysely'

/**
 * Access tokens issued before `sessions_valid_after` are refused (issue 14, defect 8): a password
 * reset ends the sessions that were open, the 15-minute access tokens included.
 * A membership added for a person who already belongs to another tenant is `pending` until they
 * accept the invitation mailed to them (defect 10): it opens no sign-in and no tenant chooser.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE app_user ADD COLUMN sessions_valid_after timestamptz;
    GRANT SELECT (sessions_valid_after) ON app_user TO eventdesk_app;
    ALTER TABLE events_user
      ADD COLUMN pending boolean NOT NULL DEFAULT false,
      ADD COLUMN invitation_key_hash text,
      ADD COLUMN invitation_expires_at timestamptz;
    CREATE UNIQUE INDEX events_user_invitation ON events_user (invitation_key_hash) WHERE invitation_key_hash IS NOT NULL;
  `.execute(db)
}
