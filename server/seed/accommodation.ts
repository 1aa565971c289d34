import type { FastifyInstance } from 'fastify'
import { findUserByEmail } from '../auth/identity.js'
import { actorFor } from '../auth/actor-for.js'
import { addBlock } from '../accommodation/add-block.js'
import { withTenant } from '../db/tenant.js'
import { localToday } from '../../common/events/clock.js'
import { findRecords } from '../registries/reader.js'
import { nights } from '../integrations/dates.js'
import { addDays } from '../../common/wire-dates.js'

/** The demo hotel's rooms per type code (the seeded hosting-unit types) and its rack rate per night. */
const HOTEL: Record<string, { rooms: number; daily: number }> = {
  'STD-SGL': { rooms: 20, daily: 280 },
  'STD-DBL': { rooms: 40, daily: 340 },
  'LXO-TPL': { rooms: 12, daily: 520 },
  'STE-FAM': { rooms: 8, daily: 690 },
  'STE-PRE': { rooms: 2, daily: 1900 },
}
const DAYS = 150

/** Friday and Saturday nights cost a fifth more; each extra guest a quarter more. */
const price = (daily: number, date: string, pax: number) => {
  const weekend = [5, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay()) ? 1.2 : 1
  return Math.round(daily * weekend * (1 + 0.25 * (pax - 1)))
}

/**
 * The demo hotel's accommodation (issue 17): the built-in channel's stock and price list for the
 * next months (two bulk inserts), and a room block with two room types and daily rates on two
 * confirmed events, written through the block verb as the admin (issue 50: once app.inject), so the accommodation tab, the pickup
 * grid, the reservation timeline and the availability map have something to show. Only for a
 * tenant whose channel has no price list yet (the marker).
 */
export async function seedDemoAccommodation(app: FastifyInstance, tenantCode: string, adminEmail: string) {
  const db = app.database.db
  const tenant = await db.selectFrom('tenant').select('id').where('code', '=', tenantCode).executeTakeFirst()
  const user = await findUserByEmail(db, adminEmail)
  if (!tenant || !user) return
  const today = localToday()
  const plan = await withTenant(db, tenant.id, async (trx) => {
    if (await trx.selectFrom('local_channel_rate').select('code').limit(1).executeTakeFirst())
      return undefined
    const types = (await findRecords(trx, 'hosting-unit-type', { activeOnly: true })).filter(
      (t) => HOTEL[t.code],
    )
    if (types.length < 2) return undefined
    const dates = Array.from({ length: DAYS }, (_, i) => addDays(today, i))
    await trx
      .insertInto('local_channel_inventory')
      .values(
        types.flatMap((t) =>
          dates.map((night) => ({ tenant_id: tenant.id, code: t.code, night, rooms: HOTEL[t.code].rooms })),
        ),
      )
      .onConflict((oc) => oc.doNothing())
      .execute()
    await trx
      .insertInto('local_channel_rate')
      .values(
        types.flatMap((t) =>
          dates.flatMap((date) =>
            Array.from({ length: Number(t.paxCapacity) }, (_, p) => ({
              tenant_id: tenant.id,
              code: t.code,
              date,
              pax_amount: p + 1,
              pax_type: 'ADULT' as const,
              value: price(HOTEL[t.code].daily, date, p + 1),
            })),
          ),
        ),
      )
      .execute()
    const events = await trx
      .selectFrom('event')
      .select(['id', 'version', 'start_date', 'end_date'])
      .where('situation', '=', 'CONFIRMED')
      .where('start_date', '>=', `${addDays(today, 8)}T00:00:00`)
      .where('start_date', '<', `${addDays(today, DAYS - 10)}T00:00:00`)
      .orderBy('start_date')
      .limit(2)
      .execute()
    const persons = await findRecords(trx, 'person', { activeOnly: true })
    const holder = persons.find((p) => p.personType === 'NATURAL' && p.document)
    const [pension] = await findRecords(trx, 'pension', { activeOnly: true })
    return holder && pension ? { events, types, holder, pension } : undefined
  })
  if (!plan) return
  const admin = await actorFor(app, user, tenant.id)
  const a = plan.types.find((t) => t.code === 'STD-DBL')
  const b = plan.types.find((t) => t.code === 'STE-FAM')
  if (!a || !b) return
  for (const [i, e] of plan.events.entries()) {
    const start = String(e.start_date).slice(0, 10)
    const end = addDays(
      start,
      Math.min(3, Math.max(1, nights(start, String(e.end_date).slice(0, 10)).length + 1)),
    )
    const room = (t: (typeof plan.types)[number], rooms: number, guests: string[]) => ({
      hostingUnitType: { id: t.id },
      startDate: start,
      endDate: end,
      roomQuantity: rooms,
      paxPerRoom: 2,
      paxType: 'ADULT',
      currency: 'BRL',
      dailyRates: nights(start, end).map((date) => ({ date, value: price(HOTEL[t.code].daily, date, 2) })),
      guests: guests.map((name) => ({ name })),
    })
    // A refusal is a bug in the plan: it stops the seed loudly.
    await addBlock(
      app,
      admin,
      wire({
        event: { id: e.id },
        eventVersion: e.version,
        holder: { id: plan.holder.id },
        type: i === 0 ? 'GUARANTEED' : 'ADHERENCE',
        deadlineDate: addDays(start, -5),
        deadlineType: 'PERCENTAGE',
        deadlineValue: 80,
        pension: { id: plan.pension.id },
        reservationSituation: 'RESERVATION',
        reservations: [
          room(a, 12 - 4 * i, ['Ana Souza', 'Bruno Lima', 'Carla Dias', 'Diego Melo', 'Elisa Rocha']),
          room(b, 3, ['Fábio Nunes']),
        ],
      }),
    )
  }
}

/** A body as the route hands it on: what JSON drops (an undefined field) is not there. */
const wire = (body: Record<string, unknown>) => JSON.parse(JSON.stringify(body)) as Record<string, unknown>
