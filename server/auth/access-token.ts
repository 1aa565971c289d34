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

export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: 'eventdesk', algorithms: ['HS256'] })
    return {
      userId: Number(payload.sub),
      email: String(payload.email),
      technical: payload.tech === true,
      tenantId: typeof payload.tid === 'number' ? payload.tid : null,
      companyId: typeof payload.cid === 'number' ? payload.cid : null,
      eventsUserId: typeof payload.uid === 'number' ? payload.uid : null,
      type: (payload.typ as UserType | null) ?? null,
      issuedAtMs: typeof payload.ims === 'number' ? payload.ims : (payload.iat ?? 0) * 1000,
    }
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
