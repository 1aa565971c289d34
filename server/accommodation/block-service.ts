import type { FastifyInstance } from 'fastify'
import { inActorTenant, type Actor } from '../auth/actor.js'
import { conflict, notFound } from '../http/errors.js'
import { labelReferences } from '../registries/labels.js'
import { bumpEventVersion } from '../events/event-lock.js'
import { lockWithVersion } from '../events/items/write.js'
import { writeAudit } from '../events/audit/audit.js'
import { user } from '../events/items/checks.js'
import type { Trx } from '../events/items/types.js'
import { localToday } from '../../common/events/clock.js'
import { keepingDenials, recordRefusedStays, staysRefused } from '../events/lost-business/denials.js'
import { noteDiaryChange } from '../availability/diary-push.js'
import { getSettings } from '../configuration/settings.js'
import { accommodationAudit } from './audit.js'
import { listAccommodations, type Accommodation } from './repository.js'
import { refuseWhenBlocked } from './write.js'
import { queueChannelReservation } from './channel.js'
import { pickupSummary } from './pickup.js'

/*
 * The room block's writes as one unit of work (lock, read, refuse, write, diary, audit, version)
 * and the block as answered (labelled, with its pickup): kept apart from the routes so that
 * accommodation/routes.ts only reads the request, makes the call and answers (issue 32).
 */

const LABELS = [
  { field: 'holder', target: 'person' },
  { field: 'pension', target: 'pension' },
]
const ROOM_LABELS = [
  { field: 'reservations', sub: 'hostingUnitType', target: 'hosting-unit-type' },
  { field: 'reservations', sub: 'pax', target: 'pax' },
]

/** Accommodations with the names of the records they name and their pickup against the contract. */
export async function labelled(app: FastifyInstance, trx: Trx, list: Accommodation[]) {
  const today = localToday()
  const withPickup = list.map((a) => ({ ...a, pickup: pickupSummary(a, today) }))
  return labelReferences(trx, app.registryModels, withPickup, [...LABELS, ...ROOM_LABELS])
}

/** The block with that id (404 when absent, also for another tenant's). */
export async function existingBlock(trx: Trx, id: number) {
  const [found] = await listAccommodations(trx, null, id)
  if (!found) throw notFound()
  return found
}

/**
 * One write in one transaction: lock the event (404 / 403 / stale 409), read the block under the
 * lock, refuse a cancelled block or a blocked situation, the work, audit rows, the event's
 * version moved on; the answer read in the same transaction. `work` answers the written block's
 * id, or undefined when it removed it.
 */
export async function writeBlock(
  app: FastifyInstance,
  actor: Actor,
  eventId: number,
  version: unknown,
  id: number | undefined,
  work: (trx: Trx, before: Accommodation | undefined) => Promise<number | undefined>,
) {
  const out = await inActorTenant(app.database.db, actor, async (trx) => {
    const event = await lockWithVersion(trx, actor, eventId, version)
    const before = id === undefined ? undefined : await existingBlock(trx, id)
    if (before?.situation === 'CANCELED') throw conflict('accommodation.canceled')
    await refuseWhenBlocked(trx, event, before?.channelBookingReservation.cmConfirmationId)
    // Rooms the channel had none of left are turned-away business: its rows commit, the block not.
    const kept = await keepingDenials(
      trx,
      () => work(trx, before),
      (err) => {
        const lines = staysRefused(err)
        return lines && (() => recordRefusedStays(trx, actor, eventId, lines))
      },
    )
    if (kept.refused) return { refused: kept.refused }
    const written = kept.value
    const after = written === undefined ? undefined : (await listAccommodations(trx, eventId, written))[0]
    // The stays before and after show in the diary; hotel rooms are no environment on the timeline.
    const stays = [...(before?.reservations ?? []), ...(after?.reservations ?? [])]
    await noteDiaryChange(
      trx,
      stays.map((r) => ({ start: r.startDate, end: r.endDate })),
      eventId,
    )
    await writeAudit(trx, actor.tenantId!, user(actor), accommodationAudit(eventId, before, after))
    const eventVersion = await bumpEventVersion(trx, eventId)
    return after ? { ...(await labelled(app, trx, [after]))[0], eventVersion } : { eventVersion }
  })
  // The refusal is answered once its lost-business rows have committed.
  if ('refused' in out && out.refused) throw out.refused
  return out
}

/** The event of a block named by id, read before the event is locked (404 when absent). */
export const eventOfBlock = (app: FastifyInstance, actor: Actor, id: number) =>
  inActorTenant(app.database.db, actor, async (trx) => (await existingBlock(trx, id)).event.id)

/** UPDATE_CHANNEL (platform.md §3): a block the channel confirmed follows the change there. */
export async function followOnChannel(
  trx: Trx,
  actor: Actor,
  before: Accommodation | undefined,
  eventId: number,
  id: number,
) {
  if (before?.channelBookingReservation.cmConfirmationId && (await getSettings(trx)).updateChannel) {
    const [now] = await listAccommodations(trx, eventId, id)
    await queueChannelReservation(trx, actor.tenantId!, now, actor.email, actor.eventsUserId)
  }
}
