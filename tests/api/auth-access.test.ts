import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, bearer, signIn, tenantIds, tokenRequest, type Tokens } from '../helpers/auth.js'
import { forgetMembership } from '../../server/auth/memberships.js'

describe(`tenants, session user and permissions (${testDbKind()})`, () => {
  let t: TestApp
  let ids: Record<'DEMO' | 'OTHER', number>
  let admin: Tokens
  let staff: Tokens

  beforeAll(async () => {
    t = await createTestApp()
    // A route that needs a feature, to prove the declarative check (the registry engine reuses it).
    t.app.get('/events/test-needs-user', { config: { feature: 'USER' } }, async () => ({ ok: true }))
    t.app.get('/events/test-admin-only', { config: { adminOnly: true } }, async () => ({ ok: true }))
    ids = await tenantIds(t.app)
    admin = await signIn(t.app, accounts.admin)
    staff = await signIn(t.app, accounts.staff)
  })
  afterAll(() => t?.close())

  const get = (url: string, tokens: Tokens | string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...bearer(tokens), ...headers } })

  it('a user without the feature gets 403; admin passes', async () => {
    const denied = await get('/events/test-needs-user', staff)
    expect(denied.statusCode).toBe(403)
    expect(denied.json().message).toBe('error.forbidden')
    expect((await get('/events/test-needs-user', admin)).statusCode).toBe(200)
    expect((await get('/events/test-admin-only', staff)).statusCode).toBe(403)
    expect((await get('/events/test-admin-only', admin)).statusCode).toBe(200)
  })

  it('a tenant-id header or idCompany naming another tenant is 403', async () => {
    expect(
      (await get('/events/establishment-user', admin, { 'tenant-id': String(ids.OTHER) })).statusCode,
    ).toBe(403)
    expect(
      (await get('/events/establishment-user', admin, { 'tenant-id': String(ids.DEMO) })).statusCode,
    ).toBe(200)
    expect((await get('/events/establishment-user?idCompany=999999', admin)).statusCode).toBe(403)
  })

  it('the session user comes from the token tenant; another tenant user is 403 or 404', async () => {
    const me = await get('/events/events-users/by-email?email=staff@demo.test', staff)
    expect(me.statusCode).toBe(200)
    expect(me.json()).toMatchObject({
      email: 'staff@demo.test',
      type: 'COMMON',
      adminUser: false,
      technicalUser: false,
      code: 'DEMO',
      company: { tenantId: ids.DEMO },
    })
    expect((await get('/events/events-users/by-email?email=admin@demo.test', staff)).statusCode).toBe(403)
    const otherAdmin = await signIn(t.app, accounts.otherAdmin)
    const cross = await get('/events/events-users/by-email?email=admin@demo.test', otherAdmin)
    expect(cross.statusCode).toBe(404)
  })

  it('features: own list for a common user, every feature for an admin, 403 for another user', async () => {
    const me = (await get('/events/events-users/by-email?email=staff@demo.test', staff)).json()
    const own = await get(`/events/events-users/features/${me.id}`, staff)
    expect(own.statusCode).toBe(200)
    expect(own.json()).toContain('EVENT')
    expect(own.json()).not.toContain('USER')
    const adminMe = (await get('/events/events-users/by-email?email=admin@demo.test', admin)).json()
    expect((await get(`/events/events-users/features/${adminMe.id}`, staff)).statusCode).toBe(403)
    const all = await get(`/events/events-users/features/${adminMe.id}`, admin)
    expect(all.json()).toEqual(
      expect.arrayContaining(['USER', 'ESTABLISHMENT', 'ACTION_CONFIRM', 'TICKETS_BOX_OFFICE']),
    )
    expect((await get(`/events/events-users/features/${me.id}`, admin)).json()).toContain('PERSON')
  })

  it('a user of two tenants chooses one: unbound token only reaches tenant discovery', async () => {
    const unbound = await signIn(t.app, accounts.coordinator)
    expect(unbound.tenant_id).toBeNull()
    const blocked = await get('/events/establishment-user', unbound)
    expect(blocked.statusCode).toBe(403)
    expect(blocked.json().message).toBe('auth.tenantRequired')

    const first = await get('/events/tenants/tenant-id?username=coordinator@demo.test', unbound)
    expect(first.json()).toEqual({ tenantId: expect.any(Number) })
    const list = await get('/events/tenants/tenant-user?username=coordinator@demo.test&page=0', unbound)
    expect(list.json()).toMatchObject({ totalElements: 2, number: 0, numberOfElements: 2 })
    expect(
      list
        .json()
        .content.map((c: { code: string }) => c.code)
        .sort(),
    ).toEqual(['DEMO', 'OTHER'])
    const searched = await get(
      '/events/tenants/tenant-user?username=coordinator@demo.test&search=other',
      unbound,
    )
    expect(searched.json().content).toEqual([{ id: ids.OTHER, code: 'OTHER', name: 'Other Venue' }])
    expect((await get(`/events/tenants/${ids.OTHER}/code`, unbound)).json()).toEqual({
      tenantId: ids.OTHER,
      code: 'OTHER',
    })
    expect((await get('/events/tenants/tenant-user?username=admin@demo.test', unbound)).statusCode).toBe(403)

    const bound = await tokenRequest(t.app, {
      grant_type: 'refresh_token',
      refresh_token: unbound.refresh_token,
      tenant_id: String(ids.OTHER),
    })
    expect(bound.statusCode).toBe(200)
    expect(bound.json().tenant_id).toBe(ids.OTHER)
    expect((await get('/events/establishment-user', bound.json())).json().socialReason).toBe(
      'Other Venue Centro de Convenções S.A.',
    )
  })

  it('binding to a tenant the user does not belong to is 403', async () => {
    const res = await tokenRequest(t.app, {
      grant_type: 'password',
      ...accounts.staff,
      tenant_id: String(ids.OTHER),
    })
    expect(res.statusCode).toBe(403)
    const demoOnly = await signIn(t.app, accounts.admin)
    expect((await get(`/events/tenants/${ids.OTHER}/code`, demoOnly)).statusCode).toBe(404)
  })

  it('a deactivated membership loses access with its current token', async () => {
    const s = await signIn(t.app, accounts.staff)
    expect((await get('/events/establishment-user', s)).statusCode).toBe(200)
    const member = await t.database.db
      .selectFrom('events_user')
      .select(['id', 'tenant_id'])
      .where('email', '=', 'staff@demo.test')
      .executeTakeFirstOrThrow()
    await t.database.db
      .updateTable('events_user')
      .set({ active: false })
      .where('id', '=', member.id)
      .execute()
    forgetMembership(t.database.db, member.tenant_id, member.id)
    const res = await get('/events/establishment-user', s)
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toBe('auth.userDisabled')
    const again = await tokenRequest(t.app, { grant_type: 'password', ...accounts.staff })
    expect(again.json().message).toBe('auth.userDisabled')
    await t.database.db.updateTable('events_user').set({ active: true }).where('id', '=', member.id).execute()
    forgetMembership(t.database.db, member.tenant_id, member.id)
  })

  describe('technical access', () => {
    it('refuses a wrong company code and the plain password grant', async () => {
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/events/technical-access/',
        payload: { ...accounts.support, tenantCode: 'NOPE' },
      })
      expect(wrong.statusCode).toBe(404)
      expect(wrong.json().message).toBe('auth.invalidTenantCode')
      const plain = await tokenRequest(t.app, { grant_type: 'password', ...accounts.support })
      expect(plain.statusCode).toBe(401)
      const notTechnical = await t.app.inject({
        method: 'POST',
        url: '/events/technical-access/',
        payload: { ...accounts.admin, tenantCode: 'DEMO' },
      })
      expect(notTechnical.statusCode).toBe(401)
    })

    it('signs a technical user into the tenant of the code, as admin', async () => {
      const step1 = await t.app.inject({
        method: 'POST',
        url: '/events/technical-access/',
        payload: { ...accounts.support, tenantCode: 'demo' },
      })
      expect(step1.statusCode).toBe(200)
      expect(step1.json()).toEqual({ tenantId: ids.DEMO, tenantCode: 'DEMO', tenantName: 'Demo Hotel' })
      const step2 = await tokenRequest(
        t.app,
        { grant_type: 'password', ...accounts.support },
        '/events/technical-access/login',
      )
      expect(step2.statusCode).toBe(200)
      const tokens = step2.json()
      expect(tokens.tenant_id).toBe(ids.DEMO)
      const me = await get('/events/events-users/by-email?email=support@eventdesk.tech', tokens)
      expect(me.json()).toMatchObject({ type: 'TECHNICAL', technicalUser: true, code: 'DEMO' })
      expect((await get('/events/test-needs-user', tokens)).statusCode).toBe(200)
      expect((await get('/events/events-users/features/0', tokens)).json()).toContain('USER')
      const refreshed = await tokenRequest(
        t.app,
        { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
        '/events/technical-access/login',
      )
      expect(refreshed.json().tenant_id).toBe(ids.DEMO)
      // A technical token cannot be re-bound to another tenant by refresh.
      const rebind = await tokenRequest(t.app, {
        grant_type: 'refresh_token',
        refresh_token: refreshed.json().refresh_token,
        tenant_id: String(ids.OTHER),
      })
      expect(rebind.statusCode).toBe(403)
    })
  })
})
