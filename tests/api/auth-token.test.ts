import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SignJWT } from 'jose'
import { sql } from 'kysely'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, bearer, clientAuth, signIn, tenantIds, tokenRequest } from '../helpers/auth.js'

describe(`oauth token (${testDbKind()})`, () => {
  let t: TestApp
  let ids: Record<'DEMO' | 'OTHER', number>

  beforeAll(async () => {
    t = await createTestApp()
    ids = await tenantIds(t.app)
  })
  afterAll(() => t?.close())

  it('password grant gives tokens bound to the only tenant', async () => {
    const res = await tokenRequest(t.app, { grant_type: 'password', ...accounts.admin })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      token_type: 'bearer',
      tenant_id: ids.DEMO,
      user: { email: 'admin@demo.test', technical: false },
    })
    expect(body.access_token.split('.')).toHaveLength(3)
    expect(body.refresh_token.length).toBeGreaterThan(30)
    const me = await t.app.inject({ method: 'GET', url: '/events/establishment-user', headers: bearer(body) })
    expect(me.json()).toMatchObject({
      socialReason: 'Demo Hotel Eventos e Hospedagem Ltda.',
      eventsModule: true,
    })
  })

  it('wrong password and unknown user answer the same invalid-credentials message', async () => {
    for (const form of [
      { username: 'admin@demo.test', password: 'Wrong@2026' },
      { username: 'nobody@demo.test', password: 'Demo@2026' },
    ]) {
      const res = await tokenRequest(t.app, { grant_type: 'password', ...form })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ status: 401, message: 'auth.invalidCredentials' })
    }
  })

  it('missing client credentials or a wrong system id is full-authentication-required', async () => {
    const noClient = await t.app.inject({
      method: 'POST',
      url: '/cm-oauth/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'password', system_id: '77', ...accounts.admin }).toString(),
    })
    expect(noClient.statusCode).toBe(401)
    expect(noClient.json().message).toBe('auth.fullAuthenticationRequired')
    const wrongSystem = await tokenRequest(t.app, {
      grant_type: 'password',
      ...accounts.admin,
      system_id: '12',
    })
    expect(wrongSystem.json().message).toBe('auth.fullAuthenticationRequired')
  })

  it('takes client credentials form-urlencoded before base64 (RFC 6749 §2.3.1), on the password and refresh grants', async () => {
    // How oauth4webapi / openid-client encode: every character form encoding may encode, space as +.
    const formEncode = (text: string) =>
      encodeURIComponent(text).replace(/(?:[-_.!~*'()]|%20)/g, (c) =>
        c === '%20' ? '+' : `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
      )
    const encoded = `${formEncode('eventdesk-web')}:${formEncode('eventdesk-secret')}`
    expect(encoded).toBe('eventdesk%2Dweb:eventdesk%2Dsecret')
    const token = (form: Record<string, string>, credentials: string) =>
      t.app.inject({
        method: 'POST',
        url: '/cm-oauth/oauth/token',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(credentials).toString('base64')}`,
        },
        payload: new URLSearchParams(form).toString(),
      })
    for (const credentials of [encoded, 'eventdesk-web:eventdesk-secret']) {
      const signedIn = await token(
        { grant_type: 'password', system_id: '77', ...accounts.staff },
        credentials,
      )
      expect(signedIn.statusCode, `${credentials}: ${signedIn.body}`).toBe(200)
      // A standard client refreshes without our system id.
      const refreshed = await token(
        { grant_type: 'refresh_token', refresh_token: signedIn.json().refresh_token },
        credentials,
      )
      expect(refreshed.statusCode, `${credentials}: ${refreshed.body}`).toBe(200)
      expect(refreshed.json()).toMatchObject({ token_type: 'bearer', tenant_id: ids.DEMO })
    }
    // Decoding does not make a wrong secret right, nor a broken encoding anything.
    for (const credentials of [
      'eventdesk%2Dweb:eventdesk%2Dsecret%2D',
      'eventdesk-web:eventdesk+secret',
      'eventdesk-web:eventdesk%2secret',
    ]) {
      const refused = await token({ grant_type: 'password', system_id: '77', ...accounts.staff }, credentials)
      expect(refused.statusCode, credentials).toBe(401)
      expect(refused.json()).toMatchObject({
        message: 'auth.fullAuthenticationRequired',
        error: 'invalid_client',
      })
    }
  })

  it('defaults system_id to 77 on the password grant, and refuses a wrong one', async () => {
    const form = (extra: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/cm-oauth/oauth/token',
        headers: { authorization: clientAuth, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ grant_type: 'password', ...accounts.admin, ...extra }).toString(),
      })
    const signedIn = await form({})
    expect(signedIn.statusCode, signedIn.body).toBe(200)
    expect(signedIn.json()).toMatchObject({ token_type: 'bearer', tenant_id: ids.DEMO })
    expect((await form({ system_id: '' })).statusCode).toBe(200)
    const wrong = await form({ system_id: '78' })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toMatchObject({
      message: 'auth.fullAuthenticationRequired',
      error: 'invalid_client',
    })
  })

  it('takes client_secret_post (client_id and client_secret in the form) beside Basic, never both', async () => {
    const post = (form: Record<string, string>, authorization?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/cm-oauth/oauth/token',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(authorization ? { authorization } : {}),
        },
        payload: new URLSearchParams(form).toString(),
      })
    const client = { client_id: 'eventdesk-web', client_secret: 'eventdesk-secret' }
    const signedIn = await post({ grant_type: 'password', ...client, ...accounts.staff })
    expect(signedIn.statusCode, signedIn.body).toBe(200)
    const refreshed = await post({
      grant_type: 'refresh_token',
      ...client,
      refresh_token: signedIn.json().refresh_token,
    })
    expect(refreshed.statusCode, refreshed.body).toBe(200)
    // Basic with the same client_id in the form (as some libraries send it) is still one method.
    const idBeside = await post(
      { grant_type: 'password', client_id: 'eventdesk-web', ...accounts.staff },
      clientAuth,
    )
    expect(idBeside.statusCode, idBeside.body).toBe(200)
    for (const [what, form, authorization] of [
      ['wrong secret', { ...client, client_secret: 'eventdesk-secreT' }, undefined],
      ['wrong id', { ...client, client_id: 'eventdesk-app' }, undefined],
      ['id without secret', { client_id: 'eventdesk-web' }, undefined],
      ['secret without id', { client_secret: 'eventdesk-secret' }, undefined],
      ['two methods at once', client, clientAuth],
      ['another id beside Basic', { client_id: 'someone-else' }, clientAuth],
    ] as const) {
      const refused = await post({ grant_type: 'password', ...form, ...accounts.staff }, authorization)
      expect(refused.statusCode, what).toBe(401)
      expect(refused.json(), what).toMatchObject({
        message: 'auth.fullAuthenticationRequired',
        error: 'invalid_client',
      })
    }
  })

  it('a missing field is a 400 naming it', async () => {
    const res = await tokenRequest(t.app, { grant_type: 'password', username: 'admin@demo.test' })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual([{ field: 'password', message: 'error.required', target: 'password' }])
  })

  it('a disabled user gets the disabled message', async () => {
    await t.database.db
      .updateTable('app_user')
      .set({ active: false })
      .where('email', '=', 'admin@other.test')
      .execute()
    const res = await tokenRequest(t.app, { grant_type: 'password', ...accounts.otherAdmin })
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toBe('auth.userDisabled')
    await t.database.db
      .updateTable('app_user')
      .set({ active: true })
      .where('email', '=', 'admin@other.test')
      .execute()
  })

  it('throttles repeated failures for one username, then lets the real user back in', async () => {
    const who = accounts.coordinator
    for (let i = 0; i < 5; i++) {
      const res = await tokenRequest(t.app, {
        grant_type: 'password',
        username: who.username,
        password: 'Nope#1234',
      })
      expect(res.statusCode).toBe(401)
    }
    const locked = await tokenRequest(t.app, { grant_type: 'password', ...who })
    expect(locked.statusCode).toBe(429)
    expect(locked.json().message).toBe('auth.tooManyAttempts')
    // Another user from the same address is not locked out by it.
    expect((await tokenRequest(t.app, { grant_type: 'password', ...accounts.staff })).statusCode).toBe(200)
    // The lock is temporary: once it has passed the right password works and clears the counter.
    await sql`update auth_throttle set locked_until = now() - interval '1 second' where key like ${`user:${who.username}%`}`.execute(
      t.database.db,
    )
    const back = await tokenRequest(t.app, { grant_type: 'password', ...who })
    expect(back.statusCode).toBe(200)
    const row = await t.database.db
      .selectFrom('auth_throttle')
      .select('key')
      .where('key', 'like', `user:${who.username}%`)
      .executeTakeFirst()
    expect(row).toBeUndefined()
  })

  it('rotates refresh tokens and a reused one revokes the whole family', async () => {
    const first = await signIn(t.app, accounts.staff)
    const r1 = await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: first.refresh_token })
    expect(r1.statusCode).toBe(200)
    const second = r1.json()
    expect(second.refresh_token).not.toBe(first.refresh_token)
    expect(second.tenant_id).toBe(ids.DEMO)

    // A reuse after the few-second grace window (parallel tabs get the same successor inside it).
    await sql`update refresh_token set used_at = used_at - interval '1 minute' where used_at is not null`.execute(
      t.database.db,
    )
    const reuse = await tokenRequest(t.app, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    })
    expect(reuse.statusCode).toBe(401)
    expect(reuse.json().message).toBe('auth.invalidRefreshToken')
    // The newer token of the same family is dead too.
    const newer = await tokenRequest(t.app, {
      grant_type: 'refresh_token',
      refresh_token: second.refresh_token,
    })
    expect(newer.statusCode).toBe(401)
    expect(newer.json().message).toBe('auth.invalidRefreshToken')
  })

  it('an unknown or expired refresh token is refused', async () => {
    const res = await tokenRequest(t.app, {
      grant_type: 'refresh_token',
      refresh_token: 'made-up-token-value',
    })
    expect(res.json()).toMatchObject({ status: 401, message: 'auth.invalidRefreshToken' })
    const fresh = await signIn(t.app, accounts.staff)
    await sql`update refresh_token set expires_at = now() - interval '1 second' where revoked_at is null and used_at is null`.execute(
      t.database.db,
    )
    const expired = await tokenRequest(t.app, {
      grant_type: 'refresh_token',
      refresh_token: fresh.refresh_token,
    })
    expect(expired.json().message).toBe('auth.invalidRefreshToken')
  })

  it('an expired access token answers accessTokenExpired; a forged one is unauthorized', async () => {
    const expired = await new SignJWT({
      email: 'admin@demo.test',
      tid: ids.DEMO,
      cid: 1,
      uid: 1,
      typ: 'ADMIN',
      tech: false,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('eventdesk')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(t.app.authSecret)
    const res = await t.app.inject({
      method: 'GET',
      url: '/events/establishment-user',
      headers: bearer(expired),
    })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({
      message: 'auth.accessTokenExpired',
      developerMessage: 'Access token expired',
    })

    const forged = await new SignJWT({ email: 'admin@demo.test', tid: ids.DEMO })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('eventdesk')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-secret'))
    const bad = await t.app.inject({
      method: 'GET',
      url: '/events/establishment-user',
      headers: bearer(forged),
    })
    expect(bad.statusCode).toBe(401)
    expect(bad.json().message).toBe('auth.unauthorized')
    const none = await t.app.inject({ method: 'GET', url: '/events/establishment-user' })
    expect(none.json().message).toBe('auth.unauthorized')
  })
})
