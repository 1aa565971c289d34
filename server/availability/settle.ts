import type { AuthContext } from '../auth/context.js'
import type { BookingArea, BookingDecision } from '../events/bookings/port.js'
import { translateExclusion } from '../events/bookings/refusals.js'
import { blockRules, lockRooms, type Trx } from './engine.js'
import { refuseIfTaken } from './decide.js'
import { areasOf, notifyPromotions, rerank } from './ranks.js'
import { notifyFreed } from './freed.js'
import { tagRefusal } from '../events/bookings/refusals.js'
import { noteDiaryChange } from './diary-push.js'

/**
 * What follows a booking change once `blocking` is written: the holds around `around` are
 * re-ranked and coordinators of holds that moved up are told; where a blocking booking left
 * (`freed`), coordinators of waiting events that want the room now free are told; the diary push
 * covers `diary`. Decides nothing: the bookings are already as decided.
 */
async function settled(
  trx: Trx,
  auth: AuthContext,
  eventId: number,
  holds: string[],
  areas: { around: BookingArea[]; freed: BookingArea[]; diary: BookingArea[] },
) {
  const promoted = await rerank(trx, areas.around, holds)
  await notifyPromotions(trx, auth.tenantId!, promoted, auth.eventsUserId ?? null)
  await notifyFreed(trx, auth.tenantId!, areas.freed, eventId, auth.eventsUserId ?? null)
  await noteDiaryChange(trx, areas.diary, eventId)
}

/**
 * After one booking row was written already decided (`decideBooking`, under the rooms' locks it
 * took) or removed: only the ranks are settled. Another event's hold ranks against this event's
 * bookings, never against its own, so the holds that can move are those overlapping where the
 * booking is now (`changed`; null for a removal) and where it was (`left`, read before the write).
 */
export async function settleRanks(
  trx: Trx,
  auth: AuthContext,
  eventId: number,
  left: BookingArea[],
  changed: number | null,
  decided?: BookingDecision,
) {
  // A removal decided nothing: its ranks follow the rules as they stand (under their shared lock),
  // ranked under the locks of the rooms it leaves, as a decider of those rooms would rank them.
  const holds = decided?.holds ?? (await blockRules(trx)).holds
  if (!decided)
    await lockRooms(
      trx,
      left.map((a) => a.simple),
    )
  const now = changed === null ? [] : await areasOf(trx, { bookingId: changed })
  await settled(trx, auth, eventId, holds, {
    around: [...left, ...now],
    freed: left.filter((a) => a.blocking),
    diary: [...left, ...now],
  })
}

/**
 * Brings an event's room bookings in line with its new situation, in the lifecycle action's
 * transaction: bookings that start blocking are decided first, in the rooms' locks (a blocking
 * booking of another event or an earlier hold refuses with 409, tagged as lost business, and
 * nothing changes), then `blocking` is written (the exclusion constraint is the wall behind) and
 * the ranks are settled. When the situation stops blocking, the rooms it held are freed.
 */
export async function settleSituation(trx: Trx, auth: AuthContext, eventId: number) {
  const rules = await blockRules(trx)
  const event = await trx
    .selectFrom('event')
    .select(['situation'])
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow()
  const blocking = rules.blocking.includes(event.situation)
  const own = await areasOf(trx, { eventId })
  await lockRooms(
    trx,
    own.map((a) => a.simple),
  )
  if (blocking) {
    const starting = await trx
      .selectFrom('event_environment')
      .select(['id', 'hold_order', 'environment_id', 'start_date_hour', 'end_date_hour'])
      .where('event_id', '=', eventId)
      .where('blocking', '=', false)
      .execute()
    for (const b of starting) {
      const areas = await areasOf(trx, { bookingId: b.id })
      if (!areas.length) continue
      const q = { simple: areas.map((a) => a.simple), start: areas[0].start, end: areas[0].end, viewer: auth }
      const candidate = { id: b.id, eventId, order: String(b.hold_order ?? b.id), blocking: true }
      // A refusal names the booking it refused: a confirmation turned down is lost business too.
      const refused = {
        environmentId: b.environment_id,
        start: b.start_date_hour,
        end: b.end_date_hour,
        people: null,
      }
      await refuseIfTaken(trx, rules.holds, q, candidate).catch((err: unknown) => {
        throw tagRefusal(err, refused)
      })
    }
  }
  await trx
    .updateTable('event_environment')
    .set({ blocking })
    .where('event_id', '=', eventId)
    .where('blocking', '<>', blocking)
    .execute()
    .catch(translateExclusion)
  // `own` was read before `blocking` was written: its blocking areas are the ones this event lets go.
  await settled(trx, auth, eventId, rules.holds, {
    around: own,
    freed: blocking ? [] : own.filter((a) => a.blocking),
    diary: own,
  })
}
