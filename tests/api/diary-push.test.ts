import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { api, at } from '../helpers/events.js'
import { fixtures, items, plusHours, roomBody } from '../helpers/event-items.js'
import { connect, listen, type Message } from '../helpers/realtime.js'
import { accommodationBody, accommodationFixtures, day } from '../helpers/accommodation.js'

type Diary = { type: 'DIARY'; start: string; end: string; environments: number[]; eventId: number | null }
type Socket = Awaited<ReturnType<typeof connect>>
const diaries = (ws: Socket, from = 0) =>
  ws.messages.slice(from).filter((m) => m.channel === 'tenant' && m.payload?.type === 'DIARY')
const payload = (m: Message) => m.payload as unknown as Diary

/** Issue 36 "Live": every signed-in member of the tenant hears a DIARY push after a diary change commits. */
describe(`live diary: DIARY pushes on the tenant channel (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let a: ReturnType<typeof api>
  let it8: ReturnType<typeof items>
  let f: Awaited<ReturnType<typeof fixtures>>
  let staff: Socket
  let other: Socket

  beforeAll(async () => {
    t = await createTestApp()
    const base = await listen(t.app)
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    it8 = items(t.app, admin)
    f = await fixtures(t.app, admin)
    for (const [who, set] of [
      [accounts.staff, (s: Socket) => (staff = s)],
      [accounts.otherAdmin, (s: Socket) => (other = s)],
    ] as const) {
      const s = await connect(base, `?access_token=${(await signIn(t.app, who)).access_token}`)
      await s.waitFor((m) => m.type === 'auth')
      expect(await s.subscribe('tenant')).toMatchObject({ type: 'subscribed' })
      set(s)
    }
  })
  afterAll(async () => {
    staff?.close()
    other?.close()
    await t?.close()
  })

  /** The next DIARY push the staff member hears after message `from`. */
  const nextDiary = async (from: number) =>
    payload(await staff.waitFor((m) => diaries(staff, from).includes(m)))

  async function booked(room: number, day: number) {
    const e = await a.event(admin, { startDate: at(day, 8), endDate: at(day + 1, 18) })
    const from = staff.messages.length
    const res = await it8.add(admin, e.id, 'environment', roomBody(room, at(day, 10), at(day, 16)))
    expect(res.statusCode, res.body).toBe(201)
    return { event: e.id as number, booking: res.json().id as number, push: await nextDiary(from) }
  }

  it('a booking added: its period with the setup, its room and the compounds holding it, its event', async () => {
    const b = await booked(f.roomA.id, 300)
    expect(b.push).toEqual({
      type: 'DIARY',
      start: at(300, 10),
      end: at(300, 16),
      environments: [f.roomA.id, f.ballroom.id].sort((x, y) => x - y),
      eventId: b.event,
    })
    // The other tenant's member hears nothing of it.
    expect(diaries(other)).toEqual([])
  })

  it('a move: where the booking was and where it is now, in one push', async () => {
    const b = await booked(f.roomB.id, 310)
    const from = staff.messages.length
    const res = await a.call('PUT', `/events/event/${b.event}/environment/${b.booking}/move`, admin, {
      eventVersion: await it8.version(b.event),
      rate: 'KEEP',
      environment: { id: f.foyer.id },
      startDateHour: at(311, 10),
      endDateHour: at(311, 16),
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(await nextDiary(from)).toEqual({
      type: 'DIARY',
      start: at(310, 10),
      end: at(311, 16),
      environments: [f.roomB.id, f.ballroom.id, f.foyer.id].sort((x, y) => x - y),
      eventId: b.event,
    })
    await new Promise((r) => setTimeout(r, 200))
    expect(diaries(staff, from)).toHaveLength(1)
  })

  it('a hold rank change, then a situation change over two bookings: one push each', async () => {
    const first = await booked(f.foyer.id, 320)
    const second = await booked(f.foyer.id, 320)
    let from = staff.messages.length
    const ranked = await a.call(
      'PUT',
      `/events/event/${second.event}/environment/${second.booking}/hold-rank`,
      admin,
      { rank: 1, eventVersion: await it8.version(second.event) },
    )
    expect(ranked.statusCode, ranked.body).toBe(200)
    expect(await nextDiary(from)).toEqual({
      type: 'DIARY',
      start: at(320, 10),
      end: at(320, 16),
      environments: [f.foyer.id],
      eventId: second.event,
    })
    from = staff.messages.length
    const added = await it8.add(admin, first.event, 'environment', {
      ...roomBody(f.roomB.id, at(321, 10), at(321, 12)),
      disassemblyDeadline: plusHours(at(321, 12), 3),
    })
    expect(added.statusCode, added.body).toBe(201)
    await nextDiary(from)
    from = staff.messages.length
    const moved = await a.action(admin, 'event-new/change-new-event-to-negotiation', { id: first.event })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(await nextDiary(from)).toEqual({
      type: 'DIARY',
      start: at(320, 10),
      end: at(321, 15),
      environments: [f.roomB.id, f.ballroom.id, f.foyer.id].sort((x, y) => x - y),
      eventId: first.event,
    })
    await new Promise((r) => setTimeout(r, 200))
    expect(diaries(staff, from)).toHaveLength(1)
  })

  it('a refused write (409) pushes nothing: the next push heard is the next committed write', async () => {
    const first = await booked(f.roomA.id, 330)
    const second = await booked(f.roomA.id, 330)
    const before = staff.messages.length
    const toNegotiation = await a.action(admin, 'event-new/change-new-event-to-negotiation', {
      id: second.event,
    })
    expect(toNegotiation.statusCode, toNegotiation.body).toBe(200)
    expect((await nextDiary(before)).eventId).toBe(second.event)
    const from = staff.messages.length
    // An earlier hold is ahead on room A: confirming the second event is refused.
    const refused = await a.action(admin, 'event-confirmation/confirm', { id: second.event })
    expect(refused.statusCode, refused.body).toBe(409)
    const later = await booked(f.foyer.id, 340)
    expect(diaries(staff, from).map((m) => payload(m).eventId)).toEqual([later.event])
    expect(first.push.eventId).toBe(first.event)
    expect(diaries(other)).toEqual([])
  })

  it('an accommodation block written: its stays, no environment, its event', async () => {
    const hotel = await accommodationFixtures(t.app, admin)
    const e = await a.event(admin)
    const from = staff.messages.length
    const res = await a.call(
      'POST',
      '/events/event/event-accommodation',
      admin,
      accommodationBody(hotel, e.id, e.version),
    )
    expect(res.statusCode, res.body).toBe(201)
    expect(await nextDiary(from)).toEqual({
      type: 'DIARY',
      start: `${day(20)}T00:00:00`,
      end: `${day(22)}T00:00:00`,
      environments: [],
      eventId: e.id,
    })
  })

  it('a maintenance added, then moved to another room: where it was and where it is', async () => {
    let from = staff.messages.length
    const made = await a.call('POST', '/events/environment-maintenance/', admin, {
      type: 'BLOCK',
      environment: { id: f.foyer.id },
      startDateHour: at(350, 6),
      endDateHour: at(350, 20),
    })
    expect(made.statusCode, made.body).toBe(201)
    const pushed = { type: 'DIARY', start: at(350, 6), end: at(350, 20), eventId: null }
    expect(await nextDiary(from)).toEqual({ ...pushed, environments: [f.foyer.id] })
    from = staff.messages.length
    const moved = await a.call('PUT', `/events/environment-maintenance/${made.json().id}`, admin, {
      ...(made.json() as Record<string, unknown>),
      environment: { id: f.roomB.id },
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const both = [f.roomB.id, f.ballroom.id, f.foyer.id].sort((x, y) => x - y)
    expect(await nextDiary(from)).toEqual({ ...pushed, environments: both })
  })

  it('an event made or changed at any desk: an EVENTS push to the tenant (the kanban reads again), nothing across tenants', async () => {
    const events = (ws: Socket, from: number) =>
      ws.messages.slice(from).filter((m) => m.channel === 'tenant' && m.payload?.type === 'EVENTS')
    let from = staff.messages.length
    const otherFrom = other.messages.length
    const e = await a.event(admin, { name: 'Chegou agora', startDate: at(360, 8), endDate: at(360, 18) })
    const heard = await staff.waitFor((m) => events(staff, from).includes(m))
    // Only that events changed: the board reads them again through the API, under each reader's visibility.
    expect(heard.payload).toEqual({ type: 'EVENTS' })
    from = staff.messages.length
    const renamed = await a.call('PUT', '/events/event', admin, { ...e, name: 'Chegou agora (2)' })
    expect(renamed.statusCode, renamed.body).toBe(200)
    await staff.waitFor((m) => events(staff, from).includes(m))
    expect(events(other, otherFrom)).toEqual([])
  })
})
