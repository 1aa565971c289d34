import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { holdRankRoutes } from './hold-rank.js'
import { moveRoutes } from './move-routes.js'
import { diaryRoutes } from './diary.js'
import { suggestRoutes } from './suggest.js'
import { calendarRoutes } from './calendar.js'
import { keepEnvironmentParts } from './parts.js'
import { noticeFreedByRecord } from './record-freed.js'
import { bookingEngine } from './booking-engine.js'
import { afterBlockFlagsChange, beforeBlockFlagsChange, BLOCK_ENTRIES } from './reblock.js'

/**
 * Availability (issue 16): the occupancy engine's reads (diary, suggestion, calendar) and the
 * hold-rank reorder. The engine itself is called by the event items and the lifecycle in their
 * transactions, through the booking port events owns (`app.events.useBookings`); the compound rooms' parts follow the `x-occupancy` keyword and a freed room the
 * `x-frees-rooms` one, listeners given to the registry engine here.
 */
export const availabilityDomain = fp(
  async (app: FastifyInstance) => {
    // Event writes decide rooms and stock through events' port, in their own transaction.
    app.events.useBookings(bookingEngine)
    app.registries.onWrite('x-occupancy', keepEnvironmentParts)
    app.registries.onWrite('x-frees-rooms', noticeFreedByRecord)
    // The block flags decide which bookings block: changing them re-decides the tenant's bookings.
    app.configuration.onEntriesChange({
      entries: BLOCK_ENTRIES,
      before: beforeBlockFlagsChange,
      after: afterBlockFlagsChange,
    })
    await app.register(moveRoutes)
    await app.register(holdRankRoutes)
    await app.register(diaryRoutes)
    await app.register(suggestRoutes)
    await app.register(calendarRoutes)
  },
  { name: 'availability', dependencies: ['configuration', 'registries', 'events'] },
)
