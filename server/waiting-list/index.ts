import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { waitingListRoutes } from './routes.js'
import { noticeRoomFreed } from './room-freed.js'

/**
 * The waiting list (issue 20): a group's events by rank and their reorder (priorities follow the
 * order); put and remove are the lifecycle's actions. When an event frees rooms, the coordinators
 * of waiting events that want them are told.
 */
export const waitingListDomain = fp(
  async (app: FastifyInstance) => {
    app.events.onSituationChange(noticeRoomFreed)
    await app.register(waitingListRoutes)
  },
  { name: 'waiting-list', dependencies: ['events', 'notifications'] },
)
