import type { FastifyInstance } from 'fastify'
import type { AuthContext } from '../auth/guard.js'

export interface SituationChange {
  app: FastifyInstance
  auth: AuthContext
  tenantId: number
  eventId: number
  eventName: string
  from: string
  to: string
  createdBy: number | null
}

/**
 * Called after a lifecycle action commits (notifications, customer e-mails, reservation
 * cancellation…). A failing listener is logged and never undoes the committed change.
 */
export const situationListeners: ((change: SituationChange) => Promise<void>)[] = []

export async function emitSituationChange(change: SituationChange) {
  for (const listen of situationListeners) {
    await listen(change).catch((err) => change.app.log.error({ err }, 'situation listener failed'))
  }
}
