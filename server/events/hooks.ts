import type { FastifyInstance } from 'fastify'
import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { enqueueJob } from '../jobs/queue.js'

/** What a lifecycle action changed, as the `events.situationChanged` job carries it (plain JSON). */
export interface SituationChangePayload {
  tenantId: number
  eventId: number
  eventName: string
  from: string
  to: string
  createdBy: number | null
  /** Who acted. */
  actor: { eventsUserId: number | null; email: string }
}

export interface SituationChange extends SituationChangePayload {
  app: FastifyInstance
}

export const SITUATION_TASK = 'events.situationChanged'

/**
 * Listeners of a committed lifecycle action (notifications, customer e-mails, reservation
 * cancellation…). They run in the `events.situationChanged` job, not in the request: a failing
 * listener fails the job, which is retried (listeners must tolerate a repeated run).
 */
export const situationListeners: ((change: SituationChange) => Promise<void>)[] = []

/** Called inside the lifecycle transaction: the job exists iff the action committed. */
export async function emitSituationChange(trx: Transaction<Database>, change: SituationChangePayload) {
  await enqueueJob(trx, { task: SITUATION_TASK, tenantId: change.tenantId, payload: change, maxAttempts: 5 })
}

export function registerSituationTask(app: FastifyInstance) {
  app.jobs.register(SITUATION_TASK, async ({ job }) => {
    const change = { ...(job.payload as SituationChangePayload), app }
    const failures: unknown[] = []
    for (const listen of situationListeners) await listen(change).catch((err) => failures.push(err))
    if (failures.length) throw failures[0]
  })
}
