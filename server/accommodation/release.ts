import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { withTenant } from '../db/tenant.js'
import { enqueueJob } from '../jobs/queue.js'
import { localToday } from '../events/clock.js'

export const RELEASE_TASK = 'accommodation.release'
const DAY = 86_400_000

/**
 * Stamps `released_at` on every active block whose cutoff (deadline date) passed, in every
 * tenant: from then its unpicked rooms are back in general inventory. The map and the pickup
 * grid already count them so from the date (pickup.ts isReleased); the stamp records when the
 * release happened. Running it twice the same day changes nothing.
 */
export async function releaseBlocks(app: FastifyInstance, today = localToday()) {
  const db = app.database.db
  const tenants = await db.selectFrom('tenant').select('id').orderBy('id').execute()
  let released = 0
  for (const t of tenants)
    released += await withTenant(db, t.id, async (trx) => {
      const rows = await trx
        .updateTable('event_accommodation')
        .set({ released_at: sql`localtimestamp(0)` })
        .where('situation', '=', 'ACTIVE')
        .where('released_at', 'is', null)
        .where('deadline_date', '<', today)
        .returning('id')
        .execute()
      return rows.length
    })
  return released
}

/** Milliseconds from `now` to five past the next midnight (UTC), when the daily release runs. */
export const untilNextRun = (now: number) => DAY - (now % DAY) + 5 * 60_000

/**
 * The daily release: a platform job `accommodation.release` on the queue (so it is retried and
 * survives a crash like any job), enqueued shortly after each midnight by a timer that lives with
 * the app and stops when it closes.
 */
export function registerDailyRelease(app: FastifyInstance) {
  app.jobs.register(RELEASE_TASK, async ({ app: a }) => {
    await releaseBlocks(a)
  })
  let timer: NodeJS.Timeout | undefined
  let closed = false
  const arm = () => {
    if (closed) return
    timer = setTimeout(() => {
      enqueueJob(app.database.db, { task: RELEASE_TASK, tenantId: null, payload: { day: localToday() } })
        .catch((err) => app.log.error({ err }, 'accommodation release not enqueued'))
        .finally(arm)
    }, untilNextRun(Date.now()))
    timer.unref()
  }
  app.addHook('onReady', async () => arm())
  app.addHook('onClose', async () => {
    closed = true
    clearTimeout(timer)
  })
}
