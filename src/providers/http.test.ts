import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { http as route, HttpResponse, delay } from 'msw'
import { setupServer } from 'msw/node'
import { currentAttention, dismissAttention } from './alerts'
import { http, HttpError } from './http'
import { isLoading, subscribeLoading } from './loading'
import { getTokens, isAuthenticated, peekEndReason, sessionKeys, takeEndReason } from './session'
import { signInForTest } from './testSession'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => {
  signInForTest()
  takeEndReason()
  dismissAttention()
})

const expired = () =>
  HttpResponse.json(
    {
      status: 401,
      message: 'auth.accessTokenExpired',
      error: 'invalid_token',
      error_description: 'Access token expired',
    },
    { status: 401 },
  )

/** A resource that accepts only the renewed token, and a token endpoint that counts its calls. */
function expiringServer(refresh: 'ok' | 'fail') {
  const calls = { refresh: 0, bodies: [] as string[] }
  server.use(
    route.get('*/events/thing', ({ request }) =>
      request.headers.get('authorization') === 'Bearer new-access'
        ? HttpResponse.json({ ok: true })
        : expired(),
    ),
    route.post('*/cm-oauth/oauth/token', async ({ request }) => {
      calls.refresh++
      calls.bodies.push(await request.text())
      await delay(30)
      if (refresh === 'fail')
        return HttpResponse.json(
          { status: 401, message: 'auth.invalidRefreshToken', errors: [] },
          { status: 401 },
        )
      return HttpResponse.json({
        access_token: 'new-access',
        refresh_token: 'refresh-2',
        token_type: 'bearer',
        tenant_id: 11,
      })
    }),
  )
  return calls
}

describe('http: expired access token', () => {
  it('10 concurrent requests cause exactly one refresh and all succeed with the new token', async () => {
    const calls = expiringServer('ok')
    const results = await Promise.all(
      Array.from({ length: 10 }, () => http<{ ok: boolean }>('/events/thing')),
    )
    expect(results).toEqual(Array.from({ length: 10 }, () => ({ ok: true })))
    expect(calls.refresh).toBe(1)
    const form = new URLSearchParams(calls.bodies[0])
    expect(form.get('grant_type')).toBe('refresh_token')
    expect(form.get('refresh_token')).toBe('refresh-1')
    expect(form.get('system_id')).toBe('77')
    expect(getTokens()).toEqual({ accessToken: 'new-access', refreshToken: 'refresh-2' })
  })

  it('a request started while the refresh runs waits for it instead of refreshing again', async () => {
    const calls = expiringServer('ok')
    const first = http('/events/thing')
    await delay(10)
    const late = http('/events/thing')
    await expect(Promise.all([first, late])).resolves.toHaveLength(2)
    expect(calls.refresh).toBe(1)
  })

  it('a failed refresh rejects all 10 and clears the session', async () => {
    const calls = expiringServer('fail')
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => http('/events/thing')))
    expect(results.every((r) => r.status === 'rejected')).toBe(true)
    for (const r of results) {
      const reason = (r as PromiseRejectedResult).reason
      expect(reason).toBeInstanceOf(HttpError)
      expect(reason.status).toBe(401)
    }
    expect(calls.refresh).toBe(1)
    expect(isAuthenticated()).toBe(false)
    expect(Object.values(sessionKeys).map((k) => localStorage.getItem(k))).toEqual(
      Object.values(sessionKeys).map(() => null),
    )
    expect(peekEndReason()).toBe('auth.accessTokenExpired')
  })

  it('does not refresh before requests: a valid token goes straight through', async () => {
    const calls = expiringServer('ok')
    server.use(route.get('*/events/fine', () => HttpResponse.json([1, 2])))
    await expect(http('/events/fine')).resolves.toEqual([1, 2])
    expect(calls.refresh).toBe(0)
  })
})

