import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { api, at } from '../helpers/events.js'
import { blockNewEvents, fixtures, items, roomBody } from '../helpers/event-items.js'
import { withTenant } from '../../server/db/tenant.js'
import { recordLost } from '../../server/events/lost-business/lost-business.js'

/**
 * Lost and denied business (issue 38): a refused booking, a suggestion without a free room and a
 * cancellation with a reason each leave exactly one row, written with the write itself; a
 * rolled-back write leaves none; a turn-away is recorded by hand; another tenant sees none of it.
 */
const D = 2300

describe(`lost business (${testDbKind()})`, () => {
  let t: TestApp
  let a: ReturnType<typeof api>
  let admin: Tokens
  let other: Tokens
  let DEMO: number
  let it8: ReturnType<typeof items>
  let f: Awaited<ReturnType<typeof fixtures>>

  const rows = (where: { eventId?: number; source?: string } = {}) =>
    withTenant(t.database.db, DEMO, async (trx) => {
      let q = trx.selectFrom('lost_business').selectAll()
      if (where.eventId !== undefined) q = q.where('event_id', '=', where.eventId)
      if (where.source) q = q.where('source', '=', where.source as never)
      return q.orderBy('id').execute()
    })

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    other = await signIn(t.app, accounts.otherAdmin)
    DEMO = (await tenantIds(t.app)).DEMO
    it8 = items(t.app, admin)
    f = await fixtures(t.app, admin)
    await blockNewEvents(t.app, admin)
  })
  afterAll(() => t?.close())

  it('a booking refused for availability leaves one row, and nothing of the booking', async () => {
    const first = await a.event(admin, { startDate: at(D, 8), endDate: at(D + 1, 18) })
    const booked = await it8.add(
      admin,
      first.id,
      'environment',
      roomBody(f.roomA.id, at(D, 9), at(D + 1, 17)),
    )
    expect(booked.statusCode, booked.body).toBe(201)
    const second = await a.event(admin, { startDate: at(D, 8), endDate: at(D + 1, 18), estimatedPeople: 80 })
    const refused = await it8.add(
      admin,
      second.id,
      'environment',
      roomBody(f.roomA.id, at(D, 10), at(D + 1, 16), { esteemedPeople: 70 }),
    )
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json().message).toBe('event.environmentNotAvailable')
    const lost = await rows({ eventId: second.id })
    expect(lost).toHaveLength(1)
    // Two dailies of Sala A at 1000 (its registry rate).
    expect(lost[0]).toMatchObject({
      source: 'REFUSED_BOOKING',
      reason_code: 'NOT_AVAILABLE',
      environment_id: f.roomA.id,
      people: 70,
      date_wanted: at(D, 10),
    })
    expect(Number(lost[0].estimated_revenue)).toBe(2000)
    // The booking itself was not written, and the event's version did not move.
    expect((await it8.list(admin, second.id, 'environment')).json().content).toEqual([])
    expect(await it8.version(second.id)).toBe(second.version)
    // A stale write is refused before any decision: no row.
    const stale = await a.call('POST', `/events/event/${second.id}/environment`, admin, {
      ...roomBody(f.roomA.id, at(D, 10), at(D + 1, 16)),
      eventVersion: second.version - 1 || 99,
    })
    expect(stale.statusCode).toBe(409)
    expect(await rows({ eventId: second.id })).toHaveLength(1)
  })

  it('a suggestion without a free room leaves one row (once a day per person); one with a free room none', async () => {
    const start = at(D + 10, 8)
    const end = at(D + 10, 18)
    const e = await a.event(admin, { startDate: start, endDate: end })
    expect((await it8.add(admin, e.id, 'environment', roomBody(f.roomA.id, start, end))).statusCode).toBe(201)
    // Only Sala A seats 50 in this test's auditorium format, and it is taken.
    const url = `/events/environment-suggest?startDate=${start}&endDate=${end}&format=${f.auditorium.id}&people=50`
    const before = (await rows({ source: 'NO_ROOM_SUGGESTED' })).length
    const answer = await a.call('GET', url, admin)
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json().content.map((r: { checked: boolean }) => r.checked)).toEqual([false])
    await a.call('GET', url, admin)
    const lost = (await rows({ source: 'NO_ROOM_SUGGESTED' })).slice(before)
    expect(lost).toHaveLength(1)
    expect(lost[0]).toMatchObject({ reason_code: 'NO_ROOM', people: 50, date_wanted: start, event_id: null })
    expect(Number(lost[0].estimated_revenue)).toBe(1000)
    // A period where Sala A is free: nothing lost.
    const free = `/events/environment-suggest?startDate=${at(D + 12, 8)}&endDate=${at(D + 12, 18)}&format=${f.auditorium.id}&people=50`
    expect((await a.call('GET', free, admin)).json().content[0].checked).toBe(true)
    expect((await rows({ source: 'NO_ROOM_SUGGESTED' })).slice(before)).toHaveLength(1)
  })

  it('a cancellation with a reason leaves one row with the reason and the event money', async () => {
    const reason = await a.reason(admin, `Orçamento do cliente ${f.tag}`)
    const e = await a.event(admin, { startDate: at(D + 20, 8), endDate: at(D + 20, 18), estimatedPeople: 40 })
    expect(
      (await it8.add(admin, e.id, 'environment', roomBody(f.roomB.id, at(D + 20, 9), at(D + 20, 17))))
        .statusCode,
    ).toBe(201)
    const summary = (await a.call('GET', `/events/event/${e.id}/summary`, admin)).json()
    const canceled = await a.action(admin, `event-cancellation/cancel/${e.id}`, {
      reason: { id: reason.id },
      observation: 'Sem verba',
    })
    expect(canceled.statusCode, canceled.body).toBe(200)
    const lost = await rows({ eventId: e.id })
    expect(lost).toHaveLength(1)
    expect(lost[0]).toMatchObject({
      source: 'CANCELED',
      reason_id: reason.id,
      environment_id: f.roomB.id,
      people: 40,
      note: 'Sem verba',
    })
    expect(Number(lost[0].estimated_revenue)).toBe(summary.total)
  })

  it('a write that rolls back leaves no row', async () => {
    const before = (await rows()).length
    await expect(
      withTenant(t.database.db, DEMO, async (trx) => {
        await recordLost(
          trx,
          { tenantId: DEMO, eventsUserId: null },
          {
            dateWanted: at(D + 30),
            source: 'MANUAL',
            people: 10,
          },
        )
        throw new Error('the write fails after its row')
      }),
    ).rejects.toThrow('the write fails')
    expect(await rows()).toHaveLength(before)
  })

  it('POST /events/lost-business records a turn-away; a bad reason is 400 on the field', async () => {
    const reason = await a.reason(admin, `Data indisponível ${f.tag}`)
    const res = await a.call('POST', '/events/lost-business', admin, {
      date: at(D + 40).slice(0, 10),
      environment: { id: f.foyer.id },
      people: 120,
      reason: { id: reason.id },
      note: 'Casamento, ligou às 10h',
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({
      date: `${at(D + 40).slice(0, 10)}T00:00:00`,
      source: 'MANUAL',
      reason: { id: reason.id, name: `Data indisponível ${f.tag}` },
      environment: { id: f.foyer.id },
      people: 120,
      estimatedRevenue: 500,
      eventId: null,
    })
    const bad = await a.call('POST', '/events/lost-business', admin, {
      date: '2030-01-01',
      people: 3,
      reason: { id: 987654 },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'reason' })])
    const missing = await a.call('POST', '/events/lost-business', admin, { date: '2030-01-01', people: 3 })
    expect(missing.statusCode).toBe(400)
  })

  it('the report groups by reason, month and room, in three languages; another tenant sees none of it', async () => {
    const period = { startDate: at(D).slice(0, 10), endDate: at(D + 45).slice(0, 10) }
    const data = (who: Tokens, language: string) =>
      a.call('POST', '/events/report/lost-business/data', who, { ...period, language })
    const en = (await data(admin, 'en-us')).json()
    expect(en.total).toBe(4)
    expect(en.rows.map((r: { reason: string }) => r.reason)).toEqual([
      `Data indisponível ${f.tag}`,
      'No free room for the period',
      `Orçamento do cliente ${f.tag}`,
      'Room not available',
    ])
    expect(en.rows.map((r: { source: string }) => r.source)).toEqual([
      'MANUAL',
      'NO_ROOM_SUGGESTED',
      'CANCELED',
      'REFUSED_BOOKING',
    ])
    expect(en.chart.series.map((s: { id: string }) => s.id).sort()).toEqual(
      en.rows.map((r: { reason: string }) => r.reason).sort(),
    )
    expect(en.panels[0].title).toBe('Lost enquiries by room')
    const pt = (await data(admin, 'pt-BR')).json()
    expect(pt.rows.map((r: { reason: string }) => r.reason)).toContain('Ambiente indisponível')
    const es = (await data(admin, 'es')).json()
    expect(es.rows.map((r: { reason: string }) => r.reason)).toContain('Espacio no disponible')
    const theirs = await data(other, 'en-us')
    expect(theirs.statusCode).toBe(200)
    expect(theirs.json().total).toBe(0)
    expect(theirs.body).not.toContain('Data indisponível')
  })
})
