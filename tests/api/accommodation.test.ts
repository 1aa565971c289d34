import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { api } from '../helpers/events.js'
import { accommodationBody, accommodationFixtures, day, reservation } from '../helpers/accommodation.js'
import { legalPersonBody } from '../helpers/person.js'
import { withTenant } from '../../server/db/tenant.js'
import { putConfiguration } from '../helpers/configuration.js'

const base = '/events/event/event-accommodation'
type Row = Record<string, string | null>

describe(`event accommodation (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let a: ReturnType<typeof api>
  let f: Awaited<ReturnType<typeof accommodationFixtures>>
  let DEMO: number

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    f = await accommodationFixtures(t.app, admin)
    DEMO = (await tenantIds(t.app)).DEMO
  })
  afterAll(() => t?.close())

  const version = async (eventId: number) =>
    (await a.call('GET', `/events/event/${eventId}`, admin)).json().version as number
  const newEvent = async () => {
    const e = await a.event(admin)
    return { id: e.id as number, version: e.version as number }
  }
  const create = async (extra: Record<string, unknown> = {}) => {
    const e = await newEvent()
    const res = await a.call('POST', base, admin, accommodationBody(f, e.id, e.version, extra))
    return { e, res }
  }
  const rows = (eventId: number) =>
    withTenant(t.database.db, DEMO, (trx) =>
      trx
        .selectFrom('event_accommodation_reservation')
        .select(['id', 'room_quantity', 'start_date', 'end_date'])
        .where('event_id', '=', eventId)
        .orderBy('id')
        .execute(),
    )
  const refusal = async (extra: Record<string, unknown>) => {
    const { e, res } = await create(extra)
    expect(res.statusCode, res.body).toBe(400)
    expect(await rows(e.id)).toEqual([])
    expect(await version(e.id)).toBe(e.version)
    return res.json().errors.map((x: { field: string; message: string }) => `${x.field} ${x.message}`)
  }

  it('creates a block with its reservations, names its records and moves the event version on', async () => {
    const { e, res } = await create()
    expect(res.statusCode, res.body).toBe(201)
    const out = res.json()
    expect(out).toMatchObject({
      event: { id: e.id },
      situation: 'ACTIVE',
      type: 'GUARANTEED',
      deadlineDate: day(10),
      holder: { id: f.holder.id, name: f.holder.name },
      pension: { id: f.breakfast.id, name: f.breakfast.name },
      eventVersion: e.version + 1,
      channelBookingReservation: { cmConfirmationId: null },
    })
    expect(out.reservations).toHaveLength(1)
    expect(out.reservations[0]).toMatchObject({
      hostingUnitType: { id: f.double.id, name: f.double.name },
      startDate: day(20),
      endDate: day(22),
      roomQuantity: 2,
      dailyRates: [
        { date: day(20), value: 250 },
        { date: day(21), value: 250 },
      ],
    })
    const read = await a.call('GET', `${base}/${out.id}`, admin)
    expect(read.statusCode).toBe(200)
    expect(read.json().reservations[0].id).toBe(out.reservations[0].id)
    const list = (await a.call('GET', `/events/event/${e.id}/event-accommodation`, admin)).json()
    expect(list.eventVersion).toBe(e.version + 1)
    expect(list.content.map((x: { id: number }) => x.id)).toEqual([out.id])
  })

  it('refuses every §5 rule with its locale key and field, writing nothing', async () => {
    const r = (extra: Record<string, unknown>) => [reservation(f.double.id, day(20), day(22), extra)]
    expect(await refusal({ reservations: [] })).toEqual(['reservations accommodation.reservationRequired'])
    expect(await refusal({ deadlineDate: undefined })).toEqual(['deadlineDate error.required'])
    expect(await refusal({ pension: undefined })).toEqual(['pension error.required'])
    expect(await refusal({ deadlineDate: day(0) })).toEqual(['deadlineDate accommodation.deadlineNotFuture'])
    expect(await refusal({ deadlineDate: day(20) })).toEqual([
      'deadlineDate accommodation.deadlineAfterStart',
    ])
    expect(await refusal({ reservations: r({ currency: undefined }) })).toEqual([
      'reservations[0].currency error.required',
    ])
    expect(
      await refusal({ reservations: [reservation(f.double.id, day(22), day(22), { dailyRates: [] })] }),
    ).toEqual(['reservations[0].endDate accommodation.startAfterEnd'])
    const bad = await refusal({ reservations: r({ endDate: day(20).slice(0, 8) + '99' }) })
    expect(bad, JSON.stringify(bad)).toHaveLength(1)
    expect(bad[0]).toMatch(/^reservations\[0\]\.endDate /)
    expect(await refusal({ reservations: r({ dailyRates: [{ date: day(20), value: 250 }] }) })).toEqual([
      'reservations[0].dailyRates accommodation.dailyRateMissing',
    ])
    expect(
      await refusal({
        reservations: r({
          dailyRates: [
            { date: day(20), value: 250 },
            { date: day(20), value: 260 },
          ],
        }),
      }),
    ).toEqual(['reservations[0].dailyRates[1].date accommodation.dailyRateRepeated'])
    expect(
      await refusal({
        reservations: r({ roomQuantity: 1, paxPerRoom: 1, guests: [{ name: 'A' }, { name: 'B' }] }),
      }),
    ).toEqual(['reservations[0].guests accommodation.guestsOverPax'])
    expect(await refusal({ reservations: r({ guests: [{ name: 'Ana' }, { name: ' ana ' }] }) })).toEqual([
      'reservations[0].guests[1].name accommodation.guestRepeated',
    ])
    const bare = await a.post('/events/person/', admin, legalPersonBody(`Sem contato ${Date.now()}`))
    expect(await refusal({ holder: { id: bare.id } })).toEqual(['holder accommodation.holderNeedsContact'])
    expect(await refusal({ reservations: r({ hostingUnitType: { id: 999999 } }) })).toEqual([
      'reservations[0].hostingUnitType error.invalidReference',
    ])
  })

  it('a stay longer than its start month is refused; the longest one passes', async () => {
    // A start on the 1st of a month two months ahead: that month's days are the limit.
    const d = new Date(`${day(62)}T00:00:00Z`)
    const first = `${d.toISOString().slice(0, 8)}01`
    const days = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()
    const plus = (n: number) => {
      const x = new Date(`${first}T00:00:00Z`)
      x.setUTCDate(x.getUTCDate() + n)
      return x.toISOString().slice(0, 10)
    }
    expect(
      await refusal({ reservations: [reservation(f.double.id, first, plus(days + 1), { guests: [] })] }),
    ).toEqual(['reservations[0].endDate accommodation.periodTooLong'])
    const { res } = await create({
      reservations: [reservation(f.double.id, first, plus(days), { guests: [] })],
    })
    expect(res.statusCode, res.body).toBe(201)
  })

  it('checks the event version: missing is 400, stale is 409 and changes nothing', async () => {
    const e = await newEvent()
    const missing = await a.call('POST', base, admin, {
      ...accommodationBody(f, e.id, 1),
      eventVersion: undefined,
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().errors[0].field).toBe('eventVersion')
    const ok = await a.call('POST', base, admin, accommodationBody(f, e.id, e.version))
    expect(ok.statusCode, ok.body).toBe(201)
    const stale = await a.call('PUT', base, admin, {
      ...(ok.json() as object),
      eventVersion: e.version,
      observation: 'x',
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().message).toBe('event.changedInAnotherSession')
    expect((await a.call('GET', `${base}/${ok.json().id}`, admin)).json().observation).toBe(
      'Bloco do congresso',
    )
  })

  it('changes a block, its reservations, and writes audit rows with the enumerations in words', async () => {
    const { e, res } = await create()
    const made = res.json()
    const kept = made.reservations[0]
    const changed = await a.call('PUT', base, admin, {
      ...made,
      type: 'ADHERENCE',
      reservations: [
        { ...kept, roomQuantity: 3, paxType: 'CHILD' },
        reservation(f.suite.id, day(21), day(23), { guests: [] }),
      ],
    })
    expect(changed.statusCode, changed.body).toBe(200)
    const out = changed.json()
    expect(out.type).toBe('ADHERENCE')
    expect(
      out.reservations.map((r: { id: number; roomQuantity: number }) => [r.id === kept.id, r.roomQuantity]),
    ).toEqual([
      [true, 3],
      [false, 2],
    ])
    expect((await rows(e.id)).map((r) => r.room_quantity)).toEqual([3, 2])

    const audit = await t.app.inject({
      method: 'GET',
      url: `/events/event/audit?eventId=${e.id}`,
      headers: { authorization: `Bearer ${admin.access_token}`, 'accept-language': 'en-US' },
    })
    const trail = audit.json() as Row[]
    const u = (field: string) => trail.find((r) => r.action === 'U' && r.field === field)
    expect(u('type')).toMatchObject({ origin: 'accommodation', fromText: 'Guaranteed', toText: 'Adherence' })
    expect(u('paxType')).toMatchObject({
      origin: 'accommodation-reservation',
      fromText: 'Adult',
      toText: 'Child',
    })
    expect(u('roomQuantity')).toMatchObject({ from: '2', to: '3' })
    expect(
      trail.some(
        (r) =>
          r.action === 'I' &&
          r.origin === 'accommodation-reservation' &&
          r.field === 'hostingUnitType' &&
          r.toText === f.suite.name,
      ),
    ).toBe(true)
    expect(trail.find((r) => r.action === 'I' && r.field === 'deadlineType')?.toText).toBe('Rooms (UH)')

    // Dropping a reservation removes it (D rows); a foreign reservation id is refused.
    const dropped = await a.call('PUT', base, admin, {
      ...out,
      reservations: [out.reservations[1]],
    })
    expect(dropped.statusCode, dropped.body).toBe(200)
    expect((await rows(e.id)).map((r) => r.id)).toEqual([out.reservations[1].id])
    const foreign = await a.call('PUT', base, admin, {
      ...(dropped.json() as object),
      reservations: [{ ...out.reservations[1], id: kept.id }],
    })
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().errors[0].field).toBe('reservations[0].id')
  })

  it('duplicates a block as a new one, deletes one, and tells whether all are integrated', async () => {
    const { e, res } = await create()
    const made = res.json()
    const copy = await a.call(
      'POST',
      `${base}/duplicate-accommodation/${made.id}?eventVersion=${made.eventVersion}`,
      admin,
    )
    expect(copy.statusCode, copy.body).toBe(201)
    expect(copy.json().id).not.toBe(made.id)
    expect(copy.json().reservations[0].id).not.toBe(made.reservations[0].id)
    expect(copy.json().reservations[0].dailyRates).toEqual(made.reservations[0].dailyRates)
    expect((await rows(e.id)).length).toBe(2)
    const integrated = (
      await a.call('GET', `/events/event/${e.id}/event-accommodation/all-integrated`, admin)
    ).json()
    expect(integrated).toMatchObject({ allIntegrated: false, total: 2 })

    const gone = await a.call('DELETE', `${base}/${made.id}?eventVersion=${copy.json().eventVersion}`, admin)
    expect(gone.statusCode, gone.body).toBe(200)
    expect((await a.call('GET', `${base}/${made.id}`, admin)).statusCode).toBe(404)
    expect((await rows(e.id)).length).toBe(1)
  })

  it('refuses editing while the block flags hold the situation, and allows it once they do not', async () => {
    const { res } = await create()
    const made = res.json()
    const flags = (on: boolean) =>
      putConfiguration(t.app, admin, [
        { name: 'ACCOMMODATION_RESERVATION_BLOCK', value: on },
        { name: 'NEW_SITUATION_BLOCK', value: on },
      ])
    expect((await flags(true)).statusCode).toBeLessThan(300)
    try {
      const blocked = await a.call('PUT', base, admin, { ...made, observation: 'mudou' })
      expect(blocked.statusCode).toBe(409)
      expect(blocked.json().message).toBe('accommodation.editingBlocked')
      const e2 = await newEvent()
      const add = await a.call('POST', base, admin, accommodationBody(f, e2.id, e2.version))
      expect(add.statusCode).toBe(409)
    } finally {
      expect((await flags(false)).statusCode).toBeLessThan(300)
    }
    const open = await a.call('PUT', base, admin, { ...made, observation: 'mudou' })
    expect(open.statusCode, open.body).toBe(200)
  })

  it("keeps tenants apart: another tenant's admin gets 404 for a block, by id and in a body", async () => {
    const { res } = await create()
    const made = res.json()
    const other = await signIn(t.app, accounts.otherAdmin)
    expect((await a.call('GET', `${base}/${made.id}`, other)).statusCode).toBe(404)
    expect((await a.call('PUT', base, other, { ...made, observation: 'x' })).statusCode).toBe(404)
    expect(
      (await a.call('DELETE', `${base}/${made.id}?eventVersion=${made.eventVersion}`, other)).statusCode,
    ).toBe(404)
    expect(
      (await a.call('GET', `/events/event/${made.event.id}/event-accommodation`, other)).statusCode,
    ).toBe(404)
  })
})
