import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { accommodationRoutes } from './routes.js'
import { cancelWithEvent } from './cancel.js'
import { accommodationChannelRoutes } from './channel-routes.js'
import { registerChannelResult } from './channel.js'
import { channelIntegrationRoutes } from './channel-integration-routes.js'
import { accommodationOverviewRoutes } from './overview-routes.js'
import { pickupRoutes } from './pickup-routes.js'
import { localChannelRoutes } from './local-channel-routes.js'
import { registerDailyRelease } from './release.js'

/**
 * Accommodation (issue 17): the event's room blocks and their reservations under the spec's
 * /events/event/event-accommodation paths; cancelling the event cancels its blocks (a listener of
 * the lifecycle's job) and their channel reservations (`channel.cancel` jobs).
 */
export const accommodationDomain = fp(
  async (app: FastifyInstance) => {
    app.events.onSituationChange(cancelWithEvent)
    registerChannelResult(app)
    registerDailyRelease(app)
    await app.register(accommodationRoutes)
    await app.register(accommodationChannelRoutes)
    await app.register(channelIntegrationRoutes)
    await app.register(accommodationOverviewRoutes)
    await app.register(pickupRoutes)
    await app.register(localChannelRoutes)
  },
  { name: 'accommodation', dependencies: ['registries', 'events', 'integrations', 'jobs'] },
)
