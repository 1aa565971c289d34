import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, bearer, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { withTenant } from '../../server/db/tenant.js'
import { notify } from '../../server/notifications/notify.js'

describe(`notifications (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let staff: Tokens
  let other: Tokens
  let plain: Tokens
  const ids: Record<string, number> = {}

  beforeAll(async () => {
    t = await createTestApp()
    admin = await signIn(t.app, accounts.admin)
    staff = await signIn(t.app, accounts.staff)
    other = await signIn(t.app, accounts.otherAdmin)
    // A member without any feature (no NOTIFICATION) who can sign in with the staff password.
    const created = await call('POST', '/events/events-users/', admin, {
      email: 'plain@demo.test',
      type: 'COMMON',
      features: [],
    })
    const { password_hash } = await t.database.db
      .selectFrom('app_user')
      .select('password_hash')
      .where('email', '=', 'staff@demo.test')
      .executeTakeFirstOrThrow()
    await t.database.db
      .updateTable('app_user')
      .set({ password_hash })
      .where('email', '=', 'plain@demo.test')
      .execute()
    plain = await signIn(t.app, { username: 'plain@demo.test', password: accounts.staff.password })
    for (const email of ['admin@demo.test', 'staff@demo.test'])
      ids[email] = (await call('GET', `/events/events-users/by-email?email=${email}`)).json().id
    ids['plain@demo.test'] = created.json().id
  })
  afterAll(() => t?.close())

  function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: Tokens = admin,
    payload?: unknown,
  ) {
    return t.app.inject({ method, url, headers: bearer(who), payload: payload as never })
  }
  const send = (to: string, subject: string, extra: Record<string, unknown> = {}, who = admin) =>
    call('POST', '/events/notification/', who, {
      eventsUser: { id: ids[to] },
      subject,
      description: `About ${subject}`,
      ...extra,
    })

  it('sends a notification and reads it back in the shape of the spec', async () => {
    const res = await send('staff@demo.test', 'Kickoff', {
      notificationType: 'FOLLOWUP',
      auditData: { eventId: 7 },
    })
    expect(res.statusCode).toBe(201)
    const n = res.json()
    expect(n).toMatchObject({
      subject: 'Kickoff',
      description: 'About Kickoff',
      fromName: 'admin@demo.test',
      notificationType: 'FOLLOWUP',
      status: 'UNREAD',
      eventsUser: { id: ids['staff@demo.test'], email: 'staff@demo.test' },
      auditData: { eventId: 7 },
    })
    expect(n.sendDateHour).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/)
    expect(n.receivedDateHour).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/)
    expect((await call('GET', `/events/notification/${n.id}`, staff)).json()).toEqual(n)
    expect((await call('GET', `/events/notification/${n.id}`, admin)).statusCode).toBe(200)
    expect((await call('GET', `/events/notification/${n.id}`, plain)).statusCode).toBe(403)
  })

  it('rejects texts over the limits, unknown recipients and unknown types', async () => {
    const long = await send('staff@demo.test', 'x'.repeat(51), {
      description: 'y'.repeat(501),
      notificationType: 'SPAM',
    })
    expect(long.statusCode).toBe(400)
    expect(
      long
        .json()
        .errors.map((e: { field: string; message: string }) => `${e.field}:${e.message}`)
        .sort(),
    ).toEqual([
      'description:error.maxLength',
      'notificationType:error.invalidValue',
      'subject:error.maxLength',
    ])
    const nobody = await call('POST', '/events/notification/', admin, {
      eventsUser: { id: 999999 },
      subject: 'Hi',
    })
    expect(nobody.json().errors).toEqual([
      { field: 'eventsUser', message: 'error.invalidReference', target: 'eventsUser' },
    ])
  })

  it('lists a page of one member: a member sees their own, an admin anyone', async () => {
    for (const s of ['Alpha', 'Beta', 'Gamma'])
      await send('plain@demo.test', s, { notificationType: s === 'Beta' ? 'KANBAN' : 'NOTIFICATION' })
    const own = await call('POST', '/events/notification/list?page=0&size=20&sort=id,desc', plain, {
      userId: ids['plain@demo.test'],
    })
    expect(own.statusCode).toBe(200)
    expect(own.json()).toMatchObject({ totalElements: 3, size: 20, number: 0, numberOfElements: 3 })
    expect(own.json().content.map((n: { subject: string }) => n.subject)).toEqual(['Gamma', 'Beta', 'Alpha'])
    expect((await call('POST', '/events/notification/list', plain, {})).json().totalElements).toBe(3)
    expect(
      (await call('POST', '/events/notification/list?search=bet', plain, {}))
        .json()
        .content.map((n: { subject: string }) => n.subject),
    ).toEqual(['Beta'])
    expect(
      (await call('POST', '/events/notification/list', plain, { type: 'KANBAN' })).json().totalElements,
    ).toBe(1)
    // The spec's client sends the person's id, e-mail and user type (COMMON/ADMIN): not a filter.
    const spec = await call('POST', '/events/notification/list?page=0&size=20&sort=id,desc', plain, {
      userId: ids['plain@demo.test'],
      email: 'plain@demo.test',
      type: 'COMMON',
    })
    expect(spec.statusCode, spec.body).toBe(200)
    expect(spec.json().totalElements).toBe(3)
    expect((await call('POST', '/events/notification/list', plain, { type: 'SOMETHING' })).statusCode).toBe(
      400,
    )
    expect(
      (await call('POST', '/events/notification/list?size=2&page=1&sort=id,asc', plain, {}))
        .json()
        .content.map((n: { subject: string }) => n.subject),
    ).toEqual(['Gamma'])

    expect(
      (await call('POST', '/events/notification/list', plain, { userId: ids['staff@demo.test'] })).statusCode,
    ).toBe(403)
    expect(
      (await call('POST', '/events/notification/list', plain, { email: 'staff@demo.test' })).statusCode,
    ).toBe(403)
    expect(
      (await call('POST', '/events/notification/list', admin, { email: 'plain@demo.test' })).json()
        .totalElements,
    ).toBe(3)
    expect(
      (await call('POST', '/events/notification/list', admin, {})).json().totalElements,
    ).toBeGreaterThanOrEqual(4)
  })

  it('unread, read (ids or notifications) and read all; only one’s own', async () => {
    const me = ids['plain@demo.test']
    const unread = (await call('GET', `/events/notification/unread/${me}`, plain)).json()
    expect(unread.map((n: { subject: string }) => n.subject)).toEqual(['Gamma', 'Beta', 'Alpha'])
    expect(
      (await call('GET', `/events/notification/unread/${ids['staff@demo.test']}`, plain)).statusCode,
    ).toBe(403)

    const staffOne = (
      await call('GET', `/events/notification/unread/${ids['staff@demo.test']}`, staff)
    ).json()[0]
    const mixed = await call('POST', '/events/notification/read', plain, [unread[0].id, staffOne.id])
    expect(mixed.statusCode).toBe(403)
    expect((await call('GET', `/events/notification/unread/${me}`, plain)).json()).toHaveLength(3)

    expect(
      (await call('POST', '/events/notification/read', plain, [unread[0].id, { id: unread[1].id }])).json(),
    ).toEqual({ updated: 2 })
    expect(
      (await call('GET', `/events/notification/unread/${me}`, plain))
        .json()
        .map((n: { subject: string }) => n.subject),
    ).toEqual(['Alpha'])
    expect(
      (await call('POST', `/events/notification/readAll/${ids['staff@demo.test']}`, plain)).statusCode,
    ).toBe(403)
    expect((await call('POST', `/events/notification/readAll/${me}`, plain)).json()).toEqual({ updated: 1 })
    expect((await call('GET', `/events/notification/unread/${me}`, plain)).json()).toEqual([])
    expect((await call('POST', '/events/notification/read', plain, [999999])).statusCode).toBe(404)
  })

  it('sending, editing and deleting need the NOTIFICATION feature', async () => {
    const n = (await send('plain@demo.test', 'Editable')).json()
    expect(
      (
        await call('POST', '/events/notification/', plain, {
          eventsUser: { id: ids['plain@demo.test'] },
          subject: 'x',
        })
      ).statusCode,
    ).toBe(403)
    expect((await call('PUT', '/events/notification/', plain, { id: n.id, status: 'READ' })).statusCode).toBe(
      403,
    )
    expect((await call('DELETE', `/events/notification/${n.id}`, plain)).statusCode).toBe(403)

    const edited = await call('PUT', '/events/notification/', admin, {
      id: n.id,
      subject: 'Edited',
      status: 'READ',
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({
      id: n.id,
      subject: 'Edited',
      status: 'READ',
      description: 'About Editable',
    })
    // Staff holds NOTIFICATION but did not send it and does not receive it.
    expect((await call('DELETE', `/events/notification/${n.id}`, staff)).statusCode).toBe(403)
    expect((await call('DELETE', `/events/notification/${n.id}`, admin)).statusCode).toBe(204)
    expect((await call('GET', `/events/notification/${n.id}`, admin)).statusCode).toBe(404)
  })

  it("another tenant's notification is 404 everywhere", async () => {
    const n = (await send('staff@demo.test', 'Private')).json()
    expect((await call('GET', `/events/notification/${n.id}`, other)).statusCode).toBe(404)
    expect((await call('DELETE', `/events/notification/${n.id}`, other)).statusCode).toBe(404)
    expect(
      (await call('PUT', '/events/notification/', other, { id: n.id, subject: 'Mine now' })).statusCode,
    ).toBe(404)
    expect((await call('POST', '/events/notification/read', other, [n.id])).statusCode).toBe(404)
    expect(
      (await call('POST', '/events/notification/list', other, { userId: ids['staff@demo.test'] })).statusCode,
    ).toBe(404)
    expect(
      (await call('POST', '/events/notification/list', other, { id: ids['staff@demo.test'] })).statusCode,
    ).toBe(404)
    expect((await call('GET', `/events/notification/${n.id}`, staff)).json().subject).toBe('Private')
  })

  it('notify() writes in the caller transaction: a rolled-back caller leaves no notification', async () => {
    const { DEMO } = await tenantIds(t.app)
    const to = ids['staff@demo.test']
    await expect(
      withTenant(t.database.db, DEMO, async (trx) => {
        await notify(trx, {
          tenantId: DEMO,
          toEventsUserId: to,
          type: 'SITUATION',
          subject: 'Never',
          description: 'rolled back',
        })
        throw new Error('caller failed')
      }),
    ).rejects.toThrow('caller failed')
    const kept = await withTenant(t.database.db, DEMO, (trx) =>
      notify(trx, {
        tenantId: DEMO,
        toEventsUserId: to,
        type: 'SITUATION',
        subject: 'A subject far longer than the fifty characters allowed',
        description: 'ok',
      }),
    )
    expect(kept.subject).toHaveLength(50)
    const subjects = (await call('POST', '/events/notification/list', staff, {}))
      .json()
      .content.map((n: { subject: string }) => n.subject)
    expect(subjects).not.toContain('Never')
    expect(subjects).toContain(kept.subject)
  })
})
