import type { FastifyInstance } from 'fastify'
import { unauthorized } from '../http/errors.js'
import type { findUserByEmail } from './identity.js'
import { membershipState } from './memberships.js'
import { claimsFor } from './token-service.js'
import type { Actor } from './actor.js'

type AppUser = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>

/**
 * The actor a user is in a tenant, worked out as the guard works out `request.auth` from a token
 * (the claims a sign-in gives, the membership's type and features): for the seed, scripts and
 * jobs that call the domain verbs as that user without signing in over HTTP.
 */
export async function actorFor(app: FastifyInstance, user: AppUser, tenantId: number): Promise<Actor> {
  const claims = { ...(await claimsFor(app, user, tenantId)), issuedAtMs: Date.now() }
  if (claims.technical) return { ...claims, admin: true, features: new Set() }
  const state = await membershipState(app.database.db, tenantId, claims.eventsUserId ?? 0)
  if (!state?.active) throw unauthorized('auth.userDisabled', 'User disabled')
  return { ...claims, admin: state.type === 'ADMIN', features: state.features }
}
