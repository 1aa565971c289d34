import { sql, type Kysely } from 'kysely'

/**
 * Ready to distribute by tenant (issue 39, docs/scale-out.md): a report's reference was unique on
 * its own, which a database sharded by tenant cannot enforce; unique within its tenant is what the
 * reads need (every read of a report runs behind the tenant wall) and a random UUID is unique
 * anyway. The key keeps its name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE report DROP CONSTRAINT report_reference_key;
    ALTER TABLE report ADD CONSTRAINT report_reference_key UNIQUE (tenant_id, reference);
  `.execute(db)
}
