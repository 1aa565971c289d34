import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, bearer, signIn, tenantIds, tokenRequest, type Tokens } from '../helpers/auth.js'

/** Issue 14, defect 10: another tenant's admin invites an existing user; it counts once accepted. */
describe(`membership invitations (${testDbKind()})`, () => {
  let t: TestApp
  let ids: Record<'DEMO' | 'OTHER', number>
  let otherAdmin: Tokens

  beforeAll(async () => {
    t = await createTestApp()
    ids = await tenantIds(t.app)
    otherAdmin = await signIn(t.app, accounts.otherAdmin)
  })
  afterAll(() => t?.close())

  const accept = (key: string) =>
    t.app.inject({ method: 'POST', url: '/events/events-users/accept-invitation', payload: { key } })

  it('adding a user of another tenant sends an invitation and changes nothing until accepted', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/events/events-users',
      headers: bearer(otherAdmin),
      payload: { email: 'admin@demo.test', type: 'COMMON' },
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ email: 'admin@demo.test', pending: true })

    // Sign-in is as before: bound to Demo at once, no tenant chooser, and Other refuses.
    const before = await tokenRequest(t.app, { grant_type: 'password', ...accounts.admin })
    expect(before.json().tenant_id).toBe(ids.DEMO)
    const tenants = await t.app.inject({
      method: 'GET',
      url: '/events/tenants/tenant-user?username=admin@demo.test&page=0',
      headers: bearer(before.json()),
    })
    expect(tenants.json().content.map((c: { code: string }) => c.code)).toEqual(['DEMO'])
    expect(
      (await tokenRequest(t.app, { grant_type: 'password', ...accounts.admin, tenant_id: String(ids.OTHER) }))
        .statusCode,
    ).toBe(403)

    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', 'admin@demo.test')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    const key = /accept-invitation\/([A-Z0-9]{16})/.exec(mail.body)?.[1]
    expect(mail.body).toContain('http://127.0.0.1:3000/accept-invitation/')
    expect(key).toBeTruthy()

    expect((await accept('WRONGKEYWRONGKEY')).statusCode).toBe(404)
    const ok = await accept(key!)
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toMatchObject({ tenantId: ids.OTHER, tenantCode: 'OTHER' })
    expect((await accept(key!)).statusCode).toBe(404)

    // Now a member of both: the chooser appears and Other can be entered.
    const after = await tokenRequest(t.app, { grant_type: 'password', ...accounts.admin })
    expect(after.json().tenant_id).toBeNull()
    const bound = await tokenRequest(t.app, {
      grant_type: 'password',
      ...accounts.admin,
      tenant_id: String(ids.OTHER),
    })
    expect(bound.statusCode).toBe(200)
  })

  it('a new e-mail in the same flow is added at once, as before', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/events/events-users',
      headers: bearer(otherAdmin),
      payload: { email: 'newcomer@other.test', type: 'COMMON' },
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ email: 'newcomer@other.test', pending: false })
  })
})
