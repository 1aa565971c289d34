import type { FastifyInstance } from 'fastify'
import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { withTenant } from '../db/tenant.js'
import { getSettings } from '../configuration/settings.js'
import type { EntryListener } from '../configuration/listeners.js'

export interface Limits {
  token: number
  tenant: number
}

/**
 * A tenant's limits: its administrator's RATE_LIMIT_TOKEN / RATE_LIMIT_TENANT (0 keeps the
 * server's), never above the server's figures. Read once per tenant and remembered for TTL_MS,
 * so the hot path reads no configuration: a stale entry is answered while it is read again in the
 * background, and a save on this server replaces it in the saving transaction (another server
 * sees the change within TTL_MS).
 */
const TTL_MS = 10_000

export const capped = (server: Limits, own: Limits): Limits => ({
  token: own.token > 0 ? Math.min(own.token, server.token) : server.token,
  tenant: own.tenant > 0 ? Math.min(own.tenant, server.tenant) : server.tenant,
})

export function tenantLimits(app: FastifyInstance) {
  const server = (): Limits => ({ token: app.config.rateLimit.token, tenant: app.config.rateLimit.tenant })
  // The tenant's own figures: the cap is applied when asked, so a change of the server's applies at once.
  const memo = new Map<number, { at: number; limits: Limits; reading?: Promise<Limits> }>()

  const fromSettings = async (trx: Transaction<Database>): Promise<Limits> => {
    const s = await getSettings(trx)
    return { token: s.rateLimitToken, tenant: s.rateLimitTenant }
  }
  const read = (tenantId: number) => {
    const entry = memo.get(tenantId)
    if (entry?.reading) return entry.reading
    const reading = withTenant(app.database.db, tenantId, fromSettings, { readOnly: true })
      .then((limits) => {
        memo.set(tenantId, { at: Date.now(), limits })
        return limits
      })
      .catch((err: unknown) => {
        // Unreadable (the database gone): the server's figures, tried again at the next request.
        app.log.warn({ err, tenantId }, 'rate limit: tenant limits unread')
        memo.delete(tenantId)
        return { token: 0, tenant: 0 }
      })
    memo.set(tenantId, { at: entry?.at ?? 0, limits: entry?.limits ?? { token: 0, tenant: 0 }, reading })
    return reading
  }

  /** The limits now, without waiting when any are remembered. */
  function get(tenantId: number): Limits | Promise<Limits> {
    const entry = memo.get(tenantId)
    // None yet, or the first read still running: wait for it rather than answer the server's figures.
    if (!entry || (entry.at === 0 && entry.reading))
      return (entry?.reading ?? read(tenantId)).then((own) => capped(server(), own))
    if (!entry.reading && Date.now() - entry.at > TTL_MS) void read(tenantId)
    return capped(server(), entry.limits)
  }

  const listener: EntryListener = {
    entries: ['RATE_LIMIT_TOKEN', 'RATE_LIMIT_TENANT'],
    after: async (trx, auth) => {
      memo.set(auth.tenantId!, { at: Date.now(), limits: await fromSettings(trx) })
    },
  }
  return { get, listener }
}
