import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/types.js'

/**
 * The JWT signing key: JWT_SECRET when given, otherwise one generated once and kept in the
 * database, so restarts and several server processes accept each other's tokens.
 */
export async function loadSigningSecret(db: Kysely<Database>, jwtSecret?: string): Promise<Uint8Array> {
  if (jwtSecret) return new TextEncoder().encode(jwtSecret)
  await db
    .insertInto('server_secret')
    .values({ name: 'jwt', value: crypto.randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const row = await db
    .selectFrom('server_secret')
    .select('value')
    .where('name', '=', 'jwt')
    .executeTakeFirstOrThrow()
  return new TextEncoder().encode(row.value)
}
