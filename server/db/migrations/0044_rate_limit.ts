import { sql, type Kysely } from 'kysely'

/**
 * The request counters every server shares (issue 51, docs/decisions/0069-rate-limits.md): one
 * row per limited key (`token:…`, `tenant:…`) holding its current fixed window's count. A platform
 * table like auth_throttle (no tenant_id, read and written by the owner only, never behind the
 * tenant wall): the key is decided before any tenant transaction. UNLOGGED: a count lost in a
 * crash or a failover only gives one window back, and no write-ahead log is spent on a row
 * rewritten several times a second.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE UNLOGGED TABLE rate_limit (
      key text PRIMARY KEY,
      window_start bigint NOT NULL,
      hits integer NOT NULL
    );
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE rate_limit`.execute(db)
}
