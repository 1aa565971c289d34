import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { api } from '../helpers/events.js'
import { accommodationFixtures, day } from '../helpers/accommodation.js'

type Row = { hostingUnitType: { id: number }; rooms: number }
const stockUrl = '/events/channel-integration/local/stock'
const ratesUrl = '/events/channel-integration/local/rates'

/** The built-in channel's stock and price list as the establishment's admin keeps them. */
describe(`accommodation: the built-in channel's stock and prices (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let other: Tokens
  let coordinator: Tokens
  let a: ReturnType<typeof api>
  let f: Awaited<ReturnType<typeof accommodationFixtures>>

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    other = await signIn(t.app, accounts.otherAdmin)
    coordinator = await signIn(t.app, accounts.coordinator)
    f = await accommodationFixtures(t.app, admin)
  })
  afterAll(() => t?.close())

  const period = (from: number, to: number) => `startDate=${day(from)}&endDate=${day(to)}`
  const mine = (rows: { hostingUnitType: { id: number } }[], id = f.double.id) =>
    rows.filter((r) => r.hostingUnitType.id === id)

  it('sets the rooms of a type over a period; the channel sells from it and the block check counts it', async () => {
    const before = (await a.call('GET', `${stockUrl}?${period(70, 71)}`, admin)).json()
    expect(mine(before)).toEqual([
      {
        date: day(70),
        hostingUnitType: { id: f.double.id, name: f.double.name, code: f.double.code },
        rooms: 10,
        sold: 0,
        available: 10,
      },
      {
        date: day(71),
        hostingUnitType: { id: f.double.id, name: f.double.name, code: f.double.code },
        rooms: 10,
        sold: 0,
        available: 10,
      },
    ])
    const set = await a.call('PUT', stockUrl, admin, {
      hostingUnitType: { id: f.double.id },
      startDate: day(70),
      endDate: day(71),
      rooms: 3,
    })
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json().map((r: { rooms: number }) => r.rooms)).toEqual([3, 3])
    // The channel's own availability reads the same stock.
    const channel = (
      await a.call(
        'GET',
        `/events/channel-integration/availability?${period(70, 70)}&rentalUnitTypes=${f.double.code}`,
        admin,
      )
    ).json()
    expect(channel).toEqual([{ date: day(70), rentalUnitTypeCode: f.double.code, total: 3, available: 3 }])
  })

  it('sets the price of a type, pax and period; the rate lookup answers it', async () => {
    const set = await a.call('PUT', ratesUrl, admin, {
      hostingUnitType: { id: f.suite.id },
      startDate: day(80),
      endDate: day(81),
      paxAmount: 2,
      paxType: 'ADULT',
      currency: 'BRL',
      value: 412.5,
    })
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json().map((r: { date: string; value: number }) => [r.date, r.value])).toEqual([
      [day(80), 412.5],
      [day(81), 412.5],
    ])
    const read = (await a.call('GET', `${ratesUrl}?${period(80, 81)}`, admin)).json()
    expect(mine(read, f.suite.id)).toHaveLength(2)
    const lookup = await a.call(
      'GET',
      `/events/channel-integration/rates/lookup?hostingUnitType=${f.suite.id}&startDate=${day(80)}&endDate=${day(82)}&paxAmount=2&paxType=ADULT`,
      admin,
    )
    expect(lookup.statusCode, lookup.body).toBe(200)
    expect(lookup.json().dailyRates).toEqual([
      { date: day(80), value: 412.5 },
      { date: day(81), value: 412.5 },
    ])
  })

  it('bad input is a 400 on its field', async () => {
    const bad = async (url: string, b: Record<string, unknown>, field: string) => {
      const res = await a.call('PUT', url, admin, b)
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().errors[0].field).toBe(field)
    }
    const ok = { hostingUnitType: { id: f.double.id }, startDate: day(90), endDate: day(91) }
    await bad(stockUrl, { ...ok, rooms: -1 }, 'rooms')
    await bad(stockUrl, { ...ok, hostingUnitType: { id: 999999 }, rooms: 2 }, 'hostingUnitType')
    await bad(stockUrl, { ...ok, endDate: day(89), rooms: 2 }, 'endDate')
    await bad(ratesUrl, { ...ok, paxAmount: 9, paxType: 'ADULT', currency: 'BRL', value: 1 }, 'paxAmount')
    await bad(ratesUrl, { ...ok, paxAmount: 2, paxType: 'ADULT', currency: 'BRL', value: -1 }, 'value')
    expect(
      (await a.call('GET', `${stockUrl}?startDate=2030-02-01&endDate=2030-03-15`, admin)).statusCode,
    ).toBe(400)
  })

  it("another tenant's admin neither sees nor changes this tenant's stock; without the feature it is 403", async () => {
    await a.call('PUT', stockUrl, admin, {
      hostingUnitType: { id: f.double.id },
      startDate: day(95),
      endDate: day(95),
      rooms: 1,
    })
    const theirs = (await a.call('GET', `${stockUrl}?${period(95, 95)}`, other)).json()
    expect(mine(theirs)).toEqual([])
    const write = await a.call('PUT', stockUrl, other, {
      hostingUnitType: { id: f.double.id },
      startDate: day(95),
      endDate: day(95),
      rooms: 9,
    })
    expect(write.statusCode).toBe(400)
    expect(write.json().errors[0]).toMatchObject({
      field: 'hostingUnitType',
      message: 'error.invalidReference',
    })
    const kept = (await a.call('GET', `${stockUrl}?${period(95, 95)}`, admin)).json() as Row[]
    expect(kept.filter((r) => r.hostingUnitType.id === f.double.id)[0].rooms).toBe(1)
    for (const [method, url] of [
      ['GET', `${stockUrl}?${period(95, 95)}`],
      ['PUT', stockUrl],
      ['GET', `${ratesUrl}?${period(95, 95)}`],
      ['PUT', ratesUrl],
    ] as const)
      expect((await a.call(method, url, coordinator, {})).statusCode, `${method} ${url}`).toBe(403)
  })
})