describe('http: what every call carries', () => {
  it('adds the bearer, tenant-id header and idCompany parameter', async () => {
    let seen: Request | undefined
    server.use(
      route.get(
        '*/events/events-users',
        ({ request }) => ((seen = request), HttpResponse.json({ content: [] })),
      ),
    )
    await http('/events/events-users', { query: { page: 0, search: 'ana' } })
    const url = new URL(seen!.url)
    expect(seen!.headers.get('authorization')).toBe('Bearer old-access')
    expect(seen!.headers.get('tenant-id')).toBe('11')
    expect(url.searchParams.get('idCompany')).toBe('3')
    expect(url.searchParams.get('search')).toBe('ana')
  })

  it('stamps POST JSON bodies with companyId and createdBy, but not PUT bodies', async () => {
    const bodies: unknown[] = []
    server.use(
      route.post(
        '*/events/meal/',
        async ({ request }) => (bodies.push(await request.json()), HttpResponse.json({ id: 1 })),
      ),
      route.put(
        '*/events/meal/',
        async ({ request }) => (bodies.push(await request.json()), HttpResponse.json({ id: 1 })),
      ),
    )
    await http('/events/meal/', { method: 'POST', json: { name: 'Lunch' } })
    await http('/events/meal/', { method: 'PUT', json: { id: 1, name: 'Lunch' } })
    expect(bodies).toEqual([
      { name: 'Lunch', companyId: 3, createdBy: 7 },
      { id: 1, name: 'Lunch' },
    ])
  })

  it('anonymous calls carry no token and no tenant', async () => {
    let seen: Request | undefined
    server.use(
      route.post(
        '*/events/events-users/recover-password',
        ({ request }) => ((seen = request), HttpResponse.json({})),
      ),
    )
    await http('/events/events-users/recover-password', {
      method: 'POST',
      query: { email: 'a@b.co' },
      anonymous: true,
    })
    expect(seen!.headers.get('authorization')).toBeNull()
    expect(seen!.headers.get('tenant-id')).toBeNull()
    expect(new URL(seen!.url).searchParams.get('idCompany')).toBeNull()
  })

  it('toggles the loading flag, except for the unread-notification poll', async () => {
    server.use(
      route.get('*/events/slow', async () => (await delay(20), HttpResponse.json({}))),
      route.get('*/events/notification/unread/7', async () => (await delay(20), HttpResponse.json([]))),
    )
    const seen: boolean[] = []
    const unsubscribe = subscribeLoading(() => seen.push(isLoading()))
    const pending = http('/events/slow')
    expect(isLoading()).toBe(true)
    await pending
    expect(isLoading()).toBe(false)
    expect(seen).toEqual([true, false])
    const quiet = http('/events/notification/unread/7')
    expect(isLoading()).toBe(false)
    await quiet
    expect(seen).toEqual([true, false])
    unsubscribe()
  })

  it('rejects with an HttpError carrying status and body', async () => {
    const body = {
      status: 400,
      message: 'error.required',
      errors: [{ field: 'name', message: 'error.required', target: 'name' }],
      developerMessage: 'name is required',
    }
    server.use(route.post('*/events/meal/', () => HttpResponse.json(body, { status: 400 })))
    const error = await http('/events/meal/', { json: {} }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).status).toBe(400)
    expect((error as HttpError).body).toMatchObject(body)
    expect(isAuthenticated()).toBe(true)
  })
})

describe('http: errors that end the session', () => {
  it.each([
    ['401 unauthorized', 401, { message: 'auth.unauthorized' }],
    ['401 invalid refresh token', 401, { message: 'auth.invalidRefreshToken' }],
    ['403 unauthorized', 403, { message: 'unauthorized' }],
    [
      '500 status 401 reading',
      500,
      { message: 'error.internal', developerMessage: 'feign: status 401 reading PmsClient#rooms' },
    ],
  ])('%s logs out with the token-expired message', async (_, status, body) => {
    server.use(route.get('*/events/x', () => HttpResponse.json({ status, errors: [], ...body }, { status })))
    await expect(http('/events/x')).rejects.toBeInstanceOf(HttpError)
    expect(isAuthenticated()).toBe(false)
    expect(peekEndReason()).toBe('auth.accessTokenExpired')
  })

  it('403 forbidden keeps the session', async () => {
    server.use(
      route.get('*/events/x', () =>
        HttpResponse.json({ status: 403, message: 'error.forbidden', errors: [] }, { status: 403 }),
      ),
    )
    await expect(http('/events/x')).rejects.toMatchObject({ status: 403 })
    expect(isAuthenticated()).toBe(true)
  })

  it('500 status 401 reading DispatchChannel raises the integration-error dialog and keeps the session', async () => {
    server.use(
      route.get('*/events/x', () =>
        HttpResponse.json(
          {
            status: 500,
            message: 'error.internal',
            errors: [],
            developerMessage: 'status 401 reading DispatchChannel#reserve',
          },
          { status: 500 },
        ),
      ),
    )
    await expect(http('/events/x')).rejects.toMatchObject({ status: 500 })
    expect(currentAttention()?.kind).toBe('integrationError')
    expect(isAuthenticated()).toBe(true)
  })
})
