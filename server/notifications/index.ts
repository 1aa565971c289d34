import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { notificationRoutes } from './routes.js'
import { realtimeRoutes } from './ws-routes.js'
import { sharedChannels } from './shared-channels.js'

/** Notifications: the inbox routes and the realtime WebSocket (pushes are published by publish.ts). */
export const notificationsDomain = fp(
  async (app: FastifyInstance) => {
    const shared = sharedChannels()
    app.decorate('realtime', shared.domain)
    await app.register(notificationRoutes)
    await app.register(realtimeRoutes, { shared })
  },
  { name: 'notifications' },
)
