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
import { nights } from '../../server/integrations/dates.js'
import { releaseBlocks, RELEASE_TASK } from '../../server/accommodation/release.js'
import { enqueueJob } from '../../server/jobs/queue.js'

const base = '/events/event/event-accommodation'
const channel = '/events/channel-integration'

describe(`accommodation: channel reads, pickup, timeline and map (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let staff: Tokens
  let other: Tokens
  let a: ReturnType<typeof api>
  let f: Awaited<ReturnType<typeof accommodationFixtures>>
  let holder: { id: number }
  let DEMO: number

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    staff = await signIn(t.app, accounts.staff)
    other = await signIn(t.app, accounts.otherAdmin)
    f = await accommodationFixtures(t.app, admin)
    holder = await documentedHolder(admin, t.app)
    DEMO = (await tenantIds(t.app)).DEMO
  })
  afterAll(() => t?.close())

  const block = async (extra: Record<string, unknown> = {}) => {
    const e = await a.event(admin)
    const res = await a.call('POST', base, admin, accommodationBody(f, e.id, e.version, { holder, ...extra }))
    expect(res.statusCode, res.body).toBe(201)
    return res.json()
  }
  const get = (url: string, who = admin) => a.call('GET', url, who)
  const code = (type: { code: string }) => type.code
  const channelLog = (operation: string) =>
    withTenant(t.database.db, DEMO, (trx) =>
      trx
        .selectFrom('integration_log')
        .select(['operation', 'status', 'response', 'guid'])
        .where('integration', '=', 'CHANNEL')
        .where('operation', '=', operation)
        .orderBy('id', 'desc')
        .execute(),
    )
  const fail = (operation: string, message: string) =>
    a.call('PUT', '/events/integration-party-failure', admin, {
      port: 'channel',
      operation,
      mode: 'ERROR',
      message,
    })
  const heal = () => a.call('DELETE', '/events/integration-party-failure?port=channel', admin)
  const setStock = (typeCode: string, night: string, rooms: number) =>
    withTenant(t.database.db, DEMO, (trx) =>
      trx
        .insertInto('local_channel_inventory')
        .values({ tenant_id: DEMO, code: typeCode, night, rooms })
        .onConflict((oc) => oc.columns(['tenant_id', 'code', 'night']).doUpdateSet({ rooms }))
        .execute(),
    )
  const setRates = (typeCode: string, dates: string[], value: number, paxAmount = 2, paxType = 'ADULT') =>
    withTenant(t.database.db, DEMO, (trx) =>
      trx
        .insertInto('local_channel_rate')
        .values(
          dates.map((date) => ({
            tenant_id: DEMO,
            code: typeCode,
            date,
            pax_amount: paxAmount,
            pax_type: paxType as 'ADULT',
            value,
          })),
        )
        .execute(),
    )

  it('availability: the channel stock per night and type, less what it sold; every call logged', async () => {
    const s = day(60)
    await setStock(code(f.suite), s, 4)
    const res = await get(
      `${channel}/availability?startDate=${s}&endDate=${day(61)}&rentalUnitTypes=${code(f.suite)}`,
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual([
      { date: s, rentalUnitTypeCode: code(f.suite), total: 4, available: 4 },
      { date: day(61), rentalUnitTypeCode: code(f.suite), total: 10, available: 10 },
    ])
    // A block the channel confirmed takes its rooms off the channel's availability.
    const made = await block({ reservations: [reservation(f.suite.id, s, day(61), { roomQuantity: 3 })] })
    expect((await a.call('POST', `${base}/${made.id}/channel`, admin)).statusCode).toBe(202)
    await drainJobs(t.app)
    const after = (
      await get(`${channel}/availability?startDate=${s}&endDate=${s}&rentalUnitTypes=${code(f.suite)}`)
    ).json()
    expect(after).toEqual([{ date: s, rentalUnitTypeCode: code(f.suite), total: 4, available: 1 }])
    expect((await channelLog('availability'))[0]).toMatchObject({ status: 'SUCCESS' })
  })

  it('selling more rooms than the stock of a night is refused by the channel; the block keeps no confirmation', async () => {
    const s = day(62)
    await setStock(code(f.double), s, 1)
    // A block asking more than the stock is refused when it is written (the channel's stock, checked in our transaction).
    const e = await a.event(admin)
    const refused = await a.call(
      'POST',
      base,
      admin,
      accommodationBody(f, e.id, e.version, {
        reservations: [reservation(f.double.id, s, day(63), { roomQuantity: 2 })],
      }),
    )
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errors).toEqual([
      {
        field: 'reservations[0].roomQuantity',
        message: 'accommodation.noChannelStock',
        target: 'reservations[0].roomQuantity',
      },
    ])
    expect((await get(`/events/event/${e.id}/event-accommodation`)).json().content).toEqual([])
    // The block turned away is lost business (issue 38): one row, kept though the write was refused,
    // with the room type, the guests and the nights' rates × rooms; sending it again adds none.
    const again = await a.call(
      'POST',
      base,
      admin,
      accommodationBody(f, e.id, e.version, {
        reservations: [reservation(f.double.id, s, day(63), { roomQuantity: 2 })],
      }),
    )
    expect(again.statusCode).toBe(400)
    const lost = await withTenant(t.database.db, DEMO, (trx) =>
      trx.selectFrom('lost_business').selectAll().where('event_id', '=', e.id).execute(),
    )
    expect(lost).toEqual([
      expect.objectContaining({
        source: 'REFUSED_BOOKING',
        reason_code: 'NO_ROOMS_LEFT',
        hosting_unit_type_id: f.double.id,
        environment_id: null,
        date_wanted: `${s}T00:00:00`,
        people: 4,
      }),
    ])
    expect(Number(lost[0].estimated_revenue)).toBe(500)
    const report = await a.call('POST', '/events/report/lost-business/data', admin, {
      startDate: s,
      endDate: s,
      language: 'en-us',
    })
    expect(report.statusCode, report.body).toBe(200)
    expect(report.json().rows).toContainEqual(
      expect.objectContaining({
        eventId: e.id,
        reason: 'No hotel rooms of the type left',
        environment: f.double.name,
        people: 4,
        estimatedRevenue: 500,
      }),
    )
    // Made while the channel had rooms, sent after its stock went down: the channel refuses.
    await setStock(code(f.double), s, 10)
    const made = await block({ reservations: [reservation(f.double.id, s, day(63), { roomQuantity: 2 })] })
    await setStock(code(f.double), s, 1)
    // An edit that asks no more rooms than the block held is not refused; one that asks more is.
    const kept = await a.call('PUT', base, admin, {
      ...made,
      observation: 'sem mudança de quartos',
      eventVersion: made.eventVersion,
    })
    expect(kept.statusCode, kept.body).toBe(200)
    const more = await a.call('PUT', base, admin, {
      ...made,
      reservations: [{ ...made.reservations[0], roomQuantity: 3 }],
      eventVersion: kept.json().eventVersion,
    })
    expect(more.statusCode).toBe(400)
    expect(more.json().errors[0]).toMatchObject({
      field: 'reservations[0].roomQuantity',
      message: 'accommodation.noChannelStock',
    })
    await a.call('POST', `${base}/${made.id}/channel`, admin)
    await drainJobs(t.app)
    const now = (await get(`${base}/${made.id}`)).json()
    expect(now.channelBookingReservation.cmConfirmationId).toBeNull()
    const [row] = await channelLog('createReservation')
    expect((row.response as { message: string }).message).toBe('integration.channel.noAvailability')
    // Nothing was half-sold: the night still has its one room.
    const left = (
      await get(`${channel}/availability?startDate=${s}&endDate=${s}&rentalUnitTypes=${code(f.double)}`)
    ).json()
    expect(left[0]).toMatchObject({ total: 1, available: 1 })
  })

  it('a period longer than a month, or reversed, is a 400 on the field', async () => {
    const long = await get(`${channel}/rates?startDate=2030-02-01&endDate=2030-03-02`)
    expect(long.statusCode).toBe(400)
    expect(long.json().errors).toEqual([
      { field: 'endDate', message: 'accommodation.periodOverMonth', target: 'endDate' },
    ])
    const ok = await get(`${channel}/rates?startDate=2030-01-01&endDate=2030-01-31`)
    expect(ok.statusCode).toBe(200)
    const reversed = await get(`${channel}/availability?startDate=2030-01-05&endDate=2030-01-01`)
    expect(reversed.json().errors[0]).toMatchObject({ field: 'endDate', message: 'period.endBeforeStart' })
    const bad = await get(`${channel}/availability?startDate=2030-02-30&endDate=2030-03-01`)
    expect(bad.json().errors[0]).toMatchObject({ field: 'startDate', message: 'error.invalidDate' })
    const map = await get('/events/availability-map?start=2030-01-01&end=2030-02-01')
    expect(map.json().errors[0]).toMatchObject({ field: 'end', message: 'accommodation.periodOverMonth' })
  })

  it('rates: entries of the price list; the lookup sums the nights, and a night without a rate is refused', async () => {
    const s = day(70)
    const stay = nights(s, day(73))
    await setRates(code(f.suite), stay, 400)
    await setRates(code(f.suite), stay.slice(0, 2), 0, 3)
    const res = await get(`${channel}/rates?startDate=${s}&endDate=${day(73)}`)
    expect(res.statusCode, res.body).toBe(200)
    const mine = res
      .json()
      .filter((r: { rentalUnitTypeCode: string }) => r.rentalUnitTypeCode === code(f.suite))
    expect(
      mine.map((r: { paxAmount: number; totalRateValue: number }) => [r.paxAmount, r.totalRateValue]),
    ).toEqual([
      [2, 1200],
      [3, 0],
    ])
    expect(mine[0]).toMatchObject({
      startDate: s,
      endDate: day(73),
      currency: 'BRL',
      symbol: 'R$',
      averageDaily: 400,
    })
    const look = (q: string) =>
      get(`${channel}/rates/lookup?hostingUnitType=${f.suite.id}&startDate=${s}&${q}`)
    const found = await look(`endDate=${day(73)}&paxAmount=2&paxType=ADULT`)
    expect(found.statusCode, found.body).toBe(200)
    expect(found.json()).toMatchObject({
      currency: 'BRL',
      totalRateValue: 1200,
      dailyRates: stay.map((date) => ({ date, value: 400 })),
    })
    // Three guests: only the 3-pax entry fits, and its zero values are no price.
    const three = await look(`endDate=${day(73)}&paxAmount=3`)
    expect(three.statusCode).toBe(400)
    expect(three.json()).toMatchObject({
      message: 'accommodation.noDailyRateForAllDays',
      errors: [{ field: 'dailyRates', message: 'accommodation.noDailyRateForAllDays' }],
    })
    // Another tenant's admin naming our room type: 404, and no feature: 403.
    const theirs = await get(
      `${channel}/rates/lookup?hostingUnitType=${f.suite.id}&startDate=${s}&endDate=${day(73)}&paxAmount=2`,
      other,
    )
    expect(theirs.statusCode).toBe(404)
    // A night the list has no price for.
    const longer = await look(`endDate=${day(74)}&paxAmount=2`)
    expect(longer.json().message).toBe('accommodation.noDailyRateForAllDays')
  })

  it('a channel error reaches the person as the spec message with "Channel Error" and the GUID, and is logged', async () => {
    expect((await fail('rates', 'tarifário fora do ar')).statusCode).toBe(204)
    try {
      const res = await get(`${channel}/rates?startDate=${day(70)}&endDate=${day(72)}`)
      expect(res.statusCode).toBe(503)
      expect(res.json().message).toBe('integration.channel.ratesFailed')
      expect(res.json().developerMessage).toMatch(
        /^Channel Error: tarifário fora do ar \| GUID: [0-9a-f-]{36}$/,
      )
      const [row] = await channelLog('rates')
      expect(row).toMatchObject({ status: 'ERROR', guid: expect.any(String) })
    } finally {
      await heal()
    }
  })

  it('autocomplete of the channel UH: the active types with their tightest night', async () => {
    const s = day(80)
    await setStock(code(f.suite), day(81), 2)
    const res = await get(
      `${channel}/autocomplete/channel-uh?startDate=${s}&endDate=${day(82)}&name=${f.suite.name}`,
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ totalElements: 1, number: 0 })
    expect(res.json().content[0]).toMatchObject({
      id: f.suite.id,
      code: code(f.suite),
      total: 2,
      available: 2,
    })
  })

  it('pickup per night and type: agreed, blocked and the rooms named guests fill; attrition on the block', async () => {
    const made = await block({
      deadlineType: 'PERCENTAGE',
      deadlineValue: 80,
      reservations: [
        reservation(f.double.id, day(90), day(92), {
          roomQuantity: 3,
          paxPerRoom: 2,
          guests: [{ name: 'Ana' }, { name: 'Bia' }, { name: 'Caio' }],
        }),
        reservation(f.suite.id, day(91), day(92), { roomQuantity: 1, guests: [] }),
      ],
    })
    const res = await get(`/events/event/${made.event.id}/event-accommodation/${made.id}/pickup`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual([
      { date: day(90), hostingUnitType: { id: f.double.id }, agreed: 3, blocked: 3, pickedUp: 2 },
      { date: day(91), hostingUnitType: { id: f.double.id }, agreed: 3, blocked: 3, pickedUp: 2 },
      { date: day(91), hostingUnitType: { id: f.suite.id }, agreed: 1, blocked: 1, pickedUp: 0 },
    ])
    const read = (await get(`${base}/${made.id}`)).json()
    expect(read.pickup).toEqual({
      cutoffDate: made.deadlineDate,
      released: false,
      agreedRoomNights: 7,
      pickedUpRoomNights: 4,
      attritionPercent: 42.86,
      requiredPercent: 80,
      belowContract: true,
    })
    // Another tenant's admin does not reach it; a wrong event id neither.
    expect(
      (await get(`/events/event/${made.event.id}/event-accommodation/${made.id}/pickup`, other)).statusCode,
    ).toBe(404)
    const elsewhere = await a.event(admin)
    expect(
      (await get(`/events/event/${elsewhere.id}/event-accommodation/${made.id}/pickup`)).statusCode,
    ).toBe(404)
  })

  it('after the cutoff the unpicked rooms go back: the daily release stamps the block, the grid holds only pickup', async () => {
    const made = await block({
      reservations: [
        reservation(f.double.id, day(100), day(101), { roomQuantity: 4, guests: [{ name: 'Ana' }] }),
      ],
    })
    // The cutoff passes: the block's deadline moves into the past (as time would).
    await withTenant(t.database.db, DEMO, (trx) =>
      trx
        .updateTable('event_accommodation')
        .set({ deadline_date: day(-1) })
        .where('id', '=', made.id)
        .execute(),
    )
    const grid = (await get(`/events/event/${made.event.id}/event-accommodation/${made.id}/pickup`)).json()
    expect(grid).toEqual([
      { date: day(100), hostingUnitType: { id: f.double.id }, agreed: 4, blocked: 1, pickedUp: 1 },
    ])
    // The daily job, as the timer enqueues it after midnight; a second run the same day changes nothing.
    await enqueueJob(t.database.db, { task: RELEASE_TASK, tenantId: null, payload: {} })
    await drainJobs(t.app)
    expect(await releaseBlocks(t.app)).toBe(0)
    const stamped = await withTenant(t.database.db, DEMO, (trx) =>
      trx
        .selectFrom('event_accommodation')
        .select('released_at')
        .where('id', '=', made.id)
        .executeTakeFirstOrThrow(),
    )
    expect(stamped.released_at).toEqual(expect.any(String))
    // The release is in the event's trail and its coordinator (who made the block) is told, once.
    const trail = (await get(`/events/event/audit?eventId=${made.event.id}`)).json() as Record<
      string,
      unknown
    >[]
    const row = trail.filter((r) => r.origin === 'accommodation' && String(r.to) === '3')
    expect(row, JSON.stringify(trail.slice(0, 3))).toHaveLength(1)
    expect(row[0]).toMatchObject({
      action: 'U',
      field: 'releasedRooms',
      fieldText: 'Diárias-UH devolvidas ao estoque',
      toText: '3',
      user: 'accommodation.release',
    })
    const told = (
      await a.call('POST', '/events/notification/list?page=0&size=50&sort=id,desc', admin, {})
    ).json().content as { subject: string; description: string }[]
    const notice = told.filter((n) => n.subject === `Hospedagem ${made.id}: quartos devolvidos`)
    expect(notice).toHaveLength(1)
    expect(notice[0].description).toContain('3 diárias-UH não ocupadas voltaram ao estoque')
    expect(notice[0].description).toContain(`${f.double.name}: 3`)
    const map = (await get(`/events/availability-map?start=${day(100)}&end=${day(100)}`)).json()
    expect(
      map.find((c: { hostingUnitType: { id: number } }) => c.hostingUnitType.id === f.double.id),
    ).toMatchObject({
      blocked: 1,
      pickedUp: 1,
    })
  })

  it('reservation timeline: types as rows and the reservations of active blocks; names hidden from who may not see', async () => {
    const made = await block({
      reservations: [reservation(f.suite.id, day(110), day(112), { roomQuantity: 2 })],
    })
    const url = `/events/reservation-timeline?start=${day(109)}&end=${day(111)}`
    const res = await get(url)
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body.rentalUnitTypes).toEqual(expect.arrayContaining([{ id: f.suite.id, name: f.suite.name }]))
    expect(body.reservations).toContainEqual({
      id: made.reservations[0].id,
      eventId: made.event.id,
      eventName: 'Congresso de Cardiologia',
      situation: 'NEW',
      hostingUnitType: { id: f.suite.id },
      start: day(110),
      end: day(112),
      rooms: 2,
    })
    // Staff may open the timeline but not see the admin's events: the booking shows, its name does not.
    const seen = (await get(url, staff)).json()
    expect(
      seen.reservations.find((r: { id: number }) => r.id === made.reservations[0].id).eventName,
    ).toBeNull()
    // Another tenant sees none of it.
    const theirs = (await get(url, other)).json()
    expect(theirs.reservations.some((r: { id: number }) => r.id === made.reservations[0].id)).toBe(false)
    // A cancelled event's blocks leave the timeline.
    const reason = await a.reason(admin)
    await a.action(admin, `event-cancellation/cancel/${made.event.id}`, { reason: { id: reason.id } })
    await drainJobs(t.app)
    const after = (await get(url)).json()
    expect(after.reservations.some((r: { id: number }) => r.id === made.reservations[0].id)).toBe(false)
  })

  it('availability map: per night and type the channel total, what blocks hold and pick up, and what is left', async () => {
    const s = day(120)
    await setStock(code(f.suite), s, 5)
    await block({
      reservations: [reservation(f.suite.id, s, day(122), { roomQuantity: 2, guests: [{ name: 'Ana' }] })],
    })
    await block({
      reservations: [reservation(f.suite.id, day(121), day(122), { roomQuantity: 1, guests: [] })],
    })
    const res = await get(`/events/availability-map?start=${s}&end=${day(121)}`)
    expect(res.statusCode, res.body).toBe(200)
    const cells = res
      .json()
      .filter((c: { hostingUnitType: { id: number } }) => c.hostingUnitType.id === f.suite.id)
    expect(cells).toEqual([
      {
        date: s,
        hostingUnitType: { id: f.suite.id, name: f.suite.name },
        total: 5,
        blocked: 2,
        pickedUp: 1,
        available: 3,
      },
      {
        date: day(121),
        hostingUnitType: { id: f.suite.id, name: f.suite.name },
        total: 10,
        blocked: 3,
        pickedUp: 1,
        available: 7,
      },
    ])
    // Without the feature: 403 (staff has no AVAILABILITY_MAP).
    expect((await get(`/events/availability-map?start=${s}&end=${s}`, staff)).statusCode).toBe(403)
  })
})
