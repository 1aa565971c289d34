import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { TooManyRequests } from '../http/errors.js'
import type { AuthContext } from '../auth/context.js'
import { limitHeader, policyHeader, retryAfterSeconds } from './headers.js'
import { flushRows, pruneRows } from './store.js'
import { tenantLimits, type Limits } from './tenant-limits.js'
import { Counters, type Take } from './counters.js'

/**
 * Limits a client can read (issue 51, docs/decisions/0069-rate-limits.md): every request the guard
 * authenticated counts against its access token and its tenant; every such answer carries
 * `RateLimit-Policy` and `RateLimit`, and one over a quota is 429 `error.tooManyRequests` with
 * `Retry-After`. Public routes are left alone (sign-in has its own throttle, auth/throttle.ts).
 * Registered right after the guard: its hook runs once `request.auth` is known.
 */
export const rateLimitDomain = fp(
  async (app: FastifyInstance) => {
    const { windowSeconds, flushMs } = app.config.rateLimit
    const db = app.database.db
    const counters = new Counters(
      (rows) => flushRows(db, rows),
      windowSeconds,
      (err) => app.log.warn({ err }, 'rate limit: shared counts unreachable'),
    )
    const limits = tenantLimits(app)
    let flushes = 0
    const pruneEvery = Math.max(1, Math.round((windowSeconds * 1000) / flushMs))
    const timer = setInterval(() => {
      void counters.tick()
      // About once a window: rows of tokens long expired would otherwise pile up.
      if (++flushes % pruneEvery === 0)
        pruneRows(db, Math.floor(Date.now() / 1000) - 2 * windowSeconds).catch(() => {})
    }, flushMs)
    timer.unref()
    app.addHook('onClose', async () => clearInterval(timer))
    // The configuration domain is registered after this one (its routes need the guard's hooks).
    app.addHook('onReady', async () => app.configuration.onEntriesChange(limits.listener))

    const takesOf = (auth: AuthContext, l: Limits): Take[] => {
      // One access token: its subject and the moment it was signed (no token text is stored).
      const token = `token:${auth.tenantId ?? '-'}:${auth.userId}:${auth.issuedAtMs ?? 0}`
      const takes: Take[] = [{ name: 'token', key: token, quota: l.token }]
      if (auth.tenantId) takes.push({ name: 'tenant', key: `tenant:${auth.tenantId}`, quota: l.tenant })
      return takes
    }

    const count = (request: FastifyRequest, reply: FastifyReply, l: Limits) => {
      const takes = takesOf(request.auth, l)
      const ready = counters.ready(takes.map((t) => t.key))
      return ready ? ready.then(() => answer(reply, takes)) : answer(reply, takes)
    }
    const answer = (reply: FastifyReply, takes: Take[]) => {
      const { admitted, states } = counters.take(takes)
      reply.header('ratelimit-policy', policyHeader(states)).header('ratelimit', limitHeader(states))
      if (admitted) return
      const over = states
        .filter((s) => s.remaining <= 0)
        .map((s) => `${s.name} (${s.quota}/${s.windowSeconds}s)`)
      throw new TooManyRequests('error.tooManyRequests', retryAfterSeconds(states), [], {
        developerMessage: `Rate limit reached: ${over.join(', ')}; retry after Retry-After seconds`,
      })
    }

    // Synchronous unless a tenant's limits or a key's shared count must be read first.
    app.addHook('onRequest', (request, reply, done) => {
      if (!request.auth) return done()
      const server: Limits = { token: app.config.rateLimit.token, tenant: app.config.rateLimit.tenant }
      try {
        const l = request.auth.tenantId ? limits.get(request.auth.tenantId) : server
        const result =
          l instanceof Promise ? l.then((x) => count(request, reply, x)) : count(request, reply, l)
        if (result instanceof Promise) result.then(() => done(), done)
        else done()
      } catch (err) {
        done(err as Error)
      }
    })
  },
  { name: 'rate-limit' },
)
