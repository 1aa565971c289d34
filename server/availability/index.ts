import type { FastifyInstance } from 'fastify'
import './parts.js'
import { holdRankRoutes } from './hold-rank.js'
import { diaryRoutes } from './diary.js'
import { suggestRoutes } from './suggest.js'
import { calendarRoutes } from './calendar.js'

/** The occupancy engine's routes (issue 16), registered as one plugin. */
export async function availability(app: FastifyInstance) {
  await app.register(holdRankRoutes)
  await app.register(diaryRoutes)
  await app.register(suggestRoutes)
  await app.register(calendarRoutes)
}
