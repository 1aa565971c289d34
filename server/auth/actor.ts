import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { withTenant, type TenantOptions } from '../db/tenant.js'
import { forbidden } from '../http/errors.js'
import type { AuthContext } from './context.js'

/**
 * Who a domain verb acts for: the identity the guard puts on `request.auth`, or one the seed,
 * scripts and jobs build for the tenant's user (issue 50: verbs take an actor, never a request),
 * so their writes carry the same permissions, audit rows and events as a person's.
 */
export type Actor = AuthContext

/** Runs `work` in a transaction behind the tenant wall of the actor's tenant (403 without one). */
export function inActorTenant<T>(
  db: Kysely<Database>,
  actor: Actor,
  work: (trx: Transaction<Database>) => Promise<T>,
  opts?: TenantOptions,
): Promise<T> {
  if (!actor?.tenantId) throw forbidden('auth.tenantRequired')
  return withTenant(db, actor.tenantId, work, opts)
}
