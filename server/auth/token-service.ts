import type { FastifyInstance } from 'fastify'
import { AppError, forbidden, unauthorized } from '../http/errors.js'
import { accessTokenTtlSeconds, signAccessToken, type AccessClaims } from './access-token.js'
import { companyOf, findUserByEmail, membershipsOf } from './identity.js'
import { verifyPassword } from './passwords.js'
import { consumeRefreshToken, findRefreshToken, issueRefreshToken, successorOf } from './refresh-tokens.js'
import {
  assertNotThrottled,
  clearFailures,
  limits,
  recordFailure,
  slowDownMs,
  throttleKeys,
} from './throttle.js'
import { serverConfig } from '../config.js'
import { basicClientCredentials, sameSecret } from './client-credentials.js'

type AppUser = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>

export const clientId = () => serverConfig().auth.clientId
const clientSecret = () => serverConfig().auth.clientSecret
export const SYSTEM_ID = '77'

/** What a token request carries to authenticate its client (RFC 6749 §2.3.1) and our system. */
export interface ClientProof {
  /** The `Authorization` header: HTTP Basic (client_secret_basic). */
  authorization: string | undefined
  /** Form fields: client_secret_post, and the spec's `system_id`. */
  client_id?: string
  client_secret?: string
  system_id?: string
}

/**
 * Authenticates the first-party client by HTTP Basic (form-urlencoded credentials decoded:
 * client-credentials.ts) or by `client_id` and `client_secret` in the form (client_secret_post,
 * openid-client's default), never both at once (RFC 6749 §2.3: one method per request; a
 * `client_id` beside Basic must name the same client). `system_id` defaults to the spec's one
 * system (DESIGN.md wave 4), so standard OAuth clients that know nothing of it sign in and
 * refresh; when sent it must be ours.
 */
export function assertClient(proof: ClientProof) {
  const basic = basicClientCredentials(proof.authorization)
  const client = basic
    ? proof.client_secret === undefined && (proof.client_id ?? basic.id) === basic.id
      ? basic
      : null
    : proof.client_id !== undefined && proof.client_secret !== undefined
      ? { id: proof.client_id, secret: proof.client_secret }
      : null
  const systemOk = (proof.system_id || SYSTEM_ID) === SYSTEM_ID
  const clientOk = client !== null && client.id === clientId() && sameSecret(client.secret, clientSecret())
  if (!clientOk || !systemOk) {
    throw unauthorized(
      'auth.fullAuthenticationRequired',
      'Full authentication is required to access this resource',
    )
  }
}

/**
 * Checks a username and password with throttling per username+address, per address and a
 * per-username slow-down; `address` is the caller's (the route passes the request's IP).
 */
export async function checkCredentials(
  app: FastifyInstance,
  address: string,
  username: string,
  password: string,
) {
  const db = app.database.db
  const keys = throttleKeys(username, address)
  await assertNotThrottled(db, [keys.userAddress, keys.address])
  const wait = await slowDownMs(db, keys.user)
  if (wait) await new Promise((resolve) => setTimeout(resolve, wait))
  const user = await findUserByEmail(db, username)
  // Always one scrypt run (a dummy hash for unknown users), so timing does not reveal accounts.
  const passwordOk = await verifyPassword(password, user?.password_hash)
  if (!user || !passwordOk) {
    await recordFailure(db, keys.userAddress, limits.userAddress)
    await recordFailure(db, keys.address, limits.address)
    await recordFailure(db, keys.user, null)
    throw unauthorized('auth.invalidCredentials', 'Bad credentials')
  }
  if (!user.active || user.blocked) throw unauthorized('auth.userDisabled', 'User is disabled')
  await clearFailures(db, keys.userAddress)
  await clearFailures(db, keys.user)
  return user
}

