import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { api, at } from '../helpers/events.js'
import { blockNewEvents, fixtures, items, roomBody } from '../helpers/event-items.js'

/**
 * Migration 0025 reads overlaps from the start index over [start − longest booking, end) only.
 * A booking that began long before the asked period (a 40-day exhibition) must still be found by
 * every question: the room check (and its compound), the suggestion and the diary; one that
 * ended before the period must not.
 */
describe(`long bookings under the bounded overlap questions (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let a: ReturnType<typeof api>
  let f: Awaited<ReturnType<typeof fixtures>>
  let long: { id: number; name: string }
  const day = 300

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    f = await fixtures(t.app, admin)
    await blockNewEvents(t.app, admin)
    long = await a.event(admin, { startDate: at(day, 8), endDate: at(day + 40, 18) })
    const add = items(t.app, admin)
    const booked = await add.add(
      admin,
      long.id,
      'environment',
      roomBody(f.roomA.id, at(day, 9), at(day + 40, 17)),
    )
    expect(booked.statusCode, booked.body).toBe(201)
    const short = await a.event(admin, { startDate: at(day + 30, 8), endDate: at(day + 30, 18) })
    const ended = await add.add(
      admin,
      short.id,
      'environment',
      roomBody(f.foyer.id, at(day + 30, 9), at(day + 30, 12)),
    )
    expect(ended.statusCode, ended.body).toBe(201)
  })
  afterAll(() => t?.close())

  const check = async (room: number, from: string, to: string) => {
    const res = await a.call('POST', '/events/event/availability/environment', admin, {
      environment: { id: room },
      startDateHour: from,
      endDateHour: to,
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }

  it('the room check finds a booking that started 35 days before the period, on the room and its compound', async () => {
    const room = await check(f.roomA.id, at(day + 35, 10), at(day + 35, 12))
    expect(room).toMatchObject({ available: false, conflicts: [{ type: 'EVENT', eventId: long.id }] })
    expect((await check(f.ballroom.id, at(day + 35, 10), at(day + 35, 12))).available).toBe(false)
    // After the long booking ends, and on the foyer after its short booking ended, the rooms are free.
    expect((await check(f.roomA.id, at(day + 41, 10), at(day + 41, 12))).available).toBe(true)
    expect((await check(f.foyer.id, at(day + 30, 13), at(day + 30, 15))).available).toBe(true)
  })

  it('the suggestion and the diary of a later week show the long booking', async () => {
    const res = await a.call(
      'GET',
      `/events/environment-suggest?startDate=${at(day + 35, 9)}&endDate=${at(day + 36, 12)}&size=100`,
      admin,
    )
    expect(res.statusCode, res.body).toBe(200)
    const row = (id: number) =>
      res.json().content.find((c: { environment: { id: number } }) => c.environment.id === id)
    expect(row(f.roomA.id)).toMatchObject({ checked: false, eventConflicts: [{ eventId: long.id }] })
    expect(row(f.ballroom.id).checked).toBe(false)
    expect(row(f.foyer.id).checked).toBe(true)
    const diary = await a.call('GET', `/events/diary?start=${at(day + 35, 0)}&end=${at(day + 37, 0)}`, admin)
    expect(diary.statusCode, diary.body).toBe(200)
    const ids = diary.json().bookings.map((b: { eventId: number }) => b.eventId)
    expect(ids).toContain(long.id)
    expect(ids).toHaveLength(new Set(ids).size)
  })
})
