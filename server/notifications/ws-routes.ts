import type { FastifyInstance } from 'fastify'
import websocket from '@fastify/websocket'
import type { WebSocket } from 'ws'
import { decodeJwt } from 'jose'
import { verifyAccessToken } from '../auth/access-token.js'
import { membershipState, sessionValid } from '../auth/memberships.js'
import { AppError } from '../http/errors.js'
import { Hub } from './hub.js'
import { TENANT_CHANNEL } from './publish.js'
import type { sharedChannels } from './shared-channels.js'

interface Session {
  tenantId: number
  email: string
  /** Seconds since epoch: the socket is closed when its token expires, unless re-authenticated. */
  expiresAt: number
  eventsUserId: number | null
  technical: boolean
  issuedAtMs: number
}
type ClientMessage = { type?: string; token?: unknown; channel?: unknown }

const AUTH_TIMEOUT_MS = 10_000
const HEARTBEAT_MS = 30_000
const CLOSE_UNAUTHORIZED = 4401
const OWN_CHANNEL = /^(notifications|audit)\/(.+)$/

/**
 * GET /events/ws: one WebSocket per signed-in user. The client authenticates with its access
 * token (`?access_token=` or a first {"type":"auth","token"} message), then subscribes to its
 * own `notifications/<email>` or `audit/<email>`, the tenant's `tenant` channel, or a shared
 * channel its features allow (shared-channels.ts); pushes arrive as {channel, payload}.
 */
