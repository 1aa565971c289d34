import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, bearer, signIn } from '../helpers/auth.js'
import { putConfiguration } from '../helpers/configuration.js'
import { fields, inOneWindow, read, setLimits, shortWindows, sleep, WINDOW } from '../helpers/rate-limit.js'

/**
 * Issue 51: limits a client can read. Every authenticated answer carries RateLimit-Policy and
 * RateLimit (draft-ietf-httpapi-ratelimit-headers); past a quota, 429 with Retry-After in the error
 * shape; a tenant may lower its own limits. Two servers sharing a count: rate-limit-servers.test.ts.
 */
describe(`rate limits (${testDbKind()})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ configure: shortWindows })
  })
  afterAll(() => t?.close())

  it('an ordinary answer carries both policies, and its remaining counts down', async () => {
    setLimits([t.app], 1_200)
    const admin = await signIn(t.app, accounts.admin)
    const [first, second] = await inOneWindow(async () => [
      await read(t.app, admin),
      await read(t.app, admin),
    ])
    expect(first.statusCode).toBe(200)
    expect(first.headers['ratelimit-policy']).toBe(`"token";q=1200;w=${WINDOW}, "tenant";q=6000;w=${WINDOW}`)
    const a = fields(first.headers.ratelimit)
    const b = fields(second.headers.ratelimit)
    expect(b.token.r).toBe(a.token.r - 1)
    expect(b.tenant.r).toBeLessThan(a.tenant.r)
    expect(a.token.t).toBeGreaterThanOrEqual(1)
    expect(a.token.t).toBeLessThanOrEqual(WINDOW)
  })

  it('past a small limit: 429 with Retry-After in the error shape; after the window, it passes again', async () => {
    setLimits([t.app], 3)
    let admin = await signIn(t.app, accounts.admin)
    const answers = await inOneWindow(async (attempt) => {
      if (attempt > 1) admin = await signIn(t.app, accounts.admin)
      const out = []
      for (let i = 0; i < 4; i++) out.push(await read(t.app, admin))
      return out
    })
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 429])
    const refused = answers[3]
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(WINDOW)
    expect(refused.json()).toEqual({
      status: 429,
      message: 'error.tooManyRequests',
      errors: [],
      developerMessage: expect.stringContaining('token (3/2s)'),
    })
    expect(fields(refused.headers.ratelimit).token.r).toBe(0)
    // Another token of the same tenant is not held back by this one's quota.
    const other = await signIn(t.app, accounts.admin)
    expect((await read(t.app, other)).statusCode).toBe(200)

    await sleep(Number(refused.headers['retry-after']) * 1000 + 50)
    const again = await read(t.app, admin)
    expect(again.statusCode).toBe(200)
    expect(fields(again.headers.ratelimit).token.r).toBe(2)
  })

  it('a tenant limit set by its administrator changes that tenant only, never above the server', async () => {
    setLimits([t.app], 1_200)
    const admin = await signIn(t.app, accounts.admin)
    const other = await signIn(t.app, accounts.otherAdmin)
    const save = async (value: number) =>
      expect((await putConfiguration(t.app, admin, [{ name: 'RATE_LIMIT_TOKEN', value }])).statusCode).toBe(
        200,
      )
    await save(2)
    let mine = await signIn(t.app, accounts.admin)
    const answers = await inOneWindow(async (attempt) => {
      if (attempt > 1) mine = await signIn(t.app, accounts.admin)
      return [await read(t.app, mine), await read(t.app, mine), await read(t.app, mine)]
    })
    expect(answers[0].headers['ratelimit-policy']).toMatch(/^"token";q=2;/)
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 429])
    expect((await read(t.app, other)).headers['ratelimit-policy']).toMatch(/^"token";q=1200;/)

    // The admin's own token is held to 2 as well: its two calls of a save fit in a fresh window.
    await inOneWindow(() => save(99_999))
    expect((await read(t.app, mine)).headers['ratelimit-policy']).toMatch(/^"token";q=1200;/)
    await save(0)
  })

  it('a refusal of another kind carries the headers too; public routes carry none', async () => {
    setLimits([t.app], 1_200)
    const admin = await signIn(t.app, accounts.admin)
    const missing = await t.app.inject({
      method: 'GET',
      url: '/events/event/999999999',
      headers: bearer(admin),
    })
    expect(missing.statusCode).toBe(404)
    expect(fields(missing.headers.ratelimit).token.r).toBe(1_199)
    const health = await t.app.inject({ method: 'GET', url: '/health' })
    expect(health.headers['ratelimit']).toBeUndefined()
  })
})
