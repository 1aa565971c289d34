import { sql, type Kysely } from 'kysely'

/**
 * How far the demo seed got (issue 49: a first start stopped during its seed said "done" on the
 * next start with 71 of 150 events). A platform table (no tenant, owner only), one row per step:
 * `demo` for the whole seed, `events:<tenant code>` for a tenant's demo events, which resume
 * from `written` on the day they were planned for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE demo_seed_progress (
      step text PRIMARY KEY,
      planned_for timestamp,
      written integer NOT NULL DEFAULT 0,
      writing_event_id bigint,
      done boolean NOT NULL DEFAULT false
    );
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE demo_seed_progress`.execute(db)
}