export async function realtimeRoutes(
  app: FastifyInstance,
  { shared }: { shared: ReturnType<typeof sharedChannels> },
) {
  const hub = new Hub(app.database)
  await hub.start()
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } })
  const alive = new WeakMap<WebSocket, boolean>()
  const sessions = new Map<WebSocket, Session>()

  async function authenticate(token: string, current?: Session): Promise<Session> {
    const claims = await verifyAccessToken(app.authSecret, token)
    if (!claims.tenantId) throw new AppError(403, 'auth.tenantRequired')
    if (!claims.technical) {
      const state = await membershipState(app.database.db, claims.tenantId, claims.eventsUserId ?? 0)
      if (!state?.active) throw new AppError(401, 'auth.userDisabled')
      if (!sessionValid(state, claims.issuedAtMs)) throw new AppError(401, 'auth.unauthorized')
    }
    const session: Session = {
      tenantId: claims.tenantId,
      email: claims.email.toLowerCase(),
      expiresAt: decodeJwt(token).exp ?? 0,
      eventsUserId: claims.eventsUserId,
      technical: claims.technical,
      issuedAtMs: claims.issuedAtMs ?? 0,
    }
    // A fresh token may extend the socket's life, never change whose socket it is.
    if (current && (current.tenantId !== session.tenantId || current.email !== session.email))
      throw new AppError(403, 'error.forbidden')
    return session
  }

  /** A shared channel asks for its feature now, not at sign-in: permissions may have changed. */
  async function mayFollow(session: Session, feature: string) {
    if (session.technical) return true
    const state = await membershipState(app.database.db, session.tenantId, session.eventsUserId ?? 0)
    return !!state?.active && (state.type === 'ADMIN' || state.features.has(feature))
  }

  const heartbeat = setInterval(() => {
    const now = Date.now() / 1000
    for (const [socket, session] of sessions) {
      if (session.expiresAt <= now) socket.close(CLOSE_UNAUTHORIZED, 'auth.accessTokenExpired')
      else if (alive.get(socket) === false) socket.terminate()
      else {
        alive.set(socket, false)
        socket.ping()
      }
    }
  }, HEARTBEAT_MS)
  heartbeat.unref()
  // A socket outlives nothing that ended its session: deactivation, removal, password reset.
  let rechecking = false
  // How often open sockets are checked against their membership: a deactivated user or a password
  // reset closes the socket within this time (the membership cache adds at most 5 s).
  const recheck = setInterval(async () => {
    if (rechecking) return
    rechecking = true
    try {
      for (const [socket, session] of [...sessions]) {
        if (session.technical) continue
        const state = await membershipState(
          app.database.db,
          session.tenantId,
          session.eventsUserId ?? 0,
        ).catch(() => undefined)
        if (state === undefined) continue
        if (!state?.active) socket.close(CLOSE_UNAUTHORIZED, 'auth.userDisabled')
        else if (!sessionValid(state, session.issuedAtMs))
          socket.close(CLOSE_UNAUTHORIZED, 'auth.unauthorized')
      }
    } finally {
      rechecking = false
    }
  }, app.config.realtimeRecheckMs)
  recheck.unref()
  app.addHook('onClose', async () => {
    clearInterval(recheck)
    clearInterval(heartbeat)
    for (const socket of sessions.keys()) socket.close(1001, 'server closing')
    await hub.close()
  })

  app.get<{ Querystring: { access_token?: string } }>(
    '/events/ws',
    { websocket: true, config: { public: true }, schema: { hide: true } },
    (socket, request) => {
      const send = (m: object) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(m))
      const subscribed = new Set<string>()
      let queue: Promise<void> = Promise.resolve()
      alive.set(socket, true)
      socket.on('pong', () => alive.set(socket, true))

      const fail = (err: unknown) => {
        const key = err instanceof AppError ? err.key : 'auth.unauthorized'
        send({ type: 'error', message: key })
        socket.close(CLOSE_UNAUTHORIZED, key)
      }
      const signIn = async (token: string) => {
        const session = await authenticate(token, sessions.get(socket))
        sessions.set(socket, session)
        send({ type: 'auth', ok: true, email: session.email })
      }

      const authTimer = setTimeout(
        () => !sessions.has(socket) && fail(new AppError(401, 'auth.unauthorized')),
        AUTH_TIMEOUT_MS,
      )
      if (request.query.access_token) queue = signIn(request.query.access_token).catch(fail)

      const handle = async (raw: string): Promise<unknown> => {
        let m: ClientMessage
        try {
          m = JSON.parse(raw) as ClientMessage
        } catch {
          return send({ type: 'error', message: 'realtime.invalidMessage' })
        }
        if (m.type === 'auth' && typeof m.token === 'string') return signIn(m.token).catch(fail)
        const session = sessions.get(socket)
        if (!session) return fail(new AppError(401, 'auth.unauthorized'))
        if (m.type === 'ping') return send({ type: 'pong' })
        const channel = typeof m.channel === 'string' ? m.channel.trim() : ''
        const sharedFeature = shared.featureFor(channel)
        if (m.type === 'subscribe' && (sharedFeature !== undefined || channel === TENANT_CHANNEL)) {
          // The tenant channel asks for no feature: every signed-in member follows it.
          if (sharedFeature !== undefined && !(await mayFollow(session, sharedFeature)))
            return send({ type: 'error', message: 'error.forbidden', channel })
          subscribed.add(channel)
          hub.subscribe(session.tenantId, channel, socket)
          return send({ type: 'subscribed', channel })
        }
        if (m.type === 'subscribe') {
          // Only one's own channels: the e-mail in the name must be the token's.
          const own = OWN_CHANNEL.exec(channel)
          if (!own || own[2].toLowerCase() !== session.email)
            return send({ type: 'error', message: 'error.forbidden', channel })
          const name = `${own[1]}/${session.email}`
          subscribed.add(name)
          hub.subscribe(session.tenantId, name, socket)
          return send({ type: 'subscribed', channel })
        }
        if (m.type === 'unsubscribe') {
          const name = channel.toLowerCase()
          subscribed.delete(name)
          hub.unsubscribe(session.tenantId, name, socket)
          return send({ type: 'unsubscribed', channel })
        }
        send({ type: 'error', message: 'realtime.invalidMessage' })
      }

      // Messages are handled in order, so a subscribe sent right after auth waits for it.
      socket.on('message', (data) => {
        queue = queue
          .then(() => handle(String(data)))
          .then(
            () => undefined,
            () => undefined,
          )
      })
      socket.on('close', () => {
        clearTimeout(authTimer)
        const session = sessions.get(socket)
        if (session) for (const name of subscribed) hub.unsubscribe(session.tenantId, name, socket)
        sessions.delete(socket)
      })
    },
  )
}
