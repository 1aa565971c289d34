import type { Kysely } from 'kysely'
import type { Database } from '../db/types.js'
import { withTenant } from '../db/tenant.js'

export interface MembershipState {
  active: boolean
  type: 'COMMON' | 'ADMIN'
  features: Set<string>
  /** Access tokens signed before this (ms since epoch) are refused: a password reset ended them. */
  sessionsValidAfterMs: number
}

/** Whether a token signed at `issuedAtMs` still opens this membership. */
export const sessionValid = (
  state: MembershipState | null | undefined,
  issuedAtMs = 0,
): state is MembershipState => !!state?.active && issuedAtMs >= state.sessionsValidAfterMs

/**
 * Membership state read by the guard on each request, cached for a few seconds per process: a
 * feature change or a deactivation takes effect within CACHE_MS (and at once in this process
 * through `forgetMembership`).
 */
const CACHE_MS = 5_000
const cache = new Map<string, { at: number; state: MembershipState | null }>()

export async function membershipState(db: Kysely<Database>, tenantId: number, eventsUserId: number) {
  const key = `${tenantId}:${eventsUserId}`
  const hit = cache.get(key)
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.state
  const row = await withTenant(
    db,
    tenantId,
    (trx) =>
      trx
        .selectFrom('events_user as m')
        .innerJoin('app_user as u', 'u.id', 'm.user_id')
        .select([
          'm.active',
          'm.type',
          'm.features',
          'u.active as userActive',
          'u.blocked',
          'u.sessions_valid_after',
          'm.pending',
        ])
        .where('m.id', '=', eventsUserId)
        .executeTakeFirst(),
    { readOnly: true },
  )
  const state: MembershipState | null = row
    ? {
        active: row.active && row.userActive && !row.blocked && !row.pending,
        type: row.type,
        features: new Set(row.features),
        sessionsValidAfterMs: row.sessions_valid_after ? new Date(row.sessions_valid_after).getTime() : 0,
      }
    : null
  cache.set(key, { at: Date.now(), state })
  return state
}

export function forgetMembership(tenantId: number, eventsUserId: number) {
  cache.delete(`${tenantId}:${eventsUserId}`)
}
