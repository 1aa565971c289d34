import type { FastifyInstance } from 'fastify'
import type { Transaction } from 'kysely'
import type { Database } from '../db/types.js'
import { withTenant } from '../db/tenant.js'
import { findUserByEmail } from '../auth/identity.js'
import { localDateTime } from '../../common/events/clock.js'
import { BEFORE_START_SITUATIONS, CONFIRMED_LIKE, type Situation } from '../../common/events/situations.js'
import { findRecords } from '../registries/reader.js'
import { recordLost, roomEstimate } from '../events/lost-business/lost-business.js'

type Trx = Transaction<Database>
const DAY = 86_400_000
/** How far back the demo's history reaches. */
const HISTORY_DAYS = 900
const beforeStart = new Set<string>(BEFORE_START_SITUATIONS)

const wire = (t: number) => localDateTime(new Date(t))
const time = (ts: string) => new Date(ts).getTime()
/** A stable pseudo-random number in [0, 1) per event, so a re-seed tells the same story. */
const unit = (n: number) => ((n * 2654435761) % 2 ** 32) / 2 ** 32

/**
 * The demo's sales history (issue 38), so pace, lost business and conversion have content on a
 * fresh start. The demo events were written through the API a moment ago, so every situation row
 * of their audit trail says "now": each event's story is spread back over the past two and a half years
 * instead — the enquiry 3 weeks to 10 months before the start, the steps before the start evenly
 * after it, the start and the end on their days — on the very rows the lifecycle wrote.
 * Cancellations already left their lost-business rows (the lifecycle writes them); refused
 * bookings, suggestions without a room and phone turn-aways are added as the paths write them.
 * Its marker: a turn-away recorded by hand.
 */
export async function seedSalesHistory(
  app: FastifyInstance,
  tenantId: number,
  adminEmail: string,
  today: Date,
) {
  const admin = await findUserByEmail(app.database.db, adminEmail)
  await withTenant(app.database.db, tenantId, async (trx) => {
    const done = await trx
      .selectFrom('lost_business')
      .select('id')
      .where('source', '=', 'MANUAL')
      .executeTakeFirst()
    if (done) return
    const member = admin
      ? await trx.selectFrom('events_user').select('id').where('user_id', '=', admin.id).executeTakeFirst()
      : undefined
    await spreadHistory(trx, today.getTime())
    await lostEnquiries(trx, { tenantId, eventsUserId: member?.id ?? null }, today.getTime())
  })
}

async function spreadHistory(trx: Trx, now: number) {
  const events = await trx.selectFrom('event').select(['id', 'start_date', 'end_date', 'situation']).execute()
  for (const e of events) {
    const start = time(e.start_date)
    const r = unit(Number(e.id))
    // Half the new enquiries came in today: the dashboard's "created today" and the newest leads
    // stay what a coordinator opening the demo would find.
    if (e.situation === 'NEW' && r < 0.5) continue
    const enquiry = Math.max(now - HISTORY_DAYS * DAY, Math.min(now - DAY, start - (21 + r * 280) * DAY))
    const rows = await trx
      .selectFrom('event_audit')
      .select(['id', 'to_value'])
      .where('event_id', '=', e.id)
      .where('origin', '=', 'event')
      .where('field', '=', 'situation')
      .orderBy('id')
      .execute()
    const early = rows.filter((x) => beforeStart.has(x.to_value ?? ''))
    // The last step before the start (a confirmation, a proposal) was taken days to weeks ago, not
    // now: otherwise every booking ahead was "picked up" this week and none was on the books a
    // month ago (issue 49).
    const last = Math.max(enquiry, Math.min(now - (1 + unit(Number(e.id) * 7 + 3) * 60) * DAY, start - DAY))
    let booked: number | null = null
    for (const [i, row] of rows.entries()) {
      const k = early.indexOf(row)
      const at =
        k >= 0
          ? enquiry + ((last - enquiry) * k) / Math.max(1, early.length - 1)
          : Math.min(now, row.to_value === 'IN_PROGRESS' ? start : time(e.end_date))
      if (booked === null && CONFIRMED_LIKE.includes(row.to_value as Situation)) booked = at + i * 1000
      // Rows keep their order: the trail is read newest first by id and by date alike.
      await trx
        .updateTable('event_audit')
        .set({ date_hour: wire(at + i * 1000) })
        .where('id', '=', row.id)
        .execute()
    }
    // Its money went on the books when it was first confirmed (pace reads the marks as of a day).
    if (booked !== null)
      await trx
        .updateTable('event_money_mark')
        .set({ at: wire(booked) })
        .where('event_id', '=', e.id)
        .execute()
    await trx
      .updateTable('event')
      .set({ created_at: wire(enquiry) })
      .where('id', '=', e.id)
      .execute()
    await trx
      .updateTable('lost_business')
      .set({ created_at: wire(last) })
      .where('event_id', '=', e.id)
      .execute()
  }
}

/**
 * Enquiries turned away: for a third of the confirmed bookings another enquiry asked for the same
 * room and day and was refused; some periods had no room at all; and a few calls were refused by
 * phone with the venue's own reasons.
 */
async function lostEnquiries(trx: Trx, who: { tenantId: number; eventsUserId: number | null }, now: number) {
  const booked = await trx
    .selectFrom('event_environment as b')
    .innerJoin('event', 'event.id', 'b.event_id')
    .select([
      'b.event_id',
      'b.environment_id',
      'b.start_date_hour',
      'b.end_date_hour',
      'event.estimated_people',
    ])
    .where('b.blocking', '=', true)
    .orderBy('b.id')
    .execute()
  for (const [i, b] of booked.entries()) {
    if (i % 3) continue
    await recordLost(trx, who, {
      dateWanted: b.start_date_hour,
      source: i % 2 ? 'REFUSED_BOOKING' : 'NO_ROOM_SUGGESTED',
      reasonCode: i % 2 ? 'NOT_AVAILABLE' : 'NO_ROOM',
      environmentId: i % 2 ? b.environment_id : null,
      people: b.estimated_people,
      estimatedRevenue: await roomEstimate(trx, b.environment_id, b.start_date_hour, b.end_date_hour),
    })
  }
  const reasons = await findRecords(trx, 'cancellation-reason', { activeOnly: true })
  const rooms = await findRecords(trx, 'environment', { activeOnly: true })
  if (!reasons.length) return
  for (let k = 0; k < 12; k++) {
    const day = wire(now + (k * 37 - 200) * DAY).slice(0, 10)
    const room = rooms.length && k % 3 ? rooms[k % rooms.length] : undefined
    await recordLost(trx, who, {
      dateWanted: `${day}T09:00:00`,
      source: 'MANUAL',
      reasonId: reasons[k % reasons.length].id,
      environmentId: room?.id ?? null,
      people: 30 + ((k * 47) % 250),
      estimatedRevenue: room ? await roomEstimate(trx, room.id, `${day}T09:00:00`, `${day}T18:00:00`) : null,
      note: null,
    })
  }
  // Refusals were recorded as they happened: before the day wanted, never after today.
  await trx
    .updateTable('lost_business')
    .set({ created_at: wire(now - 2 * DAY) })
    .where('event_id', 'is', null)
    .where('date_wanted', '>', wire(now))
    .execute()
}
