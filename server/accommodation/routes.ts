import type { FastifyInstance, FastifyRequest } from 'fastify'
import { badRequest, conflict, fieldError, notFound } from '../http/errors.js'
import { labelReferences } from '../registries/labels.js'
import { bumpEventVersion, readableEvent } from '../events/event-lock.js'
import { lockWithVersion } from '../events/items/write.js'
import { writeAudit } from '../events/audit.js'
import { user } from '../events/items/checks.js'
import type { Trx } from '../events/items/types.js'
import { accommodationAudit } from './audit.js'
import {
  accommodationColumns,
  listAccommodations,
  syncReservations,
  type Accommodation,
} from './repository.js'
import { refuseWhenBlocked, validAccommodation } from './write.js'
import { queueChannelReservation } from './channel.js'
import { getSettings } from '../configuration/settings.js'
import { localToday } from '../events/clock.js'
import { pickupSummary } from './pickup.js'
import { refuseWithoutStock } from './stock-check.js'
import { keepingDenials, recordRefusedStays, staysRefused } from '../events/denials.js'
import { noteDiaryChange } from '../availability/diary-push.js'

const config = { feature: 'EVENT' }
const tags = ['event accommodation']
const base = '/events/event/event-accommodation'
const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } } }
const eventParams = { type: 'object', properties: { eventId: { type: 'integer', minimum: 1 } } }
const versionQuery = { type: 'object', properties: { eventVersion: { type: 'string', maxLength: 20 } } }
const body = {
  type: 'object',
  description:
    'schemas/event/accommodation.schema.json, plus `event: {id}` (POST), `id` (PUT) and `eventVersion`.',
}
type Json = Record<string, unknown>

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

const positiveId = (v: unknown) => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 1 ? n : undefined
}

