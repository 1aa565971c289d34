import type { FastifyInstance } from 'fastify'
import './parts.js'
import { holdRankRoutes } from './hold-rank.js'
import { diaryRoutes } from './diary.js'

/** The occupancy engine's routes (issue 16), registered as one plugin. */
export async function availability(app: FastifyInstance) {
  await app.register(holdRankRoutes)
  await app.register(diaryRoutes)
}
