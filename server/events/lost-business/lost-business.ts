/**
 * Lost and denied business (issue 38, migration 0034): the one writer of `lost_business`. Every
 * row is written in the transaction of the write that lost the business (a refused booking, a
 * suggestion with no free room, a cancellation) or of a coordinator's turn-away, so a write that
 * rolls back leaves none. The report reads it in reports/types/lost-business.ts.
 */
import { sql, type Transaction } from 'kysely'
import type { AuthContext } from '../../auth/context.js'
import type { Database } from '../../db/types.js'
import { AppError, badRequest, fieldError, type FieldError } from '../../http/errors.js'
import { getRecord, labelsOf, recordExists } from '../../registries/reader.js'
import { wireDateTimeOf, wireDayOf } from '../../../common/wire-dates.js'
import { periodEstimate, roomDailyRate } from '../../../common/events/booking-price.js'
import { refusalReason, type RefusedBooking } from '../bookings/refusals.js'
import type { EventRow } from '../model.js'
import { moneyOfEvents } from '../money/money.js'

type Trx = Transaction<Database>
export type LostSource = 'REFUSED_BOOKING' | 'NO_ROOM_SUGGESTED' | 'CANCELED' | 'MANUAL'
export const lostSources: readonly LostSource[] = [
  'REFUSED_BOOKING',
  'NO_ROOM_SUGGESTED',
  'CANCELED',
  'MANUAL',
]
/** Reasons the app writes itself (locale `lostBusiness.reasons.<code>`); the venue's own are registry records. */
export const lostReasonCodes = ['NOT_AVAILABLE', 'HELD_BY_HIGHER_OPTION', 'NO_ROOM', 'NO_ROOMS_LEFT'] as const

export interface LostRow {
  dateWanted: string
  source: LostSource
  reasonId?: number | null
  reasonCode?: (typeof lostReasonCodes)[number] | null
  environmentId?: number | null
  hostingUnitTypeId?: number | null
  people?: number | null
  estimatedRevenue?: number | null
  eventId?: number | null
  note?: string | null
}

export async function recordLost(
  trx: Trx,
  auth: Pick<AuthContext, 'tenantId' | 'eventsUserId'>,
  row: LostRow,
) {
  await trx
    .insertInto('lost_business')
    .values({
      tenant_id: auth.tenantId!,
      date_wanted: wireDateTimeOf(row.dateWanted),
      source: row.source,
      reason_id: row.reasonId ?? null,
      reason_code: row.reasonCode ?? null,
      environment_id: row.environmentId ?? null,
      hosting_unit_type_id: row.hostingUnitTypeId ?? null,
      people: row.people ?? null,
      estimated_revenue: row.estimatedRevenue ?? null,
      event_id: row.eventId ?? null,
      note: row.note ?? null,
      created_by: auth.eventsUserId ?? null,
    })
    .execute()
}

/** What a room would have earned over a period: its registry daily rate × the period's dailies. */
export async function roomEstimate(trx: Trx, environmentId: number, start: string, end: string) {
  const room = await getRecord(trx, 'environment', environmentId)
  return periodEstimate(roomDailyRate(room) ?? 0, start, end)
}

// ---------------------------------------------------------------------------------------------
// A refused booking: the decider throws a 409 deep in the write; the write path catches it, rolls
// its own statements back to a savepoint, writes the row and commits, then answers the 409.

// The refusal itself (the booking it was about, its reason) is tagged by bookings/refusals.ts,
// which the booking write reaches without depending on lost business and its money.

export async function recordRefusedBooking(
  trx: Trx,
  auth: AuthContext,
  event: EventRow,
  err: AppError,
  booking: RefusedBooking,
) {
  // One denial per event, room and time: a coordinator pressing "confirm" again is not another.
  const repeat = await trx
    .selectFrom('lost_business')
    .select('id')
    .where('source', '=', 'REFUSED_BOOKING')
    .where('event_id', '=', event.id)
    .where('environment_id', '=', booking.environmentId)
    .where('date_wanted', '=', booking.start)
    .executeTakeFirst()
  if (repeat) return
  await recordLost(trx, auth, {
    dateWanted: booking.start,
    source: 'REFUSED_BOOKING',
    reasonCode: refusalReason(err),
    environmentId: booking.environmentId,
    people: booking.people ?? event.estimated_people,
    estimatedRevenue: await roomEstimate(trx, booking.environmentId, booking.start, booking.end),
    eventId: event.id,
  })
}