/** The claims of a user in a tenant (or unbound); refuses a tenant the user may not enter. */
export async function claimsFor(
  app: FastifyInstance,
  user: AppUser,
  tenantId: number | null,
): Promise<AccessClaims> {
  const db = app.database.db
  const base = { userId: user.id, email: user.email, technical: user.technical }
  if (user.technical) {
    if (!tenantId)
      throw unauthorized('auth.fullAuthenticationRequired', 'Technical access needs a company code')
    const company = await companyOf(db, tenantId)
    return { ...base, tenantId, companyId: company?.id ?? null, eventsUserId: null, type: 'TECHNICAL' }
  }
  const memberships = await membershipsOf(db, user.id)
  const active = memberships.filter((m) => m.active)
  if (memberships.length && !active.length) throw unauthorized('auth.userDisabled', 'User is disabled')
  const chosen = tenantId
    ? active.find((m) => m.tenantId === tenantId)
    : active.length === 1
      ? active[0]
      : undefined
  if (tenantId && !chosen) throw forbidden()
  if (!chosen) return { ...base, tenantId: null, companyId: null, eventsUserId: null, type: null }
  const company = await companyOf(db, chosen.tenantId)
  return {
    ...base,
    tenantId: chosen.tenantId,
    companyId: company?.id ?? null,
    eventsUserId: chosen.eventsUserId,
    type: chosen.type,
  }
}

export async function tokenAnswer(app: FastifyInstance, claims: AccessClaims, refreshToken: string) {
  return {
    access_token: await signAccessToken(app.authSecret, claims),
    refresh_token: refreshToken,
    token_type: 'bearer',
    expires_in: accessTokenTtlSeconds(),
    tenant_id: claims.tenantId,
    user: { id: claims.userId, email: claims.email, technical: claims.technical },
  }
}

/** Password grant: a new refresh family. */
export async function passwordGrant(app: FastifyInstance, user: AppUser, tenantId: number | null) {
  const claims = await claimsFor(app, user, tenantId)
  const refresh = await issueRefreshToken(app.database.db, { userId: user.id, tenantId: claims.tenantId })
  return tokenAnswer(app, claims, refresh)
}

/**
 * Refresh grant: rotates the token (reuse revokes the family) and may bind the new pair to a
 * tenant the user belongs to (the tenant chooser). Technical tokens keep their tenant.
 * Claims are worked out first; the consume-and-issue step is one short transaction that touches
 * nothing else (PGlite runs one transaction at a time, so no other connection may be awaited in it).
 */
export function refreshGrant(app: FastifyInstance, refreshToken: string, tenantId: number | null) {
  // One refresh at a time per process: a burst of parallel refreshes (tabs) otherwise interleaves
  // its transactions on PGlite's single backend and can stall; each refresh is a few short queries.
  const run = refreshQueue.then(() => refreshGrantNow(app, refreshToken, tenantId))
  refreshQueue = run.then(
    () => undefined,
    () => undefined,
  )
  return run
}
let refreshQueue: Promise<void> = Promise.resolve()

async function refreshGrantNow(app: FastifyInstance, refreshToken: string, tenantId: number | null) {
  const db = app.database.db
  const peek = await findRefreshToken(db, refreshToken)
  if (!peek) throw unauthorized('auth.invalidRefreshToken', 'Invalid refresh token')
  const user = await db.selectFrom('app_user').selectAll().where('id', '=', peek.user_id).executeTakeFirst()
  if (!user || !user.active || user.blocked) throw unauthorized('auth.userDisabled', 'User is disabled')
  if (user.technical && tenantId && tenantId !== peek.tenant_id) throw forbidden()
  const claims = await claimsFor(app, user, tenantId ?? peek.tenant_id)

  const outcome = await db.transaction().execute(async (trx) => {
    try {
      const grant = await consumeRefreshToken(trx, refreshToken, app.authSecret)
      // A reuse within the grace window gets the successor already issued (two tabs refreshing).
      if (grant.successor) return { next: grant.successor }
      const next = await issueRefreshToken(trx, {
        userId: grant.userId,
        tenantId: claims.tenantId,
        familyId: grant.familyId,
        familyExpiresAt: grant.familyExpiresAt,
        token: successorOf(app.authSecret, refreshToken),
      })
      return { next }
    } catch (err) {
      // A reuse revoked the family in this transaction: commit that, then answer the error.
      if (err instanceof AppError) return { error: err }
      throw err
    }
  })
  if ('error' in outcome) throw outcome.error
  return tokenAnswer(app, claims, outcome.next)
}
