import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { holdRankRoutes } from './hold-rank.js'
import { diaryRoutes } from './diary.js'
import { suggestRoutes } from './suggest.js'
import { calendarRoutes } from './calendar.js'

/**
 * Availability (issue 16): the occupancy engine's reads (diary, suggestion, calendar) and the
 * hold-rank reorder. The engine itself is called by the event items and the lifecycle in their
 * transactions; the compound rooms' parts follow the `x-occupancy` keyword (registries/listeners.ts).
 */
export const availabilityDomain = fp(
  async (app: FastifyInstance) => {
    await app.register(holdRankRoutes)
    await app.register(diaryRoutes)
    await app.register(suggestRoutes)
    await app.register(calendarRoutes)
  },
  { name: 'availability', dependencies: ['registries', 'events'] },
)
