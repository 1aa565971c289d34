import type { FastifyInstance } from 'fastify'
import type { Transaction } from 'kysely'
import type { Database } from '../../db/types.js'
import { enqueueJob } from '../../jobs/queue.js'
import { enqueueWebhooks } from '../../webhooks/enqueue.js'

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
 * A listener of committed lifecycle actions (notifications, customer e-mails, reservation
 * cancellation…), added with `app.events.onSituationChange` (server/events/index.ts). Listeners
 * run in the `events.situationChanged` job, not in the request: a failing listener fails the job,
 * which is retried (listeners must tolerate a repeated run).
 */
export type SituationListener = (change: SituationChange) => Promise<void>

/** Called inside the lifecycle transaction: the job exists iff the action committed. */
export async function emitSituationChange(trx: Transaction<Database>, change: SituationChangePayload) {
  await enqueueJob(trx, { task: SITUATION_TASK, tenantId: change.tenantId, payload: change, maxAttempts: 5 })
  await enqueueWebhooks(trx, 'event.situation', { eventId: change.eventId, from: change.from, to: change.to })
}

/** `listeners` is read at each run, so a domain registered later still hears every change. */
export function registerSituationTask(app: FastifyInstance, listeners: readonly SituationListener[]) {
  app.jobs.register(SITUATION_TASK, async ({ job }) => {
    const change = { ...(job.payload as SituationChangePayload), app }
    const failures: unknown[] = []
    for (const listen of listeners) await listen(change).catch((err) => failures.push(err))
    if (failures.length) throw failures[0]
  })
}
