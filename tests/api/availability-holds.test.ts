import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { api, at } from '../helpers/events.js'
import { blockNewEvents, fixtures, items, roomBody } from '../helpers/event-items.js'
import { withTenant } from '../../server/db/tenant.js'
import { seedAccounts } from '../../server/seed/accounts.js'

/** Issue 16: which bookings block, ranked holds, promotion with a notification, reorder, the diary. */
describe(`availability: blocking rules and ranked holds (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let coordinator: Tokens
  let staff: Tokens
  let demo: number
  let a: ReturnType<typeof api>
  let it8: ReturnType<typeof items>
  let f: Awaited<ReturnType<typeof fixtures>>
  let customer: { id: number }
  let reason: { id: number }

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    demo = (await tenantIds(t.app)).DEMO
    admin = await signIn(t.app, accounts.admin)
    await seedAccounts(t.database.db, new Map([['DEMO', demo]]), [
      {
        email: 'holder@demo.test',
        password: 'Hold#2026xx',
        memberships: [{ tenant: 'DEMO', type: 'COMMON', features: ['EVENT'] }],
      },
    ])
    coordinator = await signIn(t.app, { username: 'holder@demo.test', password: 'Hold#2026xx' })
    staff = await signIn(t.app, accounts.staff)
    it8 = items(t.app, admin)
    f = await fixtures(t.app, admin)
    customer = await a.person(admin, 'Banco Horizonte S.A.', '45.723.174/0001-10')
    reason = await a.reason(admin)
  })
  afterAll(() => t?.close())

  /** An event with what confirming needs, and one booking of `room` over its whole period. */
  async function booked(who: Tokens, room: number, day: number) {
    const e = await a.event(who, {
      startDate: at(day, 8),
      endDate: at(day + 1, 18),
      customer: { id: customer.id },
      requesters: [{ person: { id: customer.id } }],
    })
    const res = await it8.add(admin, e.id, 'environment', roomBody(room, e.startDate, e.endDate))
    expect(res.statusCode, res.body).toBe(201)
    return { event: e.id as number, booking: res.json().id as number }
  }
  const diary = async (day: number, who = admin) => {
    const res = await a.call('GET', `/events/diary?start=${at(day, 0)}&end=${at(day + 2, 0)}`, who)
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }
  const rankOf = async (day: number, booking: number) =>
    (await diary(day)).bookings.find((b: { id: number }) => b.id === booking) as {
      blocking: boolean
      holdRank: number | null
    }
  const toNegotiation = (id: number) => a.action(admin, 'event-new/change-new-event-to-negotiation', { id })
  const confirm = (id: number) => a.action(admin, 'event-confirmation/confirm', { id })

  it('NEW bookings are holds ranked in the order taken; a later option cannot confirm; cancelling promotes and notifies', async () => {
    const day = 400
    const first = await booked(admin, f.roomA.id, day)
    const second = await booked(coordinator, f.roomA.id, day)
    const third = await booked(admin, f.ballroom.id, day) // the compound holds room A too
    expect(await rankOf(day, first.booking)).toMatchObject({ blocking: false, holdRank: 1 })
    expect(await rankOf(day, second.booking)).toMatchObject({ blocking: false, holdRank: 2 })
    expect(await rankOf(day, third.booking)).toMatchObject({ blocking: false, holdRank: 3 })

    expect((await toNegotiation(second.event)).statusCode).toBe(200)
    const refused = await confirm(second.event)
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json()).toMatchObject({
      message: 'availability.heldByHigherOption',
      conflicts: [{ type: 'EVENT', eventId: first.event }],
    })
    expect((await a.call('GET', `/events/event/${second.event}`, admin)).json().situation).toBe('NEGOTIATION')

    expect((await toNegotiation(first.event)).statusCode).toBe(200)
    expect((await confirm(first.event)).statusCode).toBe(200)
    expect(await rankOf(day, first.booking)).toMatchObject({ blocking: true, holdRank: null })
    expect(await rankOf(day, second.booking)).toMatchObject({ blocking: false, holdRank: 2 })
    // A confirmed event takes the room: the second option still cannot confirm.
    expect((await confirm(second.event)).json().message).toBe('event.environmentNotAvailable')

    const cancel = await a.action(admin, `event-cancellation/cancel/${first.event}`, {
      reason: { id: reason.id },
    })
    expect(cancel.statusCode, cancel.body).toBe(200)
    expect(await rankOf(day, first.booking)).toMatchObject({ blocking: false, holdRank: null })
    expect(await rankOf(day, second.booking)).toMatchObject({ holdRank: 1 })
    expect(await rankOf(day, third.booking)).toMatchObject({ holdRank: 2 })
    const told = await withTenant(t.app.database.db, demo, (trx) =>
      trx
        .selectFrom('notification as n')
        .innerJoin('event as e', (j) => j.on('e.id', '=', second.event))
        .select(['n.description', 'n.events_user_id', 'e.created_by'])
        .where('n.description', 'like', `%${f.roomA.name}%`)
        .execute(),
    )
    expect(told.some((n) => n.events_user_id === n.created_by && n.description.includes('1'))).toBe(true)
    // Now first in line, it confirms.
    expect((await confirm(second.event)).statusCode).toBe(200)
    expect(await rankOf(day, third.booking)).toMatchObject({ holdRank: 2 })
  })

  it('reorders holds with the permission and the current eventVersion', async () => {
    const day = 420
    const first = await booked(admin, f.roomB.id, day)
    const second = await booked(admin, f.roomB.id, day)
    const url = (x: { event: number; booking: number }) =>
      `/events/event/${x.event}/environment/${x.booking}/hold-rank`
    const version = (id: number) => it8.version(id)
    expect(
      (await a.call('PUT', url(second), staff, { rank: 1, eventVersion: await version(second.event) }))
        .statusCode,
    ).toBe(403)
    expect(
      (await a.call('PUT', url(second), admin, { rank: 0, eventVersion: await version(second.event) }))
        .statusCode,
    ).toBe(400)
    expect((await a.call('PUT', url(second), admin, { rank: 1, eventVersion: 1 })).json().message).toBe(
      'event.changedInAnotherSession',
    )
    const moved = await a.call('PUT', url(second), admin, {
      rank: 1,
      eventVersion: await version(second.event),
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toMatchObject({ id: second.booking, holdRank: 1 })
    expect(await rankOf(day, first.booking)).toMatchObject({ holdRank: 2 })
    const other = await a.call(
      'PUT',
      `/events/event/${first.event}/environment/${second.booking}/hold-rank`,
      admin,
      {
        rank: 1,
        eventVersion: await version(first.event),
      },
    )
    expect(other.statusCode).toBe(404)
  })

  it('refuses a rank past the last place on the slot (issue 31, 5f): 400 on `rank`, nothing moves', async () => {
    const day = 500
    const first = await booked(admin, f.roomB.id, day)
    const second = await booked(admin, f.roomB.id, day)
    const url = `/events/event/${first.event}/environment/${first.booking}/hold-rank`
    for (const rank of [3, 1_000_000]) {
      const res = await a.call('PUT', url, admin, { rank, eventVersion: await it8.version(first.event) })
      expect(res.statusCode, `rank ${rank}: ${res.body}`).toBe(400)
      expect(res.json().errors).toEqual([{ field: 'rank', message: 'error.maximum', target: 'rank' }])
    }
    expect(await rankOf(day, first.booking)).toMatchObject({ holdRank: 1 })
    expect(await rankOf(day, second.booking)).toMatchObject({ holdRank: 2 })
    // The last place is still a place: two holds, rank 2 is taken.
    const last = await a.call('PUT', url, admin, { rank: 2, eventVersion: await it8.version(first.event) })
    expect(last.statusCode, last.body).toBe(200)
    expect(last.json()).toMatchObject({ holdRank: 2 })
    expect(await rankOf(day, second.booking)).toMatchObject({ holdRank: 1 })
  })

  it('with ENVIRONMENT_BLOCK and NEW_SITUATION_BLOCK a NEW booking blocks: an overlap is refused', async () => {
    await blockNewEvents(t.app, admin)
    try {
      const day = 440
      const first = await booked(admin, f.foyer.id, day)
      expect(await rankOf(day, first.booking)).toMatchObject({ blocking: true, holdRank: null })
      const e = await a.event(admin, { startDate: at(day, 8), endDate: at(day + 1, 18) })
      const res = await it8.add(admin, e.id, 'environment', roomBody(f.foyer.id, e.startDate, e.endDate))
      expect(res.statusCode).toBe(409)
      expect(res.json()).toMatchObject({
        message: 'event.environmentNotAvailable',
        conflicts: [{ eventId: first.event }],
      })
    } finally {
      await blockNewEvents(t.app, admin, false)
    }
  })

  it('the diary answers rooms, parts, bookings and hides names the asker may not see; bad windows are 400', async () => {
    const day = 460
    const mine = await booked(admin, f.roomA.id, day)
    const d = await diary(day)
    expect(d.environments).toContainEqual(
      expect.objectContaining({
        id: f.ballroom.id,
        compound: true,
        parts: [f.roomA.id, f.roomB.id].sort((x, y) => x - y),
      }),
    )
    expect(d.bookings).toContainEqual(
      expect.objectContaining({
        id: mine.booking,
        eventId: mine.event,
        situation: 'NEW',
        environment: { id: f.roomA.id },
      }),
    )
    const bad = await a.call('GET', `/events/diary?start=${at(day, 0)}&end=${at(day - 1, 0)}`, admin)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors[0]).toMatchObject({ field: 'end', message: 'period.endBeforeStart' })
    const long = await a.call('GET', `/events/diary?start=${at(day, 0)}&end=${at(day + 400, 0)}`, admin)
    expect(long.json().errors[0]).toMatchObject({ field: 'end', message: 'availability.windowTooLong' })
    const ids = await a.call(
      'GET',
      `/events/diary?start=${at(day, 0)}&end=${at(day + 1, 0)}&environments=x`,
      admin,
    )
    expect(ids.json().errors[0]).toMatchObject({ field: 'environments', message: 'error.invalidValue' })
  })

  it('the suggestion lists fitting rooms with their conflicts; the calendar lists bookings; bad periods are 400', async () => {
    const day = 480
    await blockNewEvents(t.app, admin)
    try {
      const taken = await booked(admin, f.roomA.id, day)
      const url = `/events/environment-suggest?startDate=${at(day, 9)}&endDate=${at(day, 12)}&format=${f.auditorium.id}&people=50`
      const res = await a.call('GET', url, admin)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().content).toEqual([
        expect.objectContaining({
          environment: expect.objectContaining({
            id: f.roomA.id,
            environmentFormats: [{ format: { id: f.auditorium.id, name: f.auditorium.name }, capacity: 100 }],
          }),
          checked: false,
          eventConflicts: [expect.objectContaining({ eventId: taken.event, situation: 'NEW' })],
        }),
      ])
      const tooMany = await a.call('GET', url.replace('people=50', 'people=500'), admin)
      expect(tooMany.json()).toMatchObject({ content: [], totalElements: 0 })
      const long = await a.call(
        'GET',
        `/events/environment-suggest?startDate=${at(day, 9)}&endDate=${at(day + 21, 9)}`,
        admin,
      )
      expect(long.statusCode).toBe(400)
      expect(long.json().errors[0]).toMatchObject({ field: 'endDate', message: 'availability.periodTooLong' })
      const cal = await a.call(
        'GET',
        `/events/event/calendar?start=${at(day, 0)}&end=${at(day + 2, 0)}`,
        admin,
      )
      expect(cal.statusCode, cal.body).toBe(200)
      expect(cal.json()).toContainEqual(
        expect.objectContaining({
          id: taken.event,
          isEnvironmentReservation: true,
          environment: { id: f.roomA.id, name: f.roomA.name },
        }),
      )
    } finally {
      await blockNewEvents(t.app, admin, false)
    }
  })
})
