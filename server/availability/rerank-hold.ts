import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { inActorTenant, type Actor } from '../auth/actor.js'
import { badRequest, conflict, fieldError, notFound } from '../http/errors.js'
import { bumpEventVersion } from '../events/event-lock.js'
import { lockWithVersion } from '../events/items/write.js'
import { tenantPredicate } from '../db/tenant.js'
import { blockRules, lockRooms, type Trx } from './engine.js'
import { areasOf, notifyPromotions, rerank } from './ranks.js'
import { enqueueWebhooks } from '../webhooks/enqueue.js'
import { noteDiaryChange } from './diary-push.js'

/** The holds of other events on the booking's simple rooms and period, in line order, and the blocking ones. */
async function line(trx: Trx, bookingId: number, eventId: number, holds: string[]) {
  const { rows } = await sql<{ id: number; hold_order: string; blocking: boolean }>`
    select distinct o.id, o.hold_order, o.blocking from booking_occupancy mine
    join booking_occupancy other on other.tenant_id = mine.tenant_id
      and other.simple_environment_id = mine.simple_environment_id and other.occupied_start < mine.occupied_end and other.occupied_end > mine.occupied_start
    join event_environment o on o.tenant_id = other.tenant_id and o.id = other.event_environment_id
    join event oe on oe.tenant_id = o.tenant_id and oe.id = o.event_id
    where ${tenantPredicate(trx, 'mine')} and mine.event_environment_id = ${bookingId} and o.event_id <> ${eventId}
      and (o.blocking or oe.situation = any(${holds}::text[]))
    order by o.hold_order, o.id`.execute(trx)
  return { blocking: rows.filter((r) => r.blocking).length, holds: rows.filter((r) => !r.blocking) }
}

/**
 * Reorders a hold among the options on its room and period (Momentus-style ranked holds) in one
 * transaction over `eventVersion`: the booking takes the wanted place in line (never ahead of
 * blocking bookings), the ranks around it are recomputed, and the coordinators of holds that moved
 * up are told. A verb (issue 50): its statements, lock and webhook once lived in the route file.
 */
export function rerankHold(
  app: FastifyInstance,
  actor: Actor,
  eventId: number,
  id: number,
  body: { rank: number; eventVersion: number },
) {
  return inActorTenant(app.database.db, actor, async (trx) => {
    await lockWithVersion(trx, actor, eventId, body.eventVersion)
    const booking = await trx
      .selectFrom('event_environment')
      .select(['id', 'hold_rank'])
      .where('id', '=', id)
      .where('event_id', '=', eventId)
      .executeTakeFirst()
    if (!booking) throw notFound()
    if (booking.hold_rank === null) throw conflict('availability.notAHold')
    const rules = await blockRules(trx)
    const areas = await areasOf(trx, { bookingId: id })
    await lockRooms(
      trx,
      areas.map((a) => a.simple),
    )
    const { blocking, holds } = await line(trx, id, eventId, rules.holds)
    // Ranks count every booking ahead, blocking ones too: the last place this hold can take is
    // behind all of them, 1 + blocking + the other holds. Past it is a mistake, not "last"
    // (issue 31, 5f: rank 1000000 answered 200). A rank ahead of the blocking bookings
    // stays "first among the holds": holds never pass a blocking booking, and the diary's
    // "move up" button asks for rank - 1 without knowing how many block.
    if (body.rank > blocking + holds.length + 1) throw badRequest([fieldError('rank', 'error.maximum')])
    const place = Math.min(Math.max(body.rank - blocking - 1, 0), holds.length)
    const before = holds[place - 1]?.hold_order
    const after = holds[place]?.hold_order
    const order =
      before === undefined && after === undefined
        ? sql<string>`hold_order`
        : before === undefined
          ? sql<string>`${after}::numeric - 1`
          : after === undefined
            ? sql<string>`${before}::numeric + 1`
            : sql<string>`(${before}::numeric + ${after}::numeric) / 2`
    await trx.updateTable('event_environment').set({ hold_order: order }).where('id', '=', id).execute()
    const promoted = await rerank(trx, areas, rules.holds)
    await notifyPromotions(trx, actor.tenantId!, promoted, actor.eventsUserId ?? null)
    await noteDiaryChange(trx, areas, eventId)
    const eventVersion = await bumpEventVersion(trx, eventId)
    await enqueueWebhooks(trx, 'booking.changed', { eventId, bookingId: id, change: 'HOLD_RANK' })
    const now = await trx
      .selectFrom('event_environment')
      .select('hold_rank')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    return { id, holdRank: now.hold_rank, eventVersion }
  })
}
