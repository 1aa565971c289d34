import { sql, type Kysely } from 'kysely'

/**
 * Calendar feeds (issue 49):
 * - `name`: what the person called the feed when they asked for it, so two feeds of one room can
 *   be told apart in their list; null keeps the target's name as the owner sees it now.
 * - `version_key`: the digest of what the last body was built from (the tenant's diary version,
 *   the owner's rights, the window, the zone, the names): while it stands, a calendar's
 *   conditional read is answered from `etag` and `body_changed_at` without building the body.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE calendar_feed ADD COLUMN name text, ADD COLUMN version_key text;
  `.execute(db)
}