/**
 * A suggestion that found no free room for the period and people asked. The same person asking
 * the same question again the same day is one lost enquiry, not several (a form re-asks as it is
 * filled), so a repeat of the day is not written again.
 */
export async function recordNoRoom(
  trx: Trx,
  auth: AuthContext,
  ask: { start: string; end: string; people?: number; cheapestRate: number | null },
) {
  const repeat = await trx
    .selectFrom('lost_business')
    .select('id')
    .where('source', '=', 'NO_ROOM_SUGGESTED')
    .where('date_wanted', '=', ask.start)
    .where('people', ask.people === undefined ? 'is' : '=', ask.people ?? null)
    .where('created_by', auth.eventsUserId == null ? 'is' : '=', auth.eventsUserId ?? null)
    .where(sql<boolean>`created_at::date = localtimestamp(0)::date`)
    .executeTakeFirst()
  if (repeat) return
  await recordLost(trx, auth, {
    dateWanted: ask.start,
    source: 'NO_ROOM_SUGGESTED',
    reasonCode: 'NO_ROOM',
    people: ask.people ?? null,
    // The cheapest fitting room is what the venue would have sold at least.
    estimatedRevenue: ask.cheapestRate === null ? null : periodEstimate(ask.cheapestRate, ask.start, ask.end),
  })
}

/**
 * An event cancelled with a reason: its first room and its own money (events/money/money.ts, the one
 * reckoning, in the main currency) — what was actually lost, rather than a rate estimate.
 */
export async function recordCancellation(trx: Trx, auth: AuthContext, event: EventRow) {
  if (event.cancellation_reason_id === null) return
  const room = await trx
    .selectFrom('event_environment')
    .select('environment_id')
    .where('event_id', '=', event.id)
    .orderBy('start_date_hour')
    .orderBy('id')
    .executeTakeFirst()
  const money = (await moneyOfEvents(trx, [event])).get(event.id)!
  await recordLost(trx, auth, {
    dateWanted: event.start_date,
    source: 'CANCELED',
    reasonId: event.cancellation_reason_id,
    environmentId: room?.environment_id ?? null,
    people: event.estimated_people,
    estimatedRevenue: money.mainTotal,
    eventId: event.id,
    note: event.cancellation_observation,
  })
}

// ---------------------------------------------------------------------------------------------
// A turn-away recorded by hand: a call that never became an event.

export interface ManualLost {
  date: string
  environment?: { id: number } | null
  people: number
  reason: { id: number }
  note?: string | null
}

/** A record's label (drivers may key bigint ids as text). */
const labelOf = async (trx: Trx, registry: 'cancellation-reason' | 'environment', id: number) =>
  [...(await labelsOf(trx, registry, [id]))].find(([k]) => Number(k) === id)?.[1] ?? null

/** Records a coordinator's turn-away; 400 on a reason or room that is not the tenant's. */
export async function recordManual(trx: Trx, auth: AuthContext, body: ManualLost) {
  const errors: FieldError[] = []
  if (!(await recordExists(trx, 'cancellation-reason', body.reason.id)))
    errors.push(fieldError('reason', 'error.invalidReference'))
  const roomId = body.environment?.id ?? null
  if (roomId !== null && !(await recordExists(trx, 'environment', roomId)))
    errors.push(fieldError('environment', 'error.invalidReference'))
  if (errors.length) throw badRequest(errors)
  const day = wireDayOf(body.date)
  const row = await trx
    .insertInto('lost_business')
    .values({
      tenant_id: auth.tenantId!,
      date_wanted: wireDateTimeOf(body.date),
      source: 'MANUAL',
      reason_id: body.reason.id,
      environment_id: roomId,
      people: body.people,
      // A call asks for a day: one daily of the room, when one was named.
      estimated_revenue:
        roomId === null ? null : await roomEstimate(trx, roomId, `${day}T00:00:00`, `${day}T23:59:59`),
      note: body.note?.trim() || null,
      created_by: auth.eventsUserId ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  const reasons = await labelOf(trx, 'cancellation-reason', body.reason.id)
  const rooms = roomId === null ? null : await labelOf(trx, 'environment', roomId)
  return {
    id: Number(row.id),
    date: row.date_wanted,
    reason: { id: body.reason.id, name: reasons },
    source: row.source,
    environment: roomId === null ? null : { id: roomId, name: rooms },
    people: row.people,
    estimatedRevenue: row.estimated_revenue === null ? null : Number(row.estimated_revenue),
    eventId: null,
    note: row.note,
    createdAt: row.created_at,
  }
}
