import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, bearer, signIn, tokenRequest, type Tokens } from '../helpers/auth.js'

describe(`events-users at the spec's paths (${testDbKind()})`, () => {
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

  it('lists the members of the tenant in the page shape, newest first, with search', async () => {
    const page = (await call('GET', '/events/events-users?page=0&size=20&sort=id,desc')).json()
    expect(page).toMatchObject({ number: 0, size: 20 })
    const emails = page.content.map((u: { email: string }) => u.email)
    expect(emails).toEqual(expect.arrayContaining(['admin@demo.test', 'staff@demo.test']))
    expect(emails).not.toContain('admin@other.test')
    const ids = page.content.map((u: { id: number }) => u.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    expect(page).toMatchObject({ totalElements: ids.length, numberOfElements: ids.length, totalPages: 1 })
    const second = (await call('GET', '/events/events-users?page=1&size=1&sort=id,desc')).json()
    expect(second).toMatchObject({ number: 1, size: 1, totalElements: ids.length, numberOfElements: 1 })
    expect(second.content.map((u: { id: number }) => u.id)).toEqual([ids[1]])
    const found = (await call('GET', '/events/events-users?search=staff')).json()
    expect(found.content.map((u: { email: string }) => u.email)).toEqual(['staff@demo.test'])
    expect((await call('GET', '/events/events-users?search=ninguem-assim')).json()).toEqual({
      content: [],
      totalElements: 0,
      totalPages: 0,
      size: 20,
      number: 0,
      numberOfElements: 0,
    })
    const auto = (await call('GET', '/events/events-users/autocomplete?email=ad&page=0')).json()
    expect(auto.content.map((u: { email: string }) => u.email)).toEqual(['admin@demo.test'])
  })

  it('creates a member; a duplicate e-mail is 409 and a bad one 400', async () => {
    const res = await call('POST', '/events/events-users/', admin, {
      email: 'New.Person@demo.test',
      type: 'COMMON',
      active: true,
      features: ['EVENT'],
      companyId: 5,
      createdBy: 5,
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      email: 'new.person@demo.test',
      type: 'COMMON',
      active: true,
      features: ['EVENT'],
    })
    const dup = await call('POST', '/events/events-users/', admin, {
      email: 'new.person@demo.test',
      type: 'ADMIN',
    })
    expect(dup.statusCode).toBe(409)
    expect(dup.json().errors).toEqual([{ field: 'email', message: 'error.unique', target: 'email' }])
    const bad = await call('POST', '/events/events-users/', admin, {
      email: 'nope',
      features: ['NOT_A_FEATURE'],
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['email', 'type', 'features'])
    const provider = await call('POST', '/events/events-users/', admin, {
      email: 'someone@eventdesk.tech',
      type: 'COMMON',
    })
    expect(provider.json().errors).toEqual([
      { field: 'email', message: 'user.reservedDomain', target: 'email' },
    ])
  })

  it('edits type and features; the change shows on the member next feature load', async () => {
    const staffRow = (await call('GET', '/events/events-users?search=staff')).json().content[0]
    const res = await call('PUT', `/events/events-users/${staffRow.id}`, admin, {
      ...staffRow,
      features: [...staffRow.features, 'USER'],
    })
    expect(res.statusCode).toBe(200)
    const features = (await call('GET', `/events/events-users/features/${staffRow.id}`, staff)).json()
    expect(features).toContain('USER')
    expect((await call('GET', '/events/events-users', staff)).statusCode).toBe(200)
    await call('PUT', '/events/events-users/', admin, { ...staffRow })
    expect((await call('GET', '/events/events-users', staff)).statusCode).toBe(403)
  })

  it('deactivating a member ends their sessions of this tenant', async () => {
    const created = (
      await call('POST', '/events/events-users/', admin, { email: 'temp@demo.test', type: 'COMMON' })
    ).json()
    await t.database.db
      .updateTable('app_user')
      .set({
        password_hash: (
          await t.database.db
            .selectFrom('app_user')
            .select('password_hash')
            .where('email', '=', 'staff@demo.test')
            .executeTakeFirstOrThrow()
        ).password_hash,
      })
      .where('email', '=', 'temp@demo.test')
      .execute()
    const temp = await signIn(t.app, { username: 'temp@demo.test', password: 'Staff@2026' })
    expect((await call('GET', '/events/establishment-user', temp)).statusCode).toBe(200)
    expect(
      (await call('PUT', `/events/events-users/${created.id}`, admin, { active: false })).statusCode,
    ).toBe(200)
    expect((await call('GET', '/events/establishment-user', temp)).statusCode).toBe(401)
    const refresh = await tokenRequest(t.app, {
      grant_type: 'refresh_token',
      refresh_token: temp.refresh_token,
    })
    expect(refresh.statusCode).toBe(401)
  })

  it('nobody deletes or deactivates themselves; another member can be deleted', async () => {
    const me = (await call('GET', '/events/events-users/by-email?email=admin@demo.test')).json()
    const self = await call('DELETE', `/events/events-users/${me.id}?tenantId=1`)
    expect(self.statusCode).toBe(409)
    expect(self.json().message).toBe('user.cannotDeleteSelf')
    expect(
      (await call('PUT', `/events/events-users/${me.id}`, admin, { active: false })).json().message,
    ).toBe('user.cannotChangeSelf')
    const victim = (
      await call('POST', '/events/events-users/', admin, { email: 'leaving@demo.test', type: 'COMMON' })
    ).json()
    expect((await call('DELETE', `/events/events-users/${victim.id}`)).statusCode).toBe(204)
    expect((await call('GET', `/events/events-users/${victim.id}`)).statusCode).toBe(404)
  })

  it("DELETE checks the spec's tenantId parameter against the token: another tenant's id is 403 and deletes nothing", async () => {
    const victim = (
      await call('POST', '/events/events-users/', admin, { email: 'wrong.tenant@demo.test', type: 'COMMON' })
    ).json()
    const mine = (await call('GET', '/events/events-users/by-email?email=admin@demo.test')).json().company
      .tenantId
    const theirs = (await call('GET', '/events/events-users/by-email?email=admin@other.test', other)).json()
      .company.tenantId
    expect(theirs).not.toBe(mine)
    expect((await call('DELETE', `/events/events-users/${victim.id}?tenantId=${theirs}`)).statusCode).toBe(
      403,
    )
    expect((await call('GET', `/events/events-users/${victim.id}`)).statusCode).toBe(200)
    expect((await call('DELETE', `/events/events-users/${victim.id}?tenantId=${mine}`)).statusCode).toBe(204)
  })

  it("the ticket context's TICKETS_USER opens the users screen and its permissions, still inside its own tenant", async () => {
    const created = (
      await call('POST', '/events/events-users/', admin, {
        email: 'tickets.clerk@demo.test',
        type: 'COMMON',
        features: ['TICKETS_USER'],
      })
    ).json()
    const { password_hash } = await t.database.db
      .selectFrom('app_user')
      .select('password_hash')
      .where('email', '=', 'staff@demo.test')
      .executeTakeFirstOrThrow()
    await t.database.db
      .updateTable('app_user')
      .set({ password_hash })
      .where('email', '=', 'tickets.clerk@demo.test')
      .execute()
    const clerk = await signIn(t.app, {
      username: 'tickets.clerk@demo.test',
      password: accounts.staff.password,
    })
    const staffRow = (await call('GET', '/events/events-users?search=staff')).json().content[0]
    expect((await call('GET', '/events/events-users?page=0&size=20&sort=id,desc', clerk)).statusCode).toBe(
      200,
    )
    expect(
      (await call('GET', '/events/events-users/autocomplete?email=staff', clerk))
        .json()
        .content.map((u: { email: string }) => u.email),
    ).toEqual(['staff@demo.test'])
    expect(
      (await call('GET', `/events/events-users/${staffRow.id}/permission-levels`, clerk)).statusCode,
    ).toBe(200)
    const put = await call('PUT', `/events/events-users/${created.id}/permission-levels`, clerk, {
      levels: { TICKETS_USER: 'FREE', TICKETS_PERSON: 'FREE' },
    })
    expect(put.statusCode).toBe(200)
    expect(put.json().features).toEqual(['TICKETS_PERSON', 'TICKETS_USER'])
    // The feature opens the screen, not the wall: the other tenant's members stay out of reach.
    const otherAdmin = (
      await call('GET', '/events/events-users/by-email?email=admin@other.test', other)
    ).json()
    expect((await call('GET', `/events/events-users/${otherAdmin.id}`, clerk)).statusCode).toBe(404)
    expect(
      (await call('GET', `/events/events-users/${otherAdmin.id}/permission-levels`, clerk)).statusCode,
    ).toBe(404)
    expect((await call('DELETE', `/events/events-users/${otherAdmin.id}`, clerk)).statusCode).toBe(404)
  })

  it("another tenant's member is 404; a user without USER is 403", async () => {
    const staffRow = (await call('GET', '/events/events-users?search=staff')).json().content[0]
    expect((await call('GET', `/events/events-users/${staffRow.id}`, other)).statusCode).toBe(404)
    expect(
      (await call('PUT', `/events/events-users/${staffRow.id}`, other, { type: 'ADMIN' })).statusCode,
    ).toBe(404)
    expect((await call('DELETE', `/events/events-users/${staffRow.id}`, other)).statusCode).toBe(404)
    for (const [method, url] of [
      ['GET', '/events/events-users'],
      ['GET', '/events/events-users/autocomplete'],
      ['POST', '/events/events-users/'],
      ['DELETE', `/events/events-users/${staffRow.id}`],
    ] as const) {
      expect((await call(method, url, staff, method === 'POST' ? {} : undefined)).statusCode, url).toBe(403)
    }
  })
})
