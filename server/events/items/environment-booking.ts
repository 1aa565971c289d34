/**
 * The writes of a room booking (an environment item): each is decided once by the booking engine
 * registered at boot (`app.events.useBookings`), in the write's transaction and under the rooms'
 * locks it takes; the row is written with its `blocking` state already decided (the exclusion
 * constraint is the wall behind the decider), and only the holds' ranks are settled after it.
 */
import { fieldError } from '../../http/errors.js'
import { translateExclusion } from '../bookings/refusals.js'
import type { BookingArea } from '../bookings/port.js'
import { tagRefusal } from '../bookings/refusals.js'
import { enqueueWebhooks } from '../../webhooks/enqueue.js'
import { refId } from './checks.js'
import type { Item, ItemContext, Json } from './types.js'

/** The period the room is taken, assembly and disassembly included. */
const occupiedPeriod = (d: Json) => ({
  start: (d.assemblyStart as string | undefined) ?? (d.startDateHour as string),
  end: (d.disassemblyDeadline as string | undefined) ?? (d.endDateHour as string),
})

/**
 * Decides the booking `d` (a change of `before`, which lies at `left`): 409 when refused, tagged
 * with what it refused (a refusal for availability is lost business, recorded by write.ts).
 */
async function decide(ctx: ItemContext, d: Json, before?: Item, left: BookingArea[] = []) {
  const { trx, event } = ctx
  // Its place in line (`hold_order`) is kept by a change; a new booking is the last.
  const held = before
    ? await trx
        .selectFrom('event_environment')
        .select('hold_order')
        .where('id', '=', before.id)
        .executeTakeFirst()
    : undefined
  const decision = await ctx.app.events.bookings
    .decide(
      trx,
      {
        environmentId: refId(d.environment)!,
        ...occupiedPeriod(d),
        excludeEventEnvironmentId: before?.id,
        event: { id: event.id, situation: event.situation },
        viewer: ctx.auth,
        alsoLock: left.map((a) => a.simple),
      },
      held?.hold_order ?? undefined,
    )
    .catch((err: unknown) => {
      const people = typeof d.esteemedPeople === 'number' ? d.esteemedPeople : null
      const period = { start: d.startDateHour as string, end: d.endDateHour as string }
      throw tagRefusal(err, { environmentId: refId(d.environment)!, ...period, people })
    })
  // House use shares the room: the booking stands, the coordinator is told.
  if (decision.warnings.length) ctx.warnings.push(fieldError('environment', 'availability.houseUse'))
  return decision
}

const columns = (d: Json) => {
  const { environment, environmentFormat, startDateHour, endDateHour, ...data } = d
  return {
    environment_id: refId(environment)!,
    format_id: refId(environmentFormat) ?? null,
    start_date_hour: startDateHour as string,
    end_date_hour: endDateHour as string,
    data: JSON.stringify(data) as never,
  }
}

/** What a `booking.changed` webhook says of a booking that was added or changed. */
const bookingChange = (eventId: number, bookingId: number, change: string, d: Json) => ({
  eventId,
  bookingId,
  change,
  environment: { id: refId(d.environment) },
  start: d.startDateHour,
  end: d.endDateHour,
})

export async function insertBooking(ctx: ItemContext, d: Json) {
  const decided = await decide(ctx, d)
  const row = await ctx.trx
    .insertInto('event_environment')
    .values({
      tenant_id: ctx.auth.tenantId!,
      event_id: ctx.event.id,
      ...columns(d),
      blocking: decided.blocking,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch(translateExclusion)
  await ctx.app.events.bookings.settleRanks(ctx.trx, ctx.auth, ctx.event.id, [], row.id, decided)
  await enqueueWebhooks(ctx.trx, 'booking.changed', bookingChange(ctx.event.id, row.id, 'CREATED', d))
  return row.id
}

export async function updateBooking(ctx: ItemContext, before: Item, d: Json) {
  // Where it lies now: locked with its new rooms (a move), and where the ranks change as it leaves.
  const left = await ctx.app.events.bookings.areasOf(ctx.trx, { bookingId: before.id })
  const decided = await decide(ctx, d, before, left)
  await ctx.trx
    .updateTable('event_environment')
    .set({ ...columns(d), blocking: decided.blocking })
    .where('id', '=', before.id)
    .execute()
    .catch(translateExclusion)
  await ctx.app.events.bookings.settleRanks(ctx.trx, ctx.auth, ctx.event.id, left, before.id, decided)
  await enqueueWebhooks(ctx.trx, 'booking.changed', bookingChange(ctx.event.id, before.id, 'UPDATED', d))
}

/** Removes the booking (its own rules checked by the caller) and settles the ranks where it was. */
export async function removeBooking(ctx: ItemContext, before: Item) {
  const left = await ctx.app.events.bookings.areasOf(ctx.trx, { bookingId: before.id })
  await ctx.trx.deleteFrom('event_environment').where('id', '=', before.id).execute()
  await ctx.app.events.bookings.settleRanks(ctx.trx, ctx.auth, ctx.event.id, left, null)
  await enqueueWebhooks(ctx.trx, 'booking.changed', {
    eventId: ctx.event.id,
    bookingId: before.id,
    change: 'DELETED',
  })
}
