import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as oauth from 'oauth4webapi'
import * as client from 'openid-client'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts } from '../helpers/auth.js'
import { listen } from '../helpers/realtime.js'

const CLIENT_ID = 'eventdesk-web'
const CLIENT_SECRET = 'eventdesk-secret'

/**
 * Issue 51 "OAuth as libraries expect it": two standard libraries, used as an integrator would,
 * over a real socket — discovery from the RFC 8414 metadata, the password and refresh grants with
 * client_secret_basic (oauth4webapi) and client_secret_post (openid-client's default), no system_id.
 */
describe(`standard OAuth clients (${testDbKind()})`, () => {
  let t: TestApp
  let base: string
  let issuer: URL

  beforeAll(async () => {
    t = await createTestApp()
    base = await listen(t.app)
    // The issuer is the configured public URL; here, where the test reaches the server.
    t.app.config.publicUrl = base
    issuer = new URL(base)
  })
  afterAll(() => t?.close())

  /** What the signed-in user may read with the access token: the API accepts it. */
  const establishment = (accessToken: string) =>
    fetch(`${base}/events/establishment-user`, { headers: { authorization: `Bearer ${accessToken}` } })

  it('serves RFC 8414 metadata that says only what the server does', async () => {
    const res = await fetch(`${base}/.well-known/oauth-authorization-server`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await res.json()).toEqual({
      issuer: base,
      token_endpoint: `${base}/cm-oauth/oauth/token`,
      grant_types_supported: ['password', 'refresh_token'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      response_types_supported: [],
      service_documentation: `${base}/docs`,
    })
  })

  it('answers any other /.well-known/* with a 404 in the error shape, never the app', async () => {
    for (const path of ['/.well-known/openid-configuration', '/.well-known/security.txt', '/.well-known/']) {
      const res = await fetch(`${base}${path}`, { headers: { accept: 'text/html,application/json' } })
      expect(res.status, path).toBe(404)
      expect(res.headers.get('content-type'), path).toMatch(/^application\/json/)
      expect(await res.json(), path).toMatchObject({ status: 404, message: 'error.notFound', errors: [] })
    }
  })

  it('oauth4webapi: discovery, password grant (Basic), the token on the API, refresh', async () => {
    const insecure = { [oauth.allowInsecureRequests]: true }
    const as = await oauth.processDiscoveryResponse(
      issuer,
      await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure }),
    )
    expect(as.token_endpoint).toBe(`${base}/cm-oauth/oauth/token`)
    const c: oauth.Client = { client_id: CLIENT_ID }
    const basic = oauth.ClientSecretBasic(CLIENT_SECRET)
    const password = (auth: oauth.ClientAuth) =>
      oauth.genericTokenEndpointRequest(
        as,
        c,
        auth,
        'password',
        new URLSearchParams(accounts.admin),
        insecure,
      )

    const tokens = await oauth.processGenericTokenEndpointResponse(as, c, await password(basic))
    expect(tokens).toMatchObject({ token_type: 'bearer', expires_in: expect.any(Number) })
    expect(tokens.refresh_token).toEqual(expect.any(String))
    const me = await establishment(tokens.access_token)
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ socialReason: 'Demo Hotel Eventos e Hospedagem Ltda.' })

    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      c,
      await oauth.refreshTokenGrantRequest(as, c, basic, tokens.refresh_token!, insecure),
    )
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token)
    expect((await establishment(refreshed.access_token)).status).toBe(200)

    // A wrong secret, by either method the metadata names, is the client's 401.
    for (const auth of [oauth.ClientSecretBasic('wrong'), oauth.ClientSecretPost('wrong')]) {
      const refused = await password(auth)
      expect(refused.status).toBe(401)
      const error = await oauth.processGenericTokenEndpointResponse(as, c, refused).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(oauth.ResponseBodyError)
      expect(error).toMatchObject({ status: 401, error: 'invalid_client' })
    }
  })

  it('openid-client: discovery, client_secret_post by default, password and refresh grants', async () => {
    const config = await client.discovery(issuer, CLIENT_ID, CLIENT_SECRET, undefined, {
      algorithm: 'oauth2',
      execute: [client.allowInsecureRequests],
    })
    expect(config.serverMetadata().issuer).toBe(base)
    const tokens = await client.genericGrantRequest(config, 'password', accounts.staff)
    expect(tokens.token_type).toBe('bearer')
    expect((await establishment(tokens.access_token)).status).toBe(200)
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!)
    expect(refreshed.access_token).toEqual(expect.any(String))
    expect((await establishment(refreshed.access_token)).status).toBe(200)

    const wrong = await client.discovery(issuer, CLIENT_ID, 'wrong', undefined, {
      algorithm: 'oauth2',
      execute: [client.allowInsecureRequests],
    })
    const error = await client.genericGrantRequest(wrong, 'password', accounts.staff).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(client.ResponseBodyError)
    expect(error).toMatchObject({ status: 401, error: 'invalid_client' })
  })

  it('openid-client with OpenID discovery (its default algorithm) finds no OpenID provider: 404', async () => {
    const error = await client
      .discovery(issuer, CLIENT_ID, CLIENT_SECRET, undefined, { execute: [client.allowInsecureRequests] })
      .catch((e: unknown) => e)
    // Not an OpenID provider (no ID tokens, no userinfo): an integrator passes algorithm 'oauth2'.
    expect(error).toBeInstanceOf(client.ClientError)
    expect((error as Error).message).toMatch(/unexpected HTTP response status code/)
    expect((error as { cause?: Response }).cause?.status).toBe(404)
  })
})
