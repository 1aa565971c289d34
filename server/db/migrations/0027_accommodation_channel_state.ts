import { sql, type Kysely } from 'kysely'

/**
 * Issue 17: where a block stands at the channel. A send queues a `channel.reserve` job and marks
 * the block SENDING under that job's reference; the channel's answer marks it CONFIRMED, and a
 * send that failed for good (its last attempt) marks it ERROR with the spec §8 error body
 * (`Channel Error: … | GUID: …`), so the tab shows it instead of waiting for ever. A later send
 * names a new reference, so the end of an older job cannot overwrite the newer state.
 * (0026 is held by the documents branch.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE event_accommodation
      ADD COLUMN channel_state varchar(10) CHECK (channel_state IN ('SENDING', 'CONFIRMED', 'ERROR')),
      ADD COLUMN channel_reference text,
      ADD COLUMN channel_error jsonb;
  `.execute(db)
}
