import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { api, at, bookEnvironment } from '../helpers/events.js'
import { naturalPersonBody } from '../helpers/person.js'
import { putConfiguration } from '../helpers/configuration.js'

describe(`event lifecycle actions (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let staff: Tokens
  let a: ReturnType<typeof api>
  let demo: number
  let roomType: number
  // A room per event: since issue 16 confirmed events block their rooms and holds queue, so events
  // sharing one room and period could not all be confirmed.
  const room = async () =>
    (
      await a.post('/events/environment/', admin, {
        name: `Sala Lifecycle ${Math.random().toString(36).slice(2, 10)}`,
        environmentType: { id: roomType },
      })
    ).id as number
  let customer: { id: number }

  beforeAll(async () => {
    t = await createTestApp()
    a = api(t.app)
    demo = (await tenantIds(t.app)).DEMO
    admin = await signIn(t.app, accounts.admin)
    staff = await signIn(t.app, accounts.staff)
    customer = await a.person(admin, 'Banco Horizonte S.A.', '45.723.174/0001-10')
    const type = await a.post('/events/environment-type/', admin, { name: `Salão ${Date.now()}` })
    roomType = type.id
  })
  afterAll(() => t?.close())

  /** An event in NEGOTIATION ready to confirm (one requester, a room, a customer with a document). */
  async function ready(body: Record<string, unknown> = {}) {
    const e = await a.event(admin, {
      customer: { id: customer.id },
      requesters: [{ person: { id: customer.id } }],
      ...body,
    })
    await bookEnvironment(t.app, demo, e.id, await room(), e.startDate, e.endDate)
    const r = await a.action(admin, 'event-new/change-new-event-to-negotiation', { id: e.id })
    expect(r.statusCode).toBe(200)
    return r.json()
  }
  const expectRefusal = async (res: Awaited<ReturnType<typeof a.action>>, status: number, key: string) => {
    expect(res.statusCode, res.body).toBe(status)
    expect(res.json().message).toBe(key)
  }
  const situationOf = async (id: number) =>
    (await a.call('GET', `/events/event/${id}`, admin)).json().situation

  it('walks new → negotiation → confirmed → in progress → released → end → reopen → end, with audit', async () => {
    const e = await ready({ startDate: at(0, 0), endDate: at(0, 23) })
    const steps: [string, Record<string, unknown>, string][] = [
      ['event-confirmation/confirm', { id: e.id }, 'CONFIRMED'],
      ['event-start/start', { id: e.id }, 'IN_PROGRESS'],
      ['event-released-to-close/released-to-close', { id: e.id }, 'RELEASED_FOR_CLOSING'],
      [`event-end/end/${e.id}`, {}, 'END'],
      [`event-end/undo/${e.id}`, {}, 'REOPEN'],
      [`event-end/end-finish/${e.id}`, {}, 'END'],
    ]
    let version = e.version
    for (const [path, body, to] of steps) {
      const res = await a.action(admin, path, { ...body, version })
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200)
      expect(res.json().situation).toBe(to)
      expect(res.json().version).toBe(version + 1)
      version = res.json().version
    }
    const audit = (await a.call('GET', `/events/event/audit?eventId=${e.id}`, admin)).json()
    // The event's moves: its own situation changes (creation logs the first situation as an I row).
    const moves = audit
      .filter(
        (r: { action: string; origin: string; field: string }) =>
          r.action === 'U' && r.origin === 'event' && r.field === 'situation',
      )
      .map((r: { from: string; to: string }) => `${r.from}>${r.to}`)
    expect(moves.reverse()).toEqual([
      'NEW>NEGOTIATION',
      'NEGOTIATION>CONFIRMED',
      'CONFIRMED>IN_PROGRESS',
      'IN_PROGRESS>RELEASED_FOR_CLOSING',
      'RELEASED_FOR_CLOSING>END',
      'END>REOPEN',
      'REOPEN>END',
    ])
  })

  it('a confirm refusal the person can mend names what to mend: the customer, the requesters, the rooms', async () => {
    const fieldOf = async (body: Record<string, unknown>, withRoom = true) => {
      const e = await a.event(admin, body)
      if (withRoom) await bookEnvironment(t.app, demo, e.id, await room(), e.startDate, e.endDate)
      await a.action(admin, 'event-new/change-new-event-to-negotiation', { id: e.id })
      const res = await a.action(admin, 'event-confirmation/confirm', { id: e.id })
      expect(res.statusCode, res.body).toBe(409)
      return res.json().errors
    }
    expect(await fieldOf({ requesters: [{ name: 'Ana' }] })).toEqual([
      expect.objectContaining({ field: 'customer', message: 'event.customerRequired' }),
    ])
    expect(await fieldOf({ customer: { id: customer.id } })).toEqual([
      expect.objectContaining({ field: 'requesters', message: 'event.confirmNeedsOneRequester' }),
    ])
    expect(await fieldOf({ customer: { id: customer.id }, requesters: [{ name: 'Ana' }] }, false)).toEqual([
      expect.objectContaining({ field: 'environments', message: 'event.confirmNeedsEnvironment' }),
    ])
  })

  it('negotiation goes back to new; a situation the action does not leave from is 409', async () => {
    const e = await ready()
    expect((await a.action(admin, 'event-negotiation/undo-negotiation', { id: e.id })).json().situation).toBe(
      'NEW',
    )
    await expectRefusal(await a.action(admin, `event-end/undo/${e.id}`), 409, 'event.invalidSituation')
    await expectRefusal(
      await a.action(admin, 'event-start/start', { id: e.id }),
      409,
      'event.invalidSituation',
    )
  })

  it('confirm needs exactly one active requester, an environment, a customer with a document, and no wait list', async () => {
    const noRequester = await a.event(admin, { customer: { id: customer.id } })
    await bookEnvironment(
      t.app,
      demo,
      noRequester.id,
      await room(),
      noRequester.startDate,
      noRequester.endDate,
    )
    await a.action(admin, 'event-new/change-new-event-to-negotiation', { id: noRequester.id })
    await expectRefusal(
      await a.action(admin, 'event-confirmation/confirm', { id: noRequester.id }),
      409,
      'event.confirmNeedsOneRequester',
    )

    const two = await ready({ requesters: [{ name: 'Ana' }, { name: 'Bruno' }] })
    await expectRefusal(
      await a.action(admin, 'event-confirmation/confirm', { id: two.id }),
      409,
      'event.confirmNeedsOneRequester',
    )

    const noRoom = await a.event(admin, { customer: { id: customer.id }, requesters: [{ name: 'Ana' }] })
    await a.action(admin, 'event-new/change-new-event-to-negotiation', { id: noRoom.id })
    await expectRefusal(
      await a.action(admin, 'event-confirmation/confirm', { id: noRoom.id }),
      409,
      'event.confirmNeedsEnvironment',
    )

    const undocumented = await a.person(admin, 'Cliente sem documento')
    const noDoc = await ready({ customer: { id: undocumented.id } })
    await expectRefusal(
      await a.action(admin, 'event-confirmation/confirm', { id: noDoc.id }),
      409,
      'event.customerWithoutDocument',
    )

    const waiting = await ready()
    await sql`update event set wait_list = true where id = ${waiting.id}`.execute(t.database.db)
    await expectRefusal(
      await a.action(admin, 'event-confirmation/confirm', { id: waiting.id }),
      409,
      'event.onWaitList',
    )
    expect(await situationOf(waiting.id)).toBe('NEGOTIATION')
  })

  it('undo confirm is refused when the event starts today, has started, or is internal', async () => {
    const future = await ready()
    await a.action(admin, 'event-confirmation/confirm', { id: future.id })
    expect(
      (await a.action(admin, 'event-confirmation/undo-confirm', { id: future.id })).json().situation,
    ).toBe('NEGOTIATION')

    const today = await ready({ startDate: at(0, 23), endDate: at(1, 10) })
    await a.action(admin, 'event-confirmation/confirm', { id: today.id })
    await expectRefusal(
      await a.action(admin, 'event-confirmation/undo-confirm', { id: today.id }),
      409,
      'event.alreadyStarted',
    )

    const internal = await ready({ internal: true })
    await a.action(admin, 'event-confirmation/confirm', { id: internal.id })
    await expectRefusal(
      await a.action(admin, 'event-confirmation/undo-confirm', { id: internal.id }),
      409,
      'event.internalCannotUndoConfirm',
    )
  })

  it('start is refused after the end date, and a retroactive start needs its own permission', async () => {
    const past = await ready({ startDate: at(-5, 8), endDate: at(-3, 18) })
    await a.action(admin, 'event-confirmation/confirm', { id: past.id })
    await expectRefusal(
      await a.action(admin, 'event-start/start', { id: past.id }),
      409,
      'event.endDatePassed',
    )

    const running = await ready({ startDate: at(-1, 8), endDate: at(2, 18) })
    await a.action(admin, 'event-confirmation/confirm', { id: running.id })
    await t.database.db
      .updateTable('events_user')
      .set({ features: sql`array_append(features, 'ACTION_START')` as never })
      .where('email', '=', 'staff@demo.test')
      .execute()
    const { forgetMembership } = await import('../../server/auth/memberships.js')
    const member = await t.database.db
      .selectFrom('events_user')
      .select(['id', 'tenant_id'])
      .where('email', '=', 'staff@demo.test')
      .executeTakeFirstOrThrow()
    forgetMembership(t.database.db, member.tenant_id, member.id)
    await t.database.db
      .updateTable('event')
      .set({ created_by: member.id })
      .where('id', '=', running.id)
      .execute()
    await expectRefusal(
      await a.action(staff, 'event-start/start', { id: running.id }),
      403,
      'event.retroactiveStartNotAllowed',
    )
    const started = await a.action(admin, 'event-start/start', { id: running.id })
    expect(started.json()).toMatchObject({ situation: 'IN_PROGRESS', retroactiveStart: true })
    expect((await a.action(admin, 'event-start/undo', { id: running.id })).json()).toMatchObject({
      situation: 'CONFIRMED',
      retroactiveStart: false,
    })
    await expectRefusal(
      await a.action(admin, 'event-start/undo', { id: running.id }),
      409,
      'event.invalidSituation',
    )
  })

  it('release needs the end date reached; pending payments ask first; retroactive events cannot be finished now', async () => {
    const future = await ready({ startDate: at(0, 0), endDate: at(3, 18) })
    await a.action(admin, 'event-confirmation/confirm', { id: future.id })
    await a.action(admin, 'event-start/start', { id: future.id })
    await expectRefusal(
      await a.action(admin, 'event-released-to-close/released-to-close', { id: future.id }),
      409,
      'event.endDateNotReached',
    )

    const paying = await ready({ startDate: at(0, 0), endDate: at(0, 23) })
    await a.action(admin, 'event-confirmation/confirm', { id: paying.id })
    await a.action(admin, 'event-start/start', { id: paying.id })
    await t.database.db
      .insertInto('event_payment')
      .values({ tenant_id: demo, event_id: paying.id, value: 1500, status: 'PROVIDED' })
      .execute()
    const asked = await a.action(admin, 'event-released-to-close/released-to-close', { id: paying.id })
    expect(asked.statusCode).toBe(409)
    expect(asked.json()).toMatchObject({ message: 'event.pendingPayments', pendingPayments: 1 })
    expect(await situationOf(paying.id)).toBe('IN_PROGRESS')
    const answered = await a.action(admin, 'event-released-to-close/released-to-close', {
      id: paying.id,
      continueWithPendingPayments: true,
    })
    expect(answered.json().situation).toBe('RELEASED_FOR_CLOSING')
    expect((await a.action(admin, `event-released-to-close/undo/${paying.id}`)).json().situation).toBe(
      'IN_PROGRESS',
    )

    const retro = await ready({ startDate: at(-2, 8), endDate: at(0, 1) })
    await a.action(admin, 'event-confirmation/confirm', { id: retro.id })
    await a.action(admin, 'event-start/start', { id: retro.id })
    await a.action(admin, 'event-released-to-close/released-to-close', { id: retro.id })
    await expectRefusal(
      await a.action(admin, `event-end/end-finish/${retro.id}`),
      409,
      'event.retroactiveCannotFinish',
    )
    expect((await a.action(admin, `event-end/end/${retro.id}`)).json().situation).toBe('END')
  })

  it('cancel needs a reason; undo cancel goes to negotiation', async () => {
    const e = await ready()
    const noReason = await a.action(admin, `event-cancellation/cancel/${e.id}`, {})
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().errors).toEqual([{ field: 'reason', message: 'error.required', target: 'reason' }])
    const reason = await a.reason(admin)
    const canceled = await a.action(admin, `event-cancellation/cancel/${e.id}`, {
      reason: { id: reason.id },
      observation: 'Cliente desistiu',
    })
    expect(canceled.json()).toMatchObject({
      situation: 'CANCELED',
      cancellationReason: { id: reason.id, name: reason.name },
      cancellationObservation: 'Cliente desistiu',
    })
    expect(canceled.json().canceledAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    const edit = await a.call('PUT', '/events/event/', admin, {
      ...(canceled.json() as object),
      name: 'changed',
    })
    expect(edit.statusCode).toBe(403)
    expect(edit.json().message).toBe('event.canceledCannotChange')
    const back = await a.action(admin, `event-cancellation/undo/${e.id}`)
    expect(back.json()).toMatchObject({ situation: 'NEGOTIATION', cancellationReason: null })
  })

  it('the wait list keeps the situation to return to, and a group needs an event of priority ONE', async () => {
    const e = await ready({ priority: 'THREE' })
    const group = await a.post('/events/waiting-list-group/', admin, { name: `Grupo ${Date.now()}` })
    await expectRefusal(
      await a.action(admin, 'event-waitlist', { id: e.id, waitListGroup: { id: group.id } }),
      409,
      'event.waitListGroupNeedsPriorityOne',
    )
    const first = await ready({ priority: 'ONE' })
    expect(
      (await a.action(admin, 'event-waitlist', { id: first.id, waitListGroup: { id: group.id } })).json(),
    ).toMatchObject({ situation: 'WAIT_LIST', waitList: true })
    expect(
      (await a.action(admin, 'event-waitlist', { id: e.id, waitListGroup: { id: group.id } })).json()
        .situation,
    ).toBe('WAIT_LIST')
    const removed = await a.call('DELETE', `/events/event/event-waitlist?id=${e.id}`, admin)
    expect(removed.json()).toMatchObject({ situation: 'NEGOTIATION', waitList: false })
  })

  it('an action without its permission is 403 and changes nothing; a stale version is 409', async () => {
    const e = await ready()
    const member = await t.database.db
      .selectFrom('events_user')
      .select('id')
      .where('email', '=', 'staff@demo.test')
      .executeTakeFirstOrThrow()
    await t.database.db.updateTable('event').set({ created_by: member.id }).where('id', '=', e.id).execute()
    const denied = await a.action(staff, `event-cancellation/cancel/${e.id}`, { reason: 1 })
    expect(denied.statusCode).toBe(403)
    expect(await situationOf(e.id)).toBe('NEGOTIATION')
    await expectRefusal(
      await a.action(admin, 'event-confirmation/confirm', { id: e.id, version: e.version - 1 }),
      409,
      'event.changedInAnotherSession',
    )
  })

  it('copy makes a new event in NEW with the active requesters, never the cancellation or payments', async () => {
    const e = await ready()
    const copy = await a.call('POST', '/events/event/event-copy', admin, { id: e.id })
    expect(copy.statusCode).toBe(201)
    expect(copy.json()).toMatchObject({
      situation: 'NEW',
      version: 1,
      name: e.name,
      customer: { id: customer.id },
    })
    expect(copy.json().id).not.toBe(e.id)
    const full = (await a.call('GET', `/events/event/${copy.json().id}`, admin)).json()
    expect(full.requesters).toHaveLength(1)
  })

  it('copy brings the menus, departments, commissions and summary responsibles, never the rooms, payments or follow-ups', async () => {
    const e = await ready()
    let version = (await a.call('GET', `/events/event/${e.id}`, admin)).json().version
    const write = async (path: string, body: Record<string, unknown>, method: 'POST' | 'PUT' = 'POST') => {
      const res = await a.call(method, path, admin, { ...body, eventVersion: version })
      expect(res.statusCode, res.body).toBeLessThan(300)
      version = res.json().eventVersion
    }
    const dept = await a.post('/events/department/', admin, {
      name: `Governança ${Date.now()}`,
      manager: { id: customer.id },
    })
    await write(`/events/event/${e.id}/department`, {
      department: { id: dept.id },
      instructions: 'Montar às 7h',
    })
    await write(`/events/event/${e.id}/menu`, {
      name: 'Coffee de boas-vindas',
      value: 30,
      items: [{ description: 'Café', value: 5, amount: 2 }],
    })
    await write(`/events/event/${e.id}/commission`, {
      responsible: { id: customer.id },
      type: 'TOTAL',
      percentage: 5,
    })
    await write(`/events/event/${e.id}/payment`, {
      payer: { id: customer.id },
      value: 100,
      status: 'IN_NEGOTIATION',
    })
    await write(`/events/event/${e.id}/follow-up`, { message: 'Cliente pediu proposta' })
    await write(
      '/events/event/summary/save',
      { eventId: e.id, summaryResponsibles: [{ person: { id: customer.id }, environment: true }] },
      'PUT',
    )

    const copy = (await a.call('POST', '/events/event/event-copy', admin, { id: e.id })).json()
    const items = async (kind: string) =>
      (await a.call('GET', `/events/event/${copy.id}/${kind}`, admin)).json().content
    expect(await items('department')).toEqual([
      expect.objectContaining({
        department: expect.objectContaining({ id: dept.id }),
        instructions: 'Montar às 7h',
      }),
    ])
    expect(await items('menu')).toEqual([
      expect.objectContaining({
        name: 'Coffee de boas-vindas',
        items: [expect.objectContaining({ description: 'Café' })],
      }),
    ])
    expect(await items('commission')).toHaveLength(1)
    for (const kind of ['environment', 'payment', 'follow-up', 'attachment'])
      expect(await items(kind), kind).toEqual([])
    const summary = (await a.call('GET', `/events/event/${copy.id}/summary`, admin)).json()
    expect(summary.summaryResponsibles).toEqual([
      expect.objectContaining({ person: expect.objectContaining({ id: customer.id }), environment: true }),
    ])
    // The original keeps its own items; the copy's audit names where each copied item came from.
    expect((await a.call('GET', `/events/event/${e.id}/menu`, admin)).json().content).toHaveLength(1)
    const audit = (await a.call('GET', `/events/event/audit?eventId=${copy.id}`, admin)).json()
    const rows = (Array.isArray(audit) ? audit : audit.content) as {
      origin: string
      field: string
      itemId: number
      to: unknown
    }[]
    const copies = rows.filter((r) => r.field === 'copiedFrom')
    expect(copies.map((r) => r.origin).sort()).toEqual([
      'commission',
      'department',
      'event',
      'menu',
      'summary',
    ])
    // Each copied item names its own source.
    for (const kind of ['department', 'menu', 'commission']) {
      const [source] = (await a.call('GET', `/events/event/${e.id}/${kind}`, admin)).json().content
      const [copied] = await items(kind)
      expect(
        copies.find((r) => r.origin === kind),
        kind,
      ).toMatchObject({ itemId: copied.id, to: String(source.id) })
    }
  })

  it('confirm needs the configured minimum of employees from the event departments', async () => {
    const set = (value: number) => putConfiguration(t.app, admin, [{ name: 'MINIMUM_EMPLOYEES', value }])
    expect((await set(2)).statusCode).toBe(200)
    try {
      const ana = await a.post('/events/person/', admin, naturalPersonBody('Ana Souza'))
      const beto = await a.post('/events/person/', admin, naturalPersonBody('Beto Lima'))
      const alone = await a.post('/events/department/', admin, {
        name: `Recepção ${Date.now()}`,
        manager: { id: ana.id },
      })
      const e = await ready()
      let version = (await a.call('GET', `/events/event/${e.id}`, admin)).json().version
      const added = await a.call('POST', `/events/event/${e.id}/department`, admin, {
        eventVersion: version,
        department: { id: alone.id },
      })
      expect(added.statusCode).toBe(201)
      version = added.json().eventVersion
      const refused = await a.action(admin, 'event-confirmation/confirm', { id: e.id })
      expect(refused.statusCode).toBe(409)
      expect(refused.json()).toMatchObject({ message: 'event.minimumEmployees', minimum: 2, employees: 1 })
      const team = await a.post('/events/department/', admin, {
        name: `Bar ${Date.now()}`,
        manager: { id: ana.id },
        employees: [{ id: beto.id }],
      })
      expect(
        (
          await a.call('POST', `/events/event/${e.id}/department`, admin, {
            eventVersion: version,
            department: { id: team.id },
          })
        ).statusCode,
      ).toBe(201)
      expect((await a.action(admin, 'event-confirmation/confirm', { id: e.id })).json().situation).toBe(
        'CONFIRMED',
      )
    } finally {
      await set(0)
    }
  })

  it.skipIf(testDbKind() !== 'postgres')(
    '20 parallel confirms of one event: exactly one succeeds, one audit row',
    async () => {
      const e = await ready()
      const results = await Promise.all(
        Array.from({ length: 20 }, () => a.action(admin, 'event-confirmation/confirm', { id: e.id })),
      )
      const codes = results.map((r) => r.statusCode).sort()
      expect(codes.filter((c) => c === 200)).toHaveLength(1)
      expect(codes.filter((c) => c === 409)).toHaveLength(19)
      const audit = (await a.call('GET', `/events/event/audit?eventId=${e.id}`, admin)).json()
      expect(
        audit.filter((r: { field: string; to: string }) => r.field === 'situation' && r.to === 'CONFIRMED'),
      ).toHaveLength(1)
    },
  )

  it.skipIf(testDbKind() !== 'postgres')(
    'two parallel PUTs with the same version: one wins, one is 409',
    async () => {
      const e = await a.event(admin)
      const [x, y] = await Promise.all([
        a.call('PUT', '/events/event/', admin, { ...e, name: 'Version A' }),
        a.call('PUT', '/events/event/', admin, { ...e, name: 'Version B' }),
      ])
      expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409])
    },
  )
})
