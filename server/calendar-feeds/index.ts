import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { calendarFeedRoutes } from './routes.js'
import { icsRoutes } from './ics-routes.js'

/**
 * Calendar feeds (issue 37): a person subscribes to a room, to the events they coordinate or to
 * one event, and their calendar application reads the bookings from a secret URL (RFC 5545,
 * written by ics.ts). The feed shows what its owner may see today: other events are "Reserved".
 */
export const calendarFeedsDomain = fp(
  async (app: FastifyInstance) => {
    await app.register(calendarFeedRoutes)
    await app.register(icsRoutes)
  },
  { name: 'calendar-feeds', dependencies: ['events', 'registries'] },
)
