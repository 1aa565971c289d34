import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import type { TenantOptions } from '../db/tenant.js'
import { inActorTenant } from './actor.js'
import { AppError, forbidden, unauthorized } from '../http/errors.js'
import { verifyAccessToken } from './access-token.js'
import type { AuthContext } from './context.js'
import { membershipState, sessionValid } from './memberships.js'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** No token needed (sign-in, recovery). Routes outside /events are public by default. */
    public?: boolean
    /** The route works before a tenant is chosen (tenant discovery). */
    tenantOptional?: boolean
    /** Feature(s) the caller needs; any one of a list is enough. Admins pass. */
    feature?: string | string[]
    /** Only admins (ADMIN type or technical users). */
    adminOnly?: boolean
    /** A public call rate-limited per address (it may answer 429): the document says so. */
    throttled?: boolean
  }
  interface FastifyRequest {
    auth: AuthContext
    /** Runs `work` in a transaction behind the tenant wall of the caller's tenant. */
    withTenant<T>(work: (trx: Transaction<Database>) => Promise<T>, opts?: TenantOptions): Promise<T>
  }
}

const needsToken = (request: FastifyRequest) => {
  const cfg = request.routeOptions.config
  if (cfg?.public) return false
  const url = request.routeOptions.url ?? ''
  return url.startsWith('/events') || cfg?.feature !== undefined || cfg?.adminOnly === true
}

// Only the Authorization header: a token in the URL ends up in logs, histories and Referer
// headers. The WebSocket upgrade (a public route) reads `?access_token=` itself.
function bearer(request: FastifyRequest): string | null {
  const h = request.headers.authorization
  if (h?.toLowerCase().startsWith('bearer ')) return h.slice(7).trim()
  return null
}

/** The declarative authorization every route reuses: `config: { feature: 'EVENT' }`. */
export function registerGuard(app: FastifyInstance, secret: Uint8Array) {
  app.decorateRequest('auth', null as unknown as AuthContext)
  app.decorateRequest('withTenant', function <
    T,
  >(this: FastifyRequest, work: (trx: Transaction<Database>) => Promise<T>, opts?: TenantOptions) {
    return inActorTenant(app.database.db, this.auth, work, opts)
  })

  app.addHook('onRequest', async (request) => {
    if (!needsToken(request)) return
    const token = bearer(request)
    if (!token) throw unauthorized('auth.unauthorized', 'Full authentication is required')
    const claims = await verifyAccessToken(secret, token)
    const cfg = request.routeOptions.config ?? {}

    if (!claims.tenantId) {
      if (!cfg.tenantOptional) throw forbidden('auth.tenantRequired')
      request.auth = { ...claims, admin: claims.technical, features: new Set() }
      return
    }

    // The header and parameter the app sends are checked against the token, never trusted.
    const headerTenant = request.headers['tenant-id']
    if (headerTenant !== undefined && String(headerTenant) !== String(claims.tenantId)) throw forbidden()
    const idCompany = (request.query as Record<string, unknown> | undefined)?.idCompany
    if (idCompany !== undefined && idCompany !== '' && String(idCompany) !== String(claims.companyId))
      throw forbidden()

    let features = new Set<string>()
    let admin = claims.technical
    if (!claims.technical) {
      const state = await membershipState(app.database.db, claims.tenantId, claims.eventsUserId ?? 0)
      if (!state?.active) throw unauthorized('auth.userDisabled', 'User disabled')
      if (!sessionValid(state, claims.issuedAtMs)) throw unauthorized('auth.unauthorized', 'Session ended')
      admin = state.type === 'ADMIN'
      features = state.features
    }
    request.auth = { ...claims, admin, features }

    if (cfg.adminOnly && !admin) throw forbidden()
    if (cfg.feature !== undefined && !admin) {
      const needed = Array.isArray(cfg.feature) ? cfg.feature : [cfg.feature]
      if (!needed.some((f) => features.has(f)))
        throw new AppError(403, 'error.forbidden', [], `feature ${needed.join('|')} required`)
    }
  })
}