/** The block with that id (404 when absent, also for another tenant's). */
async function existing(trx: Trx, id: number) {
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
async function write(
  app: FastifyInstance,
  request: FastifyRequest,
  eventId: number,
  version: unknown,
  id: number | undefined,
  work: (trx: Trx, before: Accommodation | undefined) => Promise<number | undefined>,
) {
  const out = await request.withTenant(async (trx) => {
    const event = await lockWithVersion(trx, request, eventId, version)
    const before = id === undefined ? undefined : await existing(trx, id)
    if (before?.situation === 'CANCELED') throw conflict('accommodation.canceled')
    await refuseWhenBlocked(trx, event, before?.channelBookingReservation.cmConfirmationId)
    // Rooms the channel had none of left are turned-away business: its rows commit, the block not.
    const kept = await keepingDenials(
      trx,
      () => work(trx, before),
      (err) => {
        const lines = staysRefused(err)
        return lines && (() => recordRefusedStays(trx, request.auth, eventId, lines))
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
    await writeAudit(
      trx,
      request.auth.tenantId!,
      user(request.auth),
      accommodationAudit(eventId, before, after),
    )
    const eventVersion = await bumpEventVersion(trx, eventId)
    return after ? { ...(await labelled(app, trx, [after]))[0], eventVersion } : { eventVersion }
  })
  // The refusal is answered once its lost-business rows have committed.
  if ('refused' in out && out.refused) throw out.refused
  return out
}

/** The event of a block named by id, read before the event is locked (404 when absent). */
const eventOf = (request: FastifyRequest, id: number) =>
  request.withTenant(async (trx) => (await existing(trx, id)).event.id)

async function insertBlock(trx: Trx, request: FastifyRequest, eventId: number, v: Json, rooms: Json[]) {
  const row = await trx
    .insertInto('event_accommodation')
    .values({
      tenant_id: request.auth.tenantId!,
      event_id: eventId,
      created_by: request.auth.eventsUserId,
      cm_confirmation_id: null,
      channel_guid: null,
      ...accommodationColumns(v),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await syncReservations(trx, request.auth.tenantId!, eventId, row.id, rooms)
  return row.id
}

/** The spec's accommodation calls (event-domain §7) and the event's list (DESIGN wave 2). */
export async function accommodationRoutes(app: FastifyInstance) {
  app.get<{ Params: { eventId: number } }>(
    '/events/event/:eventId/event-accommodation',
    { config, schema: { tags, params: eventParams } },
    (request) =>
      request.withTenant(async (trx) => {
        const event = await readableEvent(trx, request.auth, request.params.eventId)
        const content = await labelled(app, trx, await listAccommodations(trx, event.id))
        return { eventVersion: event.version, content }
      }),
  )

  app.get<{ Params: { eventId: number } }>(
    '/events/event/:eventId/event-accommodation/all-integrated',
    { config, schema: { tags, params: eventParams } },
    (request) =>
      request.withTenant(async (trx) => {
        const event = await readableEvent(trx, request.auth, request.params.eventId)
        const active = (await listAccommodations(trx, event.id)).filter((a) => a.situation === 'ACTIVE')
        const pending = active.filter((a) => !a.channelBookingReservation.cmConfirmationId).map((a) => a.id)
        return { allIntegrated: pending.length === 0, total: active.length, pending }
      }),
  )

  app.get<{ Params: { id: number } }>(
    `${base}/:id`,
    { config, schema: { tags, params: idParams } },
    (request) =>
      request.withTenant(async (trx) => {
        const found = await existing(trx, request.params.id)
        const event = await readableEvent(trx, request.auth, found.event.id)
        return { ...(await labelled(app, trx, [found]))[0], eventVersion: event.version }
      }),
  )

  app.post<{ Body: Json | undefined }>(
    `${base}`,
    { config, schema: { tags, body } },
    async (request, reply) => {
      const b = request.body ?? {}
      const eventId = positiveId((b.event as Json | undefined)?.id)
      if (!eventId) throw badRequest([fieldError('event', 'error.required')])
      const out = await write(app, request, eventId, b.eventVersion, undefined, async (trx) => {
        const v = await validAccommodation({ trx, tenantId: request.auth.tenantId! }, b)
        await refuseWithoutStock(trx, request.auth.tenantId!, v.reservations as never)
        return insertBlock(trx, request, eventId, v.data, v.reservations)
      })
      return reply.status(201).send(out)
    },
  )

  app.put<{ Body: Json | undefined }>(`${base}`, { config, schema: { tags, body } }, async (request) => {
    const b = request.body ?? {}
    const id = positiveId(b.id)
    if (!id) throw badRequest([fieldError('id', 'error.required')])
    const eventId = await eventOf(request, id)
    return write(app, request, eventId, b.eventVersion, id, async (trx, before) => {
      const v = await validAccommodation({ trx, tenantId: request.auth.tenantId! }, b, before)
      await refuseWithoutStock(trx, request.auth.tenantId!, v.reservations as never, before)
      await trx
        .updateTable('event_accommodation')
        .set(accommodationColumns(v.data))
        .where('id', '=', id)
        .execute()
      await syncReservations(trx, request.auth.tenantId!, eventId, id, v.reservations)
      // UPDATE_CHANNEL (platform.md §3): a block the channel confirmed follows the change there.
      if (before?.channelBookingReservation.cmConfirmationId && (await getSettings(trx)).updateChannel) {
        const [now] = await listAccommodations(trx, eventId, id)
        await queueChannelReservation(
          trx,
          request.auth.tenantId!,
          now,
          request.auth.email,
          request.auth.eventsUserId,
        )
      }
      return id
    })
  })

  app.post<{ Params: { id: number }; Body: Json | undefined; Querystring: { eventVersion?: string } }>(
    `${base}/duplicate-accommodation/:id`,
    { config, schema: { tags, params: idParams, querystring: versionQuery } },
    async (request, reply) => {
      const eventId = await eventOf(request, request.params.id)
      const version = request.query.eventVersion ?? request.body?.eventVersion
      // The copy is a new block of the same event, audited as inserted, without the channel reservation.
      const out = await write(app, request, eventId, version, undefined, async (trx) => {
        const src = await existing(trx, request.params.id)
        const {
          id: _i,
          event: _e,
          situation: _s,
          channelBookingReservation: _c,
          createdAt: _a,
          ...rest
        } = src
        const rooms = src.reservations.map(({ id: _r, ...r }) => r)
        await refuseWithoutStock(trx, request.auth.tenantId!, rooms)
        return insertBlock(trx, request, eventId, rest, rooms)
      })
      return reply.status(201).send(out)
    },
  )

  app.delete<{ Params: { id: number }; Querystring: { eventVersion?: string } }>(
    `${base}/:id`,
    { config, schema: { tags, params: idParams, querystring: versionQuery } },
    async (request) => {
      const eventId = await eventOf(request, request.params.id)
      return write(
        app,
        request,
        eventId,
        request.query.eventVersion,
        request.params.id,
        async (trx, before) => {
          await trx.deleteFrom('event_accommodation').where('id', '=', before!.id).execute()
          return undefined
        },
      )
    },
  )
}
