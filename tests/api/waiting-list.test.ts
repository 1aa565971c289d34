import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { api, at } from '../helpers/events.js'
import { fixtures, items, roomBody } from '../helpers/event-items.js'
import { withTenant } from '../../server/db/tenant.js'

describe(`waiting list (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let staff: Tokens
  let a: ReturnType<typeof api>
  let demo: number

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    demo = (await tenantIds(t.app)).DEMO
    admin = await signIn(t.app, accounts.admin)
    staff = await signIn(t.app, accounts.staff)
  })
  afterAll(() => t?.close())

  const put = async (id: number, group: number) => {
    const res = await a.action(admin, 'event-waitlist', { id, waitListGroup: { id: group } })
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }
  const order = (group: number, who = admin) =>
    a.call('GET', `/events/waiting-list-group/${group}/events`, who)

  it('ranks the group, reorders it with priorities following the order, and refuses a stale order', async () => {
    const group = await a.post('/events/waiting-list-group/', admin, { name: `Espera ${Date.now()}` })
    const first = await a.event(admin, { name: 'Primeiro', priority: 'ONE' })
    const second = await a.event(admin, { name: 'Segundo', priority: 'FIVE' })
    const third = await a.event(admin, { name: 'Terceiro', priority: 'TWO' })
    for (const e of [first, second, third]) await put(e.id, group.id)
    const ranked = (await order(group.id)).json()
    expect(ranked.version).toBe(group.version)
    expect(ranked.content.map((e: { id: number; rank: number }) => [e.id, e.rank])).toEqual([
      [first.id, 1],
      [second.id, 2],
      [third.id, 3],
    ])

    const reordered = await a.call('PUT', `/events/waiting-list-group/${group.id}/events`, admin, {
      order: [third.id, first.id, second.id],
      version: ranked.version,
    })
    expect(reordered.statusCode, reordered.body).toBe(200)
    expect(reordered.json().version).toBe(ranked.version + 1)
    expect(reordered.json().content.map((e: { id: number; priority: string }) => [e.id, e.priority])).toEqual(
      [
        [third.id, 'ONE'],
        [first.id, 'TWO'],
        [second.id, 'THREE'],
      ],
    )
    const audit = (await a.call('GET', `/events/event/audit?eventId=${third.id}`, admin)).json()
    expect(audit[0]).toMatchObject({ field: 'priority' })

    const stale = await a.call('PUT', `/events/waiting-list-group/${group.id}/events`, admin, {
      order: [first.id, second.id],
      version: reordered.json().version,
    })
    expect(stale.statusCode).toBe(409)
    expect((await order(group.id)).json().content[0].id).toBe(third.id)
    expect((await order(group.id, staff)).statusCode).toBe(403)
    expect((await order(999999999)).statusCode).toBe(404)

    // Removing the group's only priority-1 event while others wait is refused.
    const refused = await a.call('DELETE', `/events/event/event-waitlist?id=${third.id}`, admin)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe('event.waitListGroupNeedsPriorityOne')
    const removed = await a.call('DELETE', `/events/event/event-waitlist?id=${second.id}`, admin)
    expect(removed.statusCode).toBe(200)
    expect((await order(group.id)).json().content.map((e: { id: number }) => e.id)).toEqual([
      third.id,
      first.id,
    ])
  })

  it('gives events put on the list at the same moment distinct places, 1 to n', async () => {
    const group = await a.post('/events/waiting-list-group/', admin, { name: `Corrida ${Date.now()}` })
    const events = []
    for (let i = 0; i < 12; i++) events.push(await a.event(admin, { name: `Fila ${i}`, priority: 'ONE' }))
    const puts = await Promise.all(
      events.map((e) => a.action(admin, 'event-waitlist', { id: e.id, waitListGroup: { id: group.id } })),
    )
    expect(puts.map((r) => r.statusCode)).toEqual(events.map(() => 200))
    const ranks = await withTenant(t.app.database.db, demo, (trx) =>
      trx.selectFrom('event').select('wait_list_rank').where('wait_list_group_id', '=', group.id).execute(),
    )
    expect(ranks.map((r) => r.wait_list_rank).sort((x, y) => x! - y!)).toEqual(events.map((_, i) => i + 1))
  })

  describe('a room that frees for a waiting event (told in the writing transaction)', () => {
    let it8: ReturnType<typeof items>
    let f: Awaited<ReturnType<typeof fixtures>>
    let customer: { id: number }
    let staffId: number

    beforeAll(async () => {
      it8 = items(t.app, admin)
      f = await fixtures(t.app, admin)
      customer = await a.person(admin, 'Banco Horizonte S.A.', '45.723.174/0001-10')
      staffId = (
        await t.database.db
          .selectFrom('events_user')
          .select('id')
          .where('email', '=', 'staff@demo.test')
          .executeTakeFirstOrThrow()
      ).id
    })

    const book = async (eventId: number, room: number, start: string, end: string) => {
      const res = await it8.add(admin, eventId, 'environment', roomBody(room, start, end))
      expect(res.statusCode, res.body).toBe(201)
      return res.json().id as number
    }
    /** A confirmed event (its bookings block) taking `rooms` over days `day` and `day + 1`. */
    const confirmed = async (day: number, rooms: number[]) => {
      const e = await a.event(admin, {
        name: `Confirmado ${day}`,
        startDate: at(day, 8),
        endDate: at(day + 1, 18),
        customer: { id: customer.id },
        requesters: [{ person: { id: customer.id } }],
      })
      const bookings = []
      for (const room of rooms) bookings.push(await book(e.id, room, e.startDate, e.endDate))
      expect(
        (await a.action(admin, 'event-new/change-new-event-to-negotiation', { id: e.id })).statusCode,
      ).toBe(200)
      const res = await a.action(admin, 'event-confirmation/confirm', { id: e.id })
      expect(res.statusCode, res.body).toBe(200)
      return { event: e as { id: number; startDate: string; endDate: string }, bookings }
    }
    /** The staff member's event wanting `room` over the same days, put on the waiting list. */
    const waitingFor = async (day: number, room: number) => {
      const w = await a.event(staff, {
        name: `Quer a sala ${day}`,
        startDate: at(day, 8),
        endDate: at(day + 1, 18),
      })
      await book(w.id, room, w.startDate, w.endDate)
      expect((await a.action(admin, 'event-waitlist', { id: w.id })).statusCode).toBe(200)
      return w as { id: number }
    }
    /** What the coordinator reads in the bell: the notices about this waiting event. */
    const noticesOf = async (waiting: { id: number }) => {
      const res = await a.call('GET', `/events/notification/unread/${staffId}`, staff)
      expect(res.statusCode, res.body).toBe(200)
      const body = res.json()
      const list = (Array.isArray(body) ? body : body.content) as { subject: string; description: string }[]
      return list.filter((n) => n.subject === `Sala livre para o evento ${waiting.id}`)
    }

    it('cancelling the event that held the room tells the coordinator', async () => {
      const holder = await confirmed(500, [f.foyer.id])
      const waiting = await waitingFor(500, f.foyer.id)
      expect(await noticesOf(waiting)).toEqual([])
      const reason = await a.reason(admin)
      const canceled = await a.action(admin, `event-cancellation/cancel/${holder.event.id}`, {
        reason: { id: reason.id },
      })
      expect(canceled.statusCode, canceled.body).toBe(200)
      const told = await noticesOf(waiting)
      expect(told).toHaveLength(1)
      expect(told[0].description).toContain(f.foyer.name)
      expect(told[0].description).toContain('lista de espera')
    })

    it('removing the booking that held the room tells the coordinator, at once', async () => {
      const holder = await confirmed(510, [f.roomB.id, f.foyer.id])
      const waiting = await waitingFor(510, f.roomB.id)
      const removed = await it8.remove(admin, holder.event.id, 'environment', holder.bookings[0])
      expect(removed.statusCode, removed.body).toBe(200)
      // No job drained: the notice committed with the removal.
      const told = await noticesOf(waiting)
      expect(told).toHaveLength(1)
      expect(told[0].description).toContain(f.roomB.name)
    })

    it('moving the booking to another room tells the coordinator of the room it left', async () => {
      const holder = await confirmed(520, [f.foyer.id])
      const waiting = await waitingFor(520, f.foyer.id)
      const moved = await it8.change(
        admin,
        holder.event.id,
        'environment',
        holder.bookings[0],
        roomBody(f.roomB.id, holder.event.startDate, holder.event.endDate),
      )
      expect(moved.statusCode, moved.body).toBe(200)
      const told = await noticesOf(waiting)
      expect(told).toHaveLength(1)
      expect(told[0].description).toContain(f.foyer.name)
    })

    it('says nothing while the room is still taken by a blocking booking', async () => {
      // A second option leaves a room a confirmed event still takes.
      const holder = await confirmed(530, [f.roomB.id])
      const option = await a.event(admin, {
        name: 'Segunda opção',
        startDate: at(530, 8),
        endDate: at(531, 18),
      })
      const held = await book(option.id, f.roomB.id, option.startDate, option.endDate)
      const waiting = await waitingFor(530, f.roomB.id)
      expect((await it8.remove(admin, option.id, 'environment', held)).statusCode).toBe(200)
      expect(await noticesOf(waiting)).toEqual([])
      // Shortened to its first day, the confirmed booking still takes a day the waiting event wants.
      const shorter = await it8.change(
        admin,
        holder.event.id,
        'environment',
        holder.bookings[0],
        roomBody(f.roomB.id, holder.event.startDate, at(530, 18)),
      )
      expect(shorter.statusCode, shorter.body).toBe(200)
      expect(await noticesOf(waiting)).toEqual([])
    })

    it('a BLOCK maintenance removed or moved off the dates tells the coordinator; moved within them, not', async () => {
      const waiting = await waitingFor(550, f.foyer.id)
      const maintenance = (start: string, end: string) => ({
        type: 'BLOCK',
        environment: { id: f.foyer.id },
        startDateHour: start,
        endDateHour: end,
        observation: 'Pintura',
      })
      const works = await a.post(
        '/events/environment-maintenance/',
        admin,
        maintenance(at(550, 0), at(552, 0)),
      )
      // Moved to cover only the first day: the room is still kept from the waiting event.
      const within = await a.call('PUT', `/events/environment-maintenance/${works.id}`, admin, {
        ...maintenance(at(550, 0), at(550, 20)),
        version: works.version,
      })
      expect(within.statusCode, within.body).toBe(200)
      expect(await noticesOf(waiting)).toEqual([])
      const gone = await a.call('DELETE', `/events/environment-maintenance/${works.id}`, admin)
      expect(gone.statusCode, gone.body).toBe(200)
      expect(await noticesOf(waiting)).toHaveLength(1)

      const later = await waitingFor(560, f.roomB.id)
      const block = await a.post('/events/environment-maintenance/', admin, {
        ...maintenance(at(560, 0), at(562, 0)),
        environment: { id: f.ballroom.id }, // the compound keeps its part, room B
      })
      const moved = await a.call('PUT', `/events/environment-maintenance/${block.id}`, admin, {
        ...maintenance(at(600, 0), at(602, 0)),
        version: block.version,
        environment: { id: f.ballroom.id },
      })
      expect(moved.statusCode, moved.body).toBe(200)
      const told = await noticesOf(later)
      expect(told).toHaveLength(1)
      expect(told[0].description).toContain(f.roomB.name)
    })

    it("another tenant's user never sees the notice", async () => {
      const holder = await confirmed(540, [f.foyer.id, f.roomB.id])
      const waiting = await waitingFor(540, f.foyer.id)
      expect((await it8.remove(admin, holder.event.id, 'environment', holder.bookings[0])).statusCode).toBe(
        200,
      )
      expect(await noticesOf(waiting)).toHaveLength(1)
      const other = await signIn(t.app, accounts.otherAdmin)
      const otherId = (
        await t.database.db
          .selectFrom('events_user')
          .select('id')
          .where('email', '=', 'admin@other.test')
          .executeTakeFirstOrThrow()
      ).id
      const theirs = (await a.call('GET', `/events/notification/unread/${otherId}`, other)).json()
      const list = (Array.isArray(theirs) ? theirs : theirs.content) as { subject: string }[]
      expect(list.filter((n) => n.subject.startsWith('Sala livre'))).toEqual([])
      // Nor can they read the coordinator's inbox.
      expect([403, 404]).toContain(
        (await a.call('GET', `/events/notification/unread/${staffId}`, other)).statusCode,
      )
      const rows = await t.database.db
        .selectFrom('notification')
        .select(['tenant_id', 'events_user_id'])
        .where('subject', '=', `Sala livre para o evento ${waiting.id}`)
        .execute()
      expect(rows.map((r) => [Number(r.tenant_id), Number(r.events_user_id)])).toEqual([[demo, staffId]])
    })
  })
})
