import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../server/app.js'
import type { AppConfig } from '../../server/config.js'
import { openDatabase, type DatabaseHandle } from '../../server/db/connection.js'
import { createTestApp, testAppConfig, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, bearer, signIn, type Tokens } from '../helpers/auth.js'
import { putConfiguration } from '../helpers/configuration.js'

// A short window and fast flushes, so a test waits a window out in seconds, not a minute.
const WINDOW = 2
const shortWindows = (c: AppConfig) => (c.rateLimit = { ...c.rateLimit, windowSeconds: WINDOW, flushMs: 20 })
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** `"token";r=4;t=2, "tenant";r=9;t=2` → { token: { r: 4, t: 2 }, tenant: {…} } */
function fields(header: unknown) {
  const out: Record<string, Record<string, number>> = {}
  for (const item of String(header).split(/,\s*/)) {
    const [name, ...params] = item.split(';')
    out[JSON.parse(name)] = Object.fromEntries(
      params.map((p) => p.split('=')).map(([k, v]) => [k, Number(v)]),
    )
  }
  return out
}

/**
 * Issue 51: limits a client can read. Every authenticated answer carries RateLimit-Policy and
 * RateLimit (draft-ietf-httpapi-ratelimit-headers); past a quota, 429 with Retry-After in the error
 * shape; the count is shared by the servers on one database; a tenant may lower its own limits.
 */
describe(`rate limits (${testDbKind()})`, () => {
  let t: TestApp
  let second: { app: FastifyInstance; database: DatabaseHandle; dir: string } | undefined
  const read = (app: FastifyInstance, who: Tokens) =>
    app.inject({ method: 'GET', url: '/events/configuration/all', headers: bearer(who) })
  /** Waits for the next window to begin (and a flush after it). */
  const nextWindow = () => sleep((WINDOW - ((Date.now() / 1000) % WINDOW)) * 1000 + 50)
  const windowNow = () => Math.floor(Date.now() / 1000 / WINDOW)
  /**
   * Runs `body` from the start of a window, again (up to three times) when a slow machine let the
   * window end during it: the figures compared belong to one window.
   */
  async function inOneWindow<T>(body: (attempt: number) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      await nextWindow()
      const start = windowNow()
      const result = await body(attempt)
      if (windowNow() === start || attempt === 3) return result
    }
  }

  beforeAll(async () => {
    t = await createTestApp({ configure: shortWindows })
    if (testDbKind() !== 'postgres') return
    // A second server on the same PostgreSQL database, with its own pool and counters.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventdesk-api-'))
    const database = await openDatabase({ databaseUrl: t.database.url, dataDir: 'memory://', poolSize: 3 })
    const config = testAppConfig(dir)
    shortWindows(config)
    const logger = process.env.TEST_LOG ? undefined : false
    second = { app: await buildApp(config, { database, logger }), database, dir }
  })
  afterAll(async () => {
    await second?.app.close()
    await second?.database.close()
    if (second) fs.rmSync(second.dir, { recursive: true, force: true })
    await t?.close()
  })
  const setLimits = (token: number, tenant = 6_000) => {
    for (const app of [t.app, second?.app])
      if (app) app.config.rateLimit = { ...app.config.rateLimit, token, tenant }
  }

  it('an ordinary answer carries both policies, and its remaining counts down', async () => {
    setLimits(1_200)
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
    setLimits(3)
    let admin = await signIn(t.app, accounts.admin)
    const answers = await inOneWindow(async (attempt) => {
      // A token used in a window that ended is spent: a retry starts from a fresh one.
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
    setLimits(1_200)
    const admin = await signIn(t.app, accounts.admin)
    const other = await signIn(t.app, accounts.otherAdmin)
    expect((await putConfiguration(t.app, admin, [{ name: 'RATE_LIMIT_TOKEN', value: 2 }])).statusCode).toBe(
      200,
    )
    const mine = await signIn(t.app, accounts.admin)
    expect((await read(t.app, mine)).headers['ratelimit-policy']).toMatch(/^"token";q=2;/)
    expect((await read(t.app, mine)).statusCode).toBe(200)
    expect((await read(t.app, mine)).statusCode).toBe(429)
    expect((await read(t.app, other)).headers['ratelimit-policy']).toMatch(/^"token";q=1200;/)

    await nextWindow()
    expect(
      (await putConfiguration(t.app, admin, [{ name: 'RATE_LIMIT_TOKEN', value: 99_999 }])).statusCode,
    ).toBe(200)
    expect((await read(t.app, mine)).headers['ratelimit-policy']).toMatch(/^"token";q=1200;/)
    expect((await putConfiguration(t.app, admin, [{ name: 'RATE_LIMIT_TOKEN', value: 0 }])).statusCode).toBe(
      200,
    )
  })

  it.runIf(testDbKind() === 'postgres')('a second server on the same database shares the count', async () => {
    setLimits(5)
    let admin = await signIn(t.app, accounts.admin)
    const answers = await inOneWindow(async (attempt) => {
      if (attempt > 1) admin = await signIn(t.app, accounts.admin)
      const out = []
      for (let i = 0; i < 3; i++) out.push(await read(t.app, admin))
      await sleep(100)
      // The second server reads the shared total before its first admission of this token.
      for (let i = 0; i < 3; i++) out.push(await read(second!.app, admin))
      return out
    })
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 429])
    expect(answers.map((a) => fields(a.headers.ratelimit).token.r)).toEqual([4, 3, 2, 1, 0, 0])
  })

  it('a refusal of another kind carries them too', async () => {
    setLimits(1_200)
    const admin = await signIn(t.app, accounts.admin)
    const missing = await t.app.inject({
      method: 'GET',
      url: '/events/event/999999999',
      headers: bearer(admin),
    })
    expect(missing.statusCode).toBe(404)
    expect(fields(missing.headers.ratelimit).token.r).toBe(1_199)
  })

  it('public routes carry no limit headers', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/health' })
    expect(health.headers['ratelimit']).toBeUndefined()
  })
})
