import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { api } from '../helpers/events.js'
import { drainJobs } from '../helpers/jobs.js'
import {
  accommodationBody,
  accommodationFixtures,
  day,
  documentedHolder,
  reservation,
} from '../helpers/accommodation.js'
import { withTenant } from '../../server/db/tenant.js'
import { localChannel } from '../../server/integrations/channel/local.js'
import { PartyError } from '../../server/integrations/party-error.js'

const base = '/events/event/event-accommodation'

/**
 * The last rooms of a type, asked for at the same moment: the channel's stock rows are locked by
 * each sale, so the database decides who gets them and the night is never oversold.
 */
describe(`accommodation: the last rooms are never oversold (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let a: ReturnType<typeof api>
  let f: Awaited<ReturnType<typeof accommodationFixtures>>
  let holder: { id: number }
  let DEMO: number

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    f = await accommodationFixtures(t.app, admin)
    holder = await documentedHolder(admin, t.app)
    DEMO = (await tenantIds(t.app)).DEMO
  })
  afterAll(() => t?.close())

  const stock = (code: string, night: string, rooms: number) =>
    withTenant(t.database.db, DEMO, (trx) =>
      trx
        .insertInto('local_channel_inventory')
        .values({ tenant_id: DEMO, code, night, rooms })
        .onConflict((oc) => oc.columns(['tenant_id', 'code', 'night']).doUpdateSet({ rooms }))
        .execute(),
    )

  it('eight parallel sales of one room against a stock of three: three confirmed, five refused', async () => {
    const night = day(200)
    await stock(f.suite.code, night, 3)
    // Two nights for some sales, so the locks of several rows interleave.
    await stock(f.suite.code, day(201), 10)
    const channel = localChannel(t.database.db, DEMO)
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        channel.createReservation({
          reference: `race-${i}`,
          holder: { name: 'Agência', document: '123' },
          rooms: [
            {
              rentalUnitTypeCode: f.suite.code,
              startDate: night,
              endDate: i % 2 ? day(202) : day(201),
              quantity: 1,
              paxPerRoom: 2,
            },
          ],
        }),
      ),
    )
    const ok = results.filter((r) => r.status === 'fulfilled')
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    expect(ok).toHaveLength(3)
    expect(refused.map((r) => (r.reason as PartyError).key)).toEqual(
      Array(5).fill('integration.channel.noAvailability'),
    )
    const left = await channel.availability({
      startDate: night,
      endDate: night,
      rentalUnitTypes: [f.suite.code],
    })
    expect(left).toEqual([{ date: night, rentalUnitTypeCode: f.suite.code, total: 3, available: 0 }])
  })

  it('six blocks sent at once for the last two rooms: two get a confirmation, four keep none', async () => {
    const night = day(210)
    const ids: number[] = []
    for (let i = 0; i < 6; i++) {
      const e = await a.event(admin)
      const res = await a.call(
        'POST',
        base,
        admin,
        accommodationBody(f, e.id, e.version, {
          holder,
          reservations: [reservation(f.double.id, night, day(211), { roomQuantity: 1, guests: [] })],
        }),
      )
      expect(res.statusCode, res.body).toBe(201)
      ids.push(res.json().id)
    }
    // The blocks were made while the channel had rooms; now it has two left for the six of them.
    await stock(f.double.code, night, 2)
    const sent = await Promise.all(ids.map((id) => a.call('POST', `${base}/${id}/channel`, admin)))
    expect(sent.map((r) => r.statusCode)).toEqual(Array(6).fill(202))
    await drainJobs(t.app)
    const confirmed = await withTenant(t.database.db, DEMO, (trx) =>
      trx
        .selectFrom('event_accommodation')
        .select('cm_confirmation_id')
        .where('id', 'in', ids)
        .where('cm_confirmation_id', 'is not', null)
        .execute(),
    )
    expect(confirmed).toHaveLength(2)
    const sold = await withTenant(t.database.db, DEMO, (trx) =>
      trx
        .selectFrom('local_party_record')
        .select('state')
        .where('port', '=', 'channel')
        .where('kind', '=', 'RESERVATION')
        .execute(),
    )
    const rooms = sold
      .map(
        (r) =>
          r.state as {
            status: string
            rooms: { rentalUnitTypeCode: string; startDate: string; quantity: number }[]
          },
      )
      .filter((s) => s.status === 'CONFIRMED')
      .flatMap((s) => s.rooms)
      .filter((r) => r.rentalUnitTypeCode === f.double.code && r.startDate === night)
    expect(rooms.reduce((n, r) => n + r.quantity, 0)).toBe(2)
  })

  it('six blocks made at once for the last two rooms: two are written, four refused on the room quantity', async () => {
    const night = day(220)
    await stock(f.suite.code, night, 2)
    const events = []
    for (let i = 0; i < 6; i++) events.push(await a.event(admin))
    const made = await Promise.all(
      events.map((e) =>
        a.call(
          'POST',
          base,
          admin,
          accommodationBody(f, e.id, e.version, {
            holder,
            reservations: [reservation(f.suite.id, night, day(221), { roomQuantity: 1, guests: [] })],
          }),
        ),
      ),
    )
    expect(made.filter((r) => r.statusCode === 201)).toHaveLength(2)
    const refused = made.filter((r) => r.statusCode !== 201)
    expect(refused.map((r) => r.statusCode)).toEqual([400, 400, 400, 400])
    for (const r of refused)
      expect(r.json().errors).toEqual([
        {
          field: 'reservations[0].roomQuantity',
          message: 'accommodation.noChannelStock',
          target: 'reservations[0].roomQuantity',
        },
      ])
    const written = await withTenant(t.database.db, DEMO, (trx) =>
      trx
        .selectFrom('event_accommodation_reservation')
        .select((eb) => eb.fn.sum<number>('room_quantity').as('rooms'))
        .where('hosting_unit_type_id', '=', f.suite.id)
        .where('start_date', '=', night)
        .executeTakeFirstOrThrow(),
    )
    expect(Number(written.rooms)).toBe(2)
  })
})
