import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { api, bookEnvironment } from '../helpers/events.js'
import { drainJobs } from '../helpers/jobs.js'
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
    expect(ranked.map((e: { id: number; rank: number }) => [e.id, e.rank])).toEqual([
      [first.id, 1],
      [second.id, 2],
      [third.id, 3],
    ])

    const reordered = await a.call('PUT', `/events/waiting-list-group/${group.id}/events`, admin, {
      order: [third.id, first.id, second.id],
    })
    expect(reordered.statusCode, reordered.body).toBe(200)
    expect(reordered.json().map((e: { id: number; priority: string }) => [e.id, e.priority])).toEqual([
      [third.id, 'ONE'],
      [first.id, 'TWO'],
      [second.id, 'THREE'],
    ])
    const audit = (await a.call('GET', `/events/event/audit?eventId=${third.id}`, admin)).json()
    expect(audit[0]).toMatchObject({ field: 'priority' })

    const stale = await a.call('PUT', `/events/waiting-list-group/${group.id}/events`, admin, {
      order: [first.id, second.id],
    })
    expect(stale.statusCode).toBe(409)
    expect((await order(group.id)).json()[0].id).toBe(third.id)
    expect((await order(group.id, staff)).statusCode).toBe(403)
    expect((await order(999999999)).statusCode).toBe(404)

    // Removing the group's only priority-1 event while others wait is refused.
    const refused = await a.call('DELETE', `/events/event/event-waitlist?id=${third.id}`, admin)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe('event.waitListGroupNeedsPriorityOne')
    const removed = await a.call('DELETE', `/events/event/event-waitlist?id=${second.id}`, admin)
    expect(removed.statusCode).toBe(200)
    expect((await order(group.id)).json().map((e: { id: number }) => e.id)).toEqual([third.id, first.id])
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

  it("tells a waiting event's coordinator when a room it wants frees on its dates", async () => {
    const type = await a.post('/events/environment-type/', admin, { name: `Tipo ${Date.now()}` })
    const room = await a.post('/events/environment/', admin, {
      name: `Sala Espera ${Date.now()}`,
      environmentType: { id: type.id },
    })
    const holder = await a.event(admin, { name: 'Ocupa a sala' })
    await bookEnvironment(t.app, demo, holder.id, room.id, holder.startDate, holder.endDate)
    const waiting = await a.event(staff, { name: 'Quer a sala' })
    await bookEnvironment(t.app, demo, waiting.id, room.id, waiting.startDate, waiting.endDate)
    expect((await a.action(admin, 'event-waitlist', { id: waiting.id })).statusCode).toBe(200)

    const reason = await a.reason(admin)
    const canceled = await a.action(admin, `event-cancellation/cancel/${holder.id}`, {
      reason: { id: reason.id },
    })
    expect(canceled.statusCode, canceled.body).toBe(200)
    await drainJobs(t.app)
    const staffId = (
      await t.database.db
        .selectFrom('events_user')
        .select('id')
        .where('email', '=', 'staff@demo.test')
        .executeTakeFirstOrThrow()
    ).id
    const unread = (await a.call('GET', `/events/notification/unread/${staffId}`, staff)).json()
    const list = Array.isArray(unread) ? unread : unread.content
    const notice = list.find(
      (n: { subject: string }) => n.subject === `Sala livre para o evento ${waiting.id}`,
    )
    expect(notice?.description).toContain(room.name)
  })
})
