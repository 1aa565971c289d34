import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/types.js'

/**
 * Technical access, step 1 remembers the tenant whose code the technical user gave, for ten
 * minutes, so step 2 (the token) may omit it. One pending tenant per user: a new step 1 replaces it.
 */
export async function rememberTechnicalTenant(db: Kysely<Database>, userId: number, tenantId: number) {
  // The text keeps the route's indentation: the statement sent is, byte for byte, the one it sent.
  await sql`
        INSERT INTO technical_access (user_id, tenant_id, expires_at) VALUES (${userId}, ${tenantId}, now() + interval '10 minutes')
        ON CONFLICT (user_id) DO UPDATE SET tenant_id = excluded.tenant_id, expires_at = excluded.expires_at
      `.execute(db)
}

/** The tenant step 1 remembered for the user, while it has not expired; else null. */
export async function pendingTechnicalTenant(db: Kysely<Database>, userId: number) {
  const pending = await db
    .selectFrom('technical_access')
    .select('tenant_id')
    .where('user_id', '=', userId)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst()
  return pending?.tenant_id ?? null
}
