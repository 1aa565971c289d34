import crypto from 'node:crypto'
import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { unauthorized } from '../http/errors.js'
import { serverConfig } from '../config.js'

const idleSeconds = () => serverConfig().auth.refreshTokenTtl
const familySeconds = () => serverConfig().auth.refreshFamilyTtl

const digest = (token: string) => crypto.createHash('sha256').update(token).digest('base64url')
/** Seconds in which a used refresh token still yields its successor (parallel tabs, retries). */
const graceSeconds = () => serverConfig().auth.refreshReuseGrace

/**
 * The successor of a refresh token is derived from it with the server key, so a reuse within the
 * grace window can be answered with the same successor although only hashes are stored.
 */
export const successorOf = (secret: Uint8Array, token: string) =>
  crypto.createHmac('sha256', secret).update(`refresh-successor:${token}`).digest('base64url')

export interface RefreshGrant {
  userId: number
  tenantId: number | null
  familyId: string
  familyExpiresAt: Date
  /** Set when a reuse within the grace window is answered with the already issued successor. */
  successor?: string
}

/** Issues a refresh token (stored only as a hash); a new family unless one is continued. */
export async function issueRefreshToken(
  db: Kysely<Database> | Transaction<Database>,
  grant: {
    userId: number
    tenantId: number | null
    familyId?: string
    familyExpiresAt?: Date
    token?: string
  },
): Promise<string> {
  const token = grant.token ?? crypto.randomBytes(32).toString('base64url')
  const now = Date.now()
  const familyExpiresAt = grant.familyExpiresAt ?? new Date(now + familySeconds() * 1000)
  const expiresAt = new Date(Math.min(now + idleSeconds() * 1000, familyExpiresAt.getTime()))
  await db
    .insertInto('refresh_token')
    .values({
      family_id: grant.familyId ?? crypto.randomUUID(),
      token_hash: digest(token),
      user_id: grant.userId,
      tenant_id: grant.tenantId,
      expires_at: expiresAt,
      family_expires_at: familyExpiresAt,
    })
    .execute()
  return token
}

/** Reads a token's owner without consuming it. */
export async function findRefreshToken(db: Kysely<Database>, token: string) {
  return db
    .selectFrom('refresh_token')
    .select(['user_id', 'tenant_id'])
    .where('token_hash', '=', digest(token))
    .executeTakeFirst()
}

/**
 * Consumes a refresh token inside the caller's transaction (the row is locked, so two uses of
 * one token cannot both win). A token already used is a theft signal: the whole family is
 * revoked, including the newer tokens issued from it.
 */
export async function consumeRefreshToken(
  trx: Transaction<Database>,
  token: string,
  secret: Uint8Array,
): Promise<RefreshGrant> {
  const row = await trx
    .selectFrom('refresh_token')
    .selectAll()
    .select(sql<boolean>`used_at > now() - make_interval(secs => ${graceSeconds()})`.as('in_grace'))
    .where('token_hash', '=', digest(token))
    .forUpdate()
    .executeTakeFirst()
  const invalid = () => unauthorized('auth.invalidRefreshToken', 'Invalid refresh token')
  if (!row || row.revoked_at) throw invalid()
  if (row.used_at && row.in_grace) {
    const successor = successorOf(secret, token)
    const next = await trx
      .selectFrom('refresh_token')
      .select(['revoked_at'])
      .where('token_hash', '=', digest(successor))
      .executeTakeFirst()
    if (next && !next.revoked_at) {
      return {
        userId: row.user_id,
        tenantId: row.tenant_id,
        familyId: row.family_id,
        familyExpiresAt: new Date(row.family_expires_at),
        successor,
      }
    }
  }
  if (row.used_at) {
    await revokeFamily(trx, row.family_id)
    throw invalid()
  }
  if (new Date(row.expires_at).getTime() <= Date.now()) throw invalid()
  await trx
    .updateTable('refresh_token')
    .set({ used_at: sql`now()` as never })
    .where('id', '=', row.id)
    .execute()
  return {
    userId: row.user_id,
    tenantId: row.tenant_id,
    familyId: row.family_id,
    familyExpiresAt: new Date(row.family_expires_at),
  }
}

type Db = Kysely<Database> | Transaction<Database>

type Owner = { family_id: string } | { user_id: number; tenant_id?: number }

/** Revokes the refresh tokens still live among those of `owner` (a family, a user, a user in a tenant). */
async function revokeLive(db: Db, owner: Owner) {
  let q = db.updateTable('refresh_token').set({ revoked_at: sql`now()` as never })
  for (const [column, value] of Object.entries(owner) as ['family_id' | 'user_id' | 'tenant_id', never][])
    q = q.where(column, '=', value)
  await q.where('revoked_at', 'is', null).execute()
}

export async function revokeFamily(db: Db, familyId: string) {
  await revokeLive(db, { family_id: familyId })
}

/** Ends every session of a user (deactivation, password change). */
export async function revokeUserTokens(db: Db, userId: number) {
  await revokeLive(db, { user_id: userId })
}

/** Ends a user's sessions bound to one tenant (membership deactivated or removed). */
export async function revokeTenantTokens(db: Kysely<Database>, userId: number, tenantId: number) {
  await revokeLive(db, { user_id: userId, tenant_id: tenantId })
}
