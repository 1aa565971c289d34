import type { AuthContext } from '../auth/guard.js'
import { blockRules, bookingConflicts, lockRooms, type Trx } from './engine.js'
import { roomConflicts } from './conflicts.js'
import { heldByHigherOption, notAvailable } from './decide.js'
import { areasOf, notifyPromotions, rerank, type Area } from './ranks.js'
import { notifyFreed } from './freed.js'
import { tagRefusal } from '../events/lost-business.js'
import { noteDiaryChange } from './diary-push.js'

/** An exclusion violation is a blocking overlap another path let through: the same 409. */
export function translateExclusion(err: unknown): never {
  if ((err as { code?: string }).code === '23P01') throw notAvailable([])
  throw err
}

/**
 * Brings an event's room bookings in line with its situation, in the caller's transaction:
 * bookings that start blocking are decided first (a blocking booking of another event or an
 * earlier hold refuses with 409 and nothing changes), then `blocking` is written (the exclusion
 * constraint is the wall behind), the holds around them and around `left` (where bookings were
 * moved from or removed) are re-ranked, and coordinators of holds that moved up are notified.
 * Where a blocking booking left (`left`, or the event's own bookings when its situation stops
 * blocking), coordinators of waiting events that want the room now free are told too.
 * Called by every booking write and every situation change. The diary push covers `left` and,
 * for a booking write, that booking where it is now (`changed`; null for a removal), else every
 * booking of the event (a situation change).
 */
export async function settleEvent(
  trx: Trx,
  auth: AuthContext,
  eventId: number,
  left: Area[] = [],
  changed?: number | null,
) {
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
    [...own, ...left].map((a) => a.simple),
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
      // A refusal names the booking it refused: a confirmation turned down is lost business too.
      const refused = {
        environmentId: b.environment_id,
        start: b.start_date_hour,
        end: b.end_date_hour,
        people: null,
      }
      const taken = await roomConflicts(trx, { ...q, excludeEventEnvironmentId: b.id })
      if (taken.length) throw tagRefusal(notAvailable(taken), refused)
      const ahead = await bookingConflicts(trx, {
        ...q,
        excludeEventId: eventId,
        holdsBefore: { order: String(b.hold_order ?? b.id), id: b.id, holds: rules.holds },
      })
      if (ahead.length) throw tagRefusal(heldByHigherOption(ahead), refused)
    }
  }
  await trx
    .updateTable('event_environment')
    .set({ blocking })
    .where('event_id', '=', eventId)
    .where('blocking', '<>', blocking)
    .execute()
    .catch(translateExclusion)
  const promoted = await rerank(trx, [...own, ...left], rules.holds)
  await notifyPromotions(trx, auth.tenantId!, promoted, auth.eventsUserId ?? null)
  // `own` was read before `blocking` was written: its blocking areas are the ones this event lets go.
  const freed = [...left, ...(blocking ? [] : own)].filter((a) => a.blocking)
  await notifyFreed(trx, auth.tenantId!, freed, eventId, auth.eventsUserId ?? null)
  const now = changed === undefined ? own : changed === null ? [] : await areasOf(trx, { bookingId: changed })
  await noteDiaryChange(trx, [...left, ...now], eventId)
}
