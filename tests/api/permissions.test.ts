import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, bearer, signIn, type Tokens } from '../helpers/auth.js'

describe(`permission levels, copy and history (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let staff: Tokens
  let other: Tokens

  beforeAll(async () => {
    t = await createTestApp()
    admin = await signIn(t.app, accounts.admin)
    staff = await signIn(t.app, accounts.staff)
    other = await signIn(t.app, accounts.otherAdmin)
  })
  afterAll(() => t?.close())

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: Tokens = admin,
    payload?: unknown,
  ) => t.app.inject({ method, url, headers: bearer(who), payload: payload as never })

  /** A new member of DEMO who can sign in with the staff password. */
  async function member(email: string, features: string[]) {
    const res = await call('POST', '/events/events-users/', admin, {
      email,
      type: 'COMMON',
      active: true,
      features,
    })
    expect(res.statusCode).toBe(201)
    const { password_hash } = await t.database.db
      .selectFrom('app_user')
      .select('password_hash')
      .where('email', '=', 'staff@demo.test')
      .executeTakeFirstOrThrow()
    await t.database.db.updateTable('app_user').set({ password_hash }).where('email', '=', email).execute()
    return res.json().id as number
  }
  const versions = async (id: number) =>
    (await call('GET', `/events/user-feature-history/versions/${id}?page=0`)).json()
  const featuresAt = async (id: number, version: number) =>
    (await call('GET', `/events/user-feature-history/features/${id}?version=${version}`)).json()

  it('a member never changed has their current permissions as version 1', async () => {
    const id = await member('perm.new@demo.test', ['MEAL', 'EVENT'])
    const page = await versions(id)
    expect(page).toMatchObject({ totalElements: 1, number: 0, content: [{ version: 1, changedBy: null }] })
    expect(await featuresAt(id, 1)).toEqual(['EVENT', 'MEAL'])
    expect((await call('GET', `/events/user-feature-history/features/${id}?version=2`)).statusCode).toBe(404)
  })

  it('levels: FREE ones are the features the guard reads; UPON_AUTHORIZATION and BLOCKED do not pass', async () => {
    const id = await member('perm.levels@demo.test', ['EVENT', 'MEAL', 'PERSON'])
    const res = await call('PUT', `/events/events-users/${id}/permission-levels`, admin, {
      levels: { EVENT: 'FREE', HOLIDAY: 'FREE', MEAL: 'UPON_AUTHORIZATION', PERSON: 'BLOCKED' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().features).toEqual(['EVENT', 'HOLIDAY'])
    expect(res.json().levels).toMatchObject({
      EVENT: 'FREE',
      HOLIDAY: 'FREE',
      MEAL: 'UPON_AUTHORIZATION',
      PERSON: 'BLOCKED',
      USER: 'BLOCKED',
    })
    expect((await call('GET', `/events/events-users/${id}`)).json().features).toEqual(['EVENT', 'HOLIDAY'])

    const me = await signIn(t.app, { username: 'perm.levels@demo.test', password: accounts.staff.password })
    expect((await call('GET', '/events/holiday', me)).statusCode).toBe(200)
    expect((await call('GET', '/events/meal', me)).statusCode).toBe(403)
    expect((await call('GET', '/events/person', me)).statusCode).toBe(403)

    const bad = await call('PUT', `/events/events-users/${id}/permission-levels`, admin, {
      levels: { EVENT: 'MAYBE', NOT_A_FEATURE: 'FREE' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'levels.EVENT',
      'levels.NOT_A_FEATURE',
    ])
  })

  it('the users PUT writes a version and keeps the levels in line with the feature list', async () => {
    const id = await member('perm.put@demo.test', ['EVENT'])
    await call('PUT', `/events/events-users/${id}/permission-levels`, admin, {
      levels: { EVENT: 'FREE', MEAL: 'UPON_AUTHORIZATION' },
    })
    const put = await call('PUT', `/events/events-users/${id}`, admin, { features: ['EVENT', 'HOLIDAY'] })
    expect(put.statusCode).toBe(200)
    expect((await call('GET', `/events/events-users/${id}/permission-levels`)).json().levels).toMatchObject({
      EVENT: 'FREE',
      HOLIDAY: 'FREE',
      MEAL: 'UPON_AUTHORIZATION',
    })
    // Saving the same list again is not a new version.
    await call('PUT', `/events/events-users/${id}`, admin, { features: ['HOLIDAY', 'EVENT'] })
    const page = await versions(id)
    expect(page.content.map((v: { version: number }) => v.version)).toEqual([3, 2, 1])
    expect(page.content[0]).toMatchObject({ changedBy: 'admin@demo.test' })
    expect(page.content[0].changedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/)
    expect(await featuresAt(id, 1)).toEqual(['EVENT'])
    expect(await featuresAt(id, 2)).toEqual(['EVENT'])
    expect((await call('GET', `/events/user-feature-history/levels/${id}?version=2`)).json()).toMatchObject({
      MEAL: 'UPON_AUTHORIZATION',
      HOLIDAY: 'BLOCKED',
    })
    expect(await featuresAt(id, 3)).toEqual(['EVENT', 'HOLIDAY'])
  })

  it('copies the levels of another member and records it as a version', async () => {
    const from = await member('perm.from@demo.test', ['EVENT'])
    await call('PUT', `/events/events-users/${from}/permission-levels`, admin, {
      levels: { EVENT: 'FREE', KANBAN: 'FREE', ACTION_CONFIRM: 'UPON_AUTHORIZATION' },
    })
    const to = await member('perm.to@demo.test', [])
    const res = await call('POST', `/events/events-users/${to}/copy-permissions/${from}`, admin)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      id: to,
      features: ['EVENT', 'KANBAN'],
      levels: { ACTION_CONFIRM: 'UPON_AUTHORIZATION' },
    })
    expect((await call('GET', `/events/events-users/features/${to}`)).json()).toEqual(['EVENT', 'KANBAN'])
    const page = await versions(to)
    expect(page.content).toEqual([expect.objectContaining({ version: 1, changedBy: 'admin@demo.test' })])
    expect(await featuresAt(to, 1)).toEqual(['EVENT', 'KANBAN'])

    expect((await call('POST', `/events/events-users/${to}/copy-permissions/${to}`)).json().message).toBe(
      'permissions.sameUser',
    )
    // A member with history and notifications can still be deleted (both go with the member).
    await call('POST', '/events/notification/', admin, { eventsUser: { id: to }, subject: 'Welcome' })
    expect((await call('DELETE', `/events/events-users/${to}`)).statusCode).toBe(204)
    expect((await call('GET', `/events/user-feature-history/versions/${to}`)).statusCode).toBe(404)
    expect((await call('POST', `/events/events-users/${from}/copy-permissions/999999`)).statusCode).toBe(404)
  })

  it("another tenant's members are 404; USER and the history permission are required", async () => {
    const id = await member('perm.guard@demo.test', ['EVENT'])
    expect(
      (await call('POST', `/events/events-users/${id}/copy-permissions/${id + 1}`, other)).statusCode,
    ).toBe(404)
    expect((await call('GET', `/events/user-feature-history/versions/${id}`, other)).statusCode).toBe(404)
    expect((await call('GET', `/events/events-users/${id}/permission-levels`, other)).statusCode).toBe(404)

    for (const [method, url] of [
      ['POST', `/events/events-users/${id}/copy-permissions/${id}`],
      ['PUT', `/events/events-users/${id}/permission-levels`],
      ['GET', `/events/user-feature-history/versions/${id}`],
      ['GET', `/events/user-feature-history/features/${id}?version=1`],
    ] as const) {
      expect(
        (await call(method, url, staff, method === 'PUT' ? { levels: {} } : undefined)).statusCode,
        url,
      ).toBe(403)
    }
    // The history permission alone lets one read the history, not change permissions.
    await member('perm.auditor@demo.test', ['ACTION_SEE_PERMISSION_HISTORY'])
    const auditor = await signIn(t.app, {
      username: 'perm.auditor@demo.test',
      password: accounts.staff.password,
    })
    expect((await call('GET', `/events/user-feature-history/versions/${id}`, auditor)).statusCode).toBe(200)
    expect((await call('GET', `/events/events-users/${id}/permission-levels`, auditor)).statusCode).toBe(403)
  })
})
