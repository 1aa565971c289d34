import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, bearer, clientAuth, signIn, tenantIds, tokenRequest } from '../helpers/auth.js'
import { redactUrl } from '../../server/auth/log-redaction.js'

/** Issue 12 and issue 14 (defects 1, 7, 8, 9, 11): each case failed before its fix. */
describe(`auth hardening (${testDbKind()})`, () => {
  let t: TestApp
  let ids: Record<'DEMO' | 'OTHER', number>

  beforeAll(async () => {
    t = await createTestApp()
    ids = await tenantIds(t.app)
  })
  afterAll(() => t?.close())

  const refresh = (token: string, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/cm-oauth/oauth/token',
      headers: { authorization: clientAuth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: token,
        ...extra,
      }).toString(),
    })
  const recover = (email: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/events/events-users/recover-password?email=${encodeURIComponent(email)}`,
      headers,
    })
  const lastMail = (to: string) =>
    t.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', to)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
  const keyOf = (body: string) => /new-password\/[^/\s]+\/([A-Z0-9]{10})/.exec(body)?.[1] ?? ''
  const clearRecoveryQuota = () =>
    t.database.db.deleteFrom('auth_throttle').where('key', 'like', 'recover%').execute()

  it('signs in and refreshes without system_id (standard OAuth clients), but refuses a wrong one', async () => {
    const session = await signIn(t.app, accounts.admin)
    const res = await refresh(session.refresh_token)
    expect(res.statusCode).toBe(200)
    expect(res.json().tenant_id).toBe(ids.DEMO)
    const wrong = await refresh(res.json().refresh_token, { system_id: '12' })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toMatchObject({
      message: 'auth.fullAuthenticationRequired',
      error: 'invalid_client',
    })
    // The password grant defaults it too (DESIGN.md wave 4: system_id defaults to 77).
    const noSystem = await t.app.inject({
      method: 'POST',
      url: '/cm-oauth/oauth/token',
      headers: { authorization: clientAuth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'password', ...accounts.admin }).toString(),
    })
    expect(noSystem.statusCode).toBe(200)
  })

  it('token-endpoint errors carry OAuth error and error_description', async () => {
    const bad = await tokenRequest(t.app, {
      grant_type: 'password',
      username: 'admin@demo.test',
      password: 'Wrong@2026',
    })
    expect(bad.json()).toMatchObject({
      status: 401,
      message: 'auth.invalidCredentials',
      error: 'invalid_grant',
      error_description: 'Bad credentials',
    })
    const missing = await tokenRequest(t.app, { grant_type: 'password', username: 'admin@demo.test' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toMatchObject({ error: 'invalid_request' })
    expect(missing.json().error_description).toBeTruthy()
    const noGrant = await tokenRequest(t.app, {})
    expect(noGrant.statusCode).toBe(400)
    expect(noGrant.json().error).toBe('invalid_request')
    const badRefresh = await refresh('nonsense')
    expect(badRefresh.json()).toMatchObject({ message: 'auth.invalidRefreshToken', error: 'invalid_grant' })
  })

  it('ten parallel refreshes of one token all succeed with one successor, which then works', async () => {
    const session = await signIn(t.app, accounts.staff)
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(session.refresh_token)))
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200))
    const successors = new Set(answers.map((a) => a.json().refresh_token))
    expect(successors.size).toBe(1)
    const [successor] = successors
    const next = await refresh(successor)
    expect(next.statusCode).toBe(200)
    const me = await t.app.inject({
      method: 'GET',
      url: '/events/establishment-user',
      headers: bearer(next.json()),
    })
    expect(me.statusCode).toBe(200)
  })

  it('a reuse after the grace window still revokes the whole family', async () => {
    const session = await signIn(t.app, accounts.staff)
    const first = await refresh(session.refresh_token)
    expect(first.statusCode).toBe(200)
    await sql`UPDATE refresh_token SET used_at = now() - interval '1 minute' WHERE used_at IS NOT NULL`.execute(
      t.database.db,
    )
    expect((await refresh(session.refresh_token)).statusCode).toBe(401)
    expect((await refresh(first.json().refresh_token)).statusCode).toBe(401)
  })

  it('the recovery link comes from configuration, never from the Host header', async () => {
    await clearRecoveryQuota()
    const res = await recover('staff@demo.test', {
      host: 'attacker.example',
      'x-forwarded-host': 'attacker.example',
    })
    expect(res.statusCode).toBe(200)
    const mail = await lastMail('staff@demo.test')
    expect(mail.body).not.toContain('attacker.example')
    expect(mail.body).toContain('http://127.0.0.1:3000/new-password/')
  })

  it('a newer activation key makes the older ones useless', async () => {
    await clearRecoveryQuota()
    await recover('staff@demo.test')
    const older = keyOf((await lastMail('staff@demo.test')).body)
    await recover('staff@demo.test')
    const newer = keyOf((await lastMail('staff@demo.test')).body)
    expect(older).not.toBe(newer)
    const unblock = (activationKey: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/cm-oauth/admin/user/unblock',
        payload: {
          email: 'staff@demo.test',
          activationKey,
          password: 'Fresh#2026',
          confirmationPassword: 'Fresh#2026',
        },
      })
    expect((await unblock(older)).statusCode).toBe(404)
    expect((await unblock(newer)).statusCode).toBe(200)
  })

  it('recovery is rate limited per e-mail', async () => {
    await clearRecoveryQuota()
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) statuses.push((await recover('admin@other.test')).statusCode)
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(200))
    expect(statuses.slice(5)).toEqual([429, 429, 429])
    const keys = await t.database.db
      .selectFrom('activation_key as k')
      .innerJoin('app_user as u', 'u.id', 'k.user_id')
      .select('k.id')
      .where('u.email', '=', 'admin@other.test')
      .execute()
    expect(keys).toHaveLength(5)
  })

  it('a password reset ends the access tokens already handed out', async () => {
    await clearRecoveryQuota()
    const before = await signIn(t.app, accounts.coordinator, ids.DEMO)
    expect(
      (await t.app.inject({ method: 'GET', url: '/events/establishment-user', headers: bearer(before) }))
        .statusCode,
    ).toBe(200)
    await recover('coordinator@demo.test')
    const key = keyOf((await lastMail('coordinator@demo.test')).body)
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/cm-oauth/admin/user/unblock',
      payload: {
        email: 'coordinator@demo.test',
        activationKey: key,
        password: 'Renewed#2026',
        confirmationPassword: 'Renewed#2026',
      },
    })
    expect(reset.statusCode).toBe(200)
    const old = await t.app.inject({
      method: 'GET',
      url: '/events/establishment-user',
      headers: bearer(before),
    })
    expect(old.statusCode).toBe(401)
    const after = await signIn(
      t.app,
      { username: 'coordinator@demo.test', password: 'Renewed#2026' },
      ids.DEMO,
    )
    expect(
      (await t.app.inject({ method: 'GET', url: '/events/establishment-user', headers: bearer(after) }))
        .statusCode,
    ).toBe(200)
  })

  it('REST routes refuse an access token in the URL; logs redact tokens', async () => {
    const session = await signIn(t.app, accounts.admin)
    const res = await t.app.inject({
      method: 'GET',
      url: `/events/establishment-user?access_token=${session.access_token}`,
    })
    expect(res.statusCode).toBe(401)
    expect(redactUrl(`/events/ws?access_token=${session.access_token}&x=1`)).toBe(
      '/events/ws?access_token=[REDACTED]&x=1',
    )
  })

  it("unread and readAll with another tenant's user id are 404", async () => {
    const admin = await signIn(t.app, accounts.admin)
    const other = await t.database.db
      .selectFrom('events_user')
      .select('id')
      .where('tenant_id', '=', ids.OTHER)
      .executeTakeFirstOrThrow()
    const unread = await t.app.inject({
      method: 'GET',
      url: `/events/notification/unread/${other.id}`,
      headers: bearer(admin),
    })
    expect(unread.statusCode).toBe(404)
    const readAll = await t.app.inject({
      method: 'POST',
      url: `/events/notification/readAll/${other.id}`,
      headers: bearer(admin),
    })
    expect(readAll.statusCode).toBe(404)
    const mine = await t.database.db
      .selectFrom('events_user')
      .select('id')
      .where('tenant_id', '=', ids.DEMO)
      .where('email', '=', 'admin@demo.test')
      .executeTakeFirstOrThrow()
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/events/notification/unread/${mine.id}`,
          headers: bearer(admin),
        })
      ).statusCode,
    ).toBe(200)
  })

  it('an attacker from one address cannot keep the owner from signing in from another', async () => {
    const from = (remoteAddress: string, password: string, username = 'admin@other.test') =>
      t.app.inject({
        method: 'POST',
        url: '/cm-oauth/oauth/token',
        remoteAddress,
        headers: { authorization: clientAuth, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'password',
          system_id: '77',
          username,
          password,
        }).toString(),
      })
    for (let i = 0; i < 5; i++) expect((await from('10.0.0.66', 'Guess#2026')).statusCode).toBe(401)
    // The attacker's address is locked for this username; the owner elsewhere is only slowed down.
    expect((await from('10.0.0.66', 'Other@2026')).statusCode).toBe(429)
    expect((await from('10.0.0.7', 'Other@2026')).statusCode).toBe(200)
    // Per address: 30 failures over many usernames lock that address for everyone it tries.
    for (let i = 0; i < 30; i++) await from('10.0.0.99', 'Guess#2026', `spray${i}@demo.test`)
    expect((await from('10.0.0.99', 'Demo@2026', 'admin@demo.test')).statusCode).toBe(429)
    expect((await from('10.0.0.8', 'Demo@2026', 'admin@demo.test')).statusCode).toBe(200)
    await t.database.db.deleteFrom('auth_throttle').execute()
  }, 60_000)

  it('an unknown user and a wrong password get the same answer (equal scrypt work is by construction in passwords.ts, timed by the bench, not here)', async () => {
    const answer = async (username: string) => {
      const res = await tokenRequest(
        t.app,
        { grant_type: 'password', username, password: 'Wrong@2026' },
        '/events/technical-access/login',
      )
      return { status: res.statusCode, body: res.json() }
    }
    const known = await answer('staff@demo.test')
    const unknown = await answer('nobody@demo.test')
    expect(known.status).toBe(401)
    expect(unknown).toEqual(known)
    await t.database.db.deleteFrom('auth_throttle').execute()
  })
})
