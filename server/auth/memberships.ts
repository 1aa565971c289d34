import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/types.js'
import { withTenant } from '../db/tenant.js'
import { Listener } from '../db/listener.js'

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
 * Membership state read by the guard on each request, cached for a few seconds per process. A
 * change is forgotten at once in the process that made it (`forgetMembership`) and, on every
 * server on the database, when the trigger's notice arrives (0036, `watchMemberships`); CACHE_MS
 * only bounds a notice lost while a listener reconnects.
 */
const CACHE_MS = 5_000
export const MEMBERSHIP_CHANNEL = 'eventdesk_membership'
type Cache = Map<string, { at: number; userId: number | null; state: MembershipState | null }>
/** Per database: two apps in one process (tests, a tool) never read each other's memberships. */
const caches = new WeakMap<Kysely<Database>, Cache>()
const cacheOf = (db: Kysely<Database>) => {
  let cache = caches.get(db)
  if (!cache) caches.set(db, (cache = new Map()))
  return cache
}

/** `fresh`: read the database whatever the cache holds (a calendar feed, which no notice may lag). */
export async function membershipState(
  db: Kysely<Database>,
  tenantId: number,
  eventsUserId: number,
  opts: { fresh?: boolean } = {},
) {
  const key = `${tenantId}:${eventsUserId}`
  const cache = cacheOf(db)
  const hit = cache.get(key)
  if (!opts.fresh && hit && Date.now() - hit.at < CACHE_MS) return hit.state
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
          'm.user_id',
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
  cache.set(key, { at: Date.now(), userId: row?.user_id ?? null, state })
  return state
}

export function forgetMembership(db: Kysely<Database>, tenantId: number, eventsUserId: number) {
  cacheOf(db).delete(`${tenantId}:${eventsUserId}`)
}

/** Forgets what a notice names: one membership (`m:<tenant>:<id>`) or all of a user's (`u:<id>`). */
export function forgetNotice(db: Kysely<Database>, payload: string) {
  const [kind, a, b] = payload.split(':')
  if (kind === 'm') return forgetMembership(db, Number(a), Number(b))
  const cache = cacheOf(db)
  for (const [key, entry] of cache) if (kind !== 'u' || entry.userId === Number(a)) cache.delete(key)
}

/** Hears the membership notices of every server on the database for this app's cache. */
export async function watchMemberships(app: FastifyInstance) {
  const db = app.database.db
  const listener = new Listener(app.database, { hearPool: true }).on(MEMBERSHIP_CHANNEL, (payload) =>
    forgetNotice(db, payload),
  )
  await listener.start()
  app.addHook('onClose', () => listener.close())
}
