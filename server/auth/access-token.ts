import { SignJWT, jwtVerify, errors } from 'jose'
import { AppError, unauthorized } from '../http/errors.js'
import { serverConfig } from '../config.js'

export type UserType = 'COMMON' | 'ADMIN' | 'TECHNICAL'

/** What a request knows about its caller; all of it comes from the signed token. */
export interface AccessClaims {
  userId: number
  email: string
  technical: boolean
  /** Set once the user chose a tenant (or has only one). */
  tenantId: number | null
  companyId: number | null
  /** The events-user (membership) id in that tenant; null for technical users. */
  eventsUserId: number | null
  type: UserType | null
  /** Milliseconds since epoch when the token was signed (compared with a password reset). */
  issuedAtMs?: number
}

export const accessTokenTtlSeconds = () => serverConfig().auth.accessTokenTtl

export async function signAccessToken(secret: Uint8Array, c: AccessClaims): Promise<string> {
  return new SignJWT({
    email: c.email,
    tech: c.technical,
    tid: c.tenantId,
    cid: c.companyId,
    uid: c.eventsUserId,
    typ: c.type,
    ims: Date.now(),
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(c.userId))
    .setIssuer('eventdesk')
    .setIssuedAt()
    .setExpirationTime(`${accessTokenTtlSeconds()}s`)
    .sign(secret)
}

/**
 * Tokens already verified, per signing secret (each app has its own), with their expiry in
 * seconds: a client sends the same token for its whole life, and verifying it through WebCrypto
 * on every request cost ~8 % of a list request (issue 15). Only the signature and the claims are
 * remembered; the guard still checks membership and the session cutoff on every request.
 */
const verified = new WeakMap<Uint8Array, Map<string, { claims: AccessClaims; exp: number }>>()
const VERIFIED_MAX = 5_000

function remembered(secret: Uint8Array, token: string) {
  const hit = verified.get(secret)?.get(token)
  // Expired (jose's rule: exp <= now) falls through to jwtVerify, which answers the expiry.
  return hit && Math.floor(Date.now() / 1000) < hit.exp ? { ...hit.claims } : undefined
}

function remember(secret: Uint8Array, token: string, claims: AccessClaims, exp: number | undefined) {
  if (exp === undefined) return
  let tokens = verified.get(secret)
  if (!tokens) verified.set(secret, (tokens = new Map()))
  // Oldest first out: a Map keeps insertion order.
  if (tokens.size >= VERIFIED_MAX) tokens.delete(tokens.keys().next().value!)
  tokens.set(token, { claims: { ...claims }, exp })
}

export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<AccessClaims> {
  const known = remembered(secret, token)
  if (known) return known
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: 'eventdesk', algorithms: ['HS256'] })
    const claims: AccessClaims = {
      userId: Number(payload.sub),
      email: String(payload.email),
      technical: payload.tech === true,
      tenantId: typeof payload.tid === 'number' ? payload.tid : null,
      companyId: typeof payload.cid === 'number' ? payload.cid : null,
      eventsUserId: typeof payload.uid === 'number' ? payload.uid : null,
      type: (payload.typ as UserType | null) ?? null,
      issuedAtMs: typeof payload.ims === 'number' ? payload.ims : (payload.iat ?? 0) * 1000,
    }
    remember(secret, token, claims, payload.exp)
    return claims
  } catch (err) {
    if (err instanceof errors.JWTExpired) {
      // The one 401 the app answers by refreshing (docs/auth.md).
      throw new AppError(401, 'auth.accessTokenExpired', [], 'Access token expired', {
        error: 'invalid_token',
        error_description: 'Access token expired',
      })
    }
    throw unauthorized('auth.unauthorized', 'Invalid access token')
  }
}
