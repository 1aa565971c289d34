import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { withTenant } from '../db/tenant.js'
import { enqueueJob } from '../jobs/queue.js'
import { localToday } from '../../common/events/clock.js'
import { writeAudit } from '../events/audit/audit.js'
import type { Trx } from '../events/items/types.js'
import { notify } from '../notifications/notify.js'
import { asLocale, translate } from '../i18n/translate.js'
import { readCompany } from '../establishment/repository.js'
import { findRecords } from '../registries/reader.js'
import { listAccommodations } from './repository.js'
import { pickupNights } from './pickup.js'

export const RELEASE_TASK = 'accommodation.release'
const DAY = 86_400_000

/**
 * Stamps `released_at` on every active block whose cutoff (deadline date) passed, in every
 * tenant: from then its unpicked rooms are back in general inventory. The map and the pickup
 * grid already count them so from the date (pickup.ts isReleased); the stamp records when the
 * release happened. In the same transaction each released block gets an audit row (the
 * room-nights returned) and its coordinator (who made the block, else the event's creator) a
 * notice. Running it twice the same day changes nothing.
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
        .returning(['id', 'event_id', 'created_by'])
        .execute()
      if (rows.length) await tellRelease(trx, t.id, rows)
      return rows.length
    })
  return released
}

const SYSTEM = { id: null, email: 'accommodation.release' }

/** The audit row and the coordinator's notice of each block just released. */
async function tellRelease(
  trx: Trx,
  tenantId: number,
  rows: { id: number; event_id: number; created_by: number | null }[],
) {
  const locale = asLocale((await readCompany(trx)).language)
  for (const row of rows) {
    const [block] = await listAccommodations(trx, null, row.id)
    const nights = pickupNights(block?.reservations ?? [], true)
    const perType = new Map<number, number>()
    for (const n of nights)
      perType.set(n.hostingUnitType.id, (perType.get(n.hostingUnitType.id) ?? 0) + n.agreed - n.blocked)
    const returned = [...perType.values()].reduce((a, n) => a + n, 0)
    await writeAudit(trx, tenantId, SYSTEM, [
      {
        eventId: row.event_id,
        action: 'U',
        origin: 'accommodation',
        itemId: row.id,
        field: 'releasedRooms',
        from: null,
        to: returned,
      },
    ])
    const event = await trx
      .selectFrom('event')
      .select(['name', 'created_by'])
      .where('id', '=', row.event_id)
      .executeTakeFirst()
    const to = row.created_by ?? event?.created_by ?? null
    if (!to) continue
    const types = await findRecords(trx, 'hosting-unit-type', { ids: [...perType.keys()] })
    const name = (id: number) => String(types.find((x) => x.id === id)?.name ?? `#${id}`)
    const detail = [...perType.entries()]
      .filter(([, n]) => n > 0)
      .map(([id, n]) => `${name(id)}: ${n}`)
      .join(', ')
    const words = {
      id: row.id,
      event: event?.name ?? `#${row.event_id}`,
      rooms: returned,
      detail: detail || '-',
    }
    await notify(trx, {
      tenantId,
      toEventsUserId: to,
      type: 'NOTIFICATION',
      subject: translate(locale, 'accommodation.release.subject', words),
      description: translate(locale, 'accommodation.release.description', words),
    })
  }
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
