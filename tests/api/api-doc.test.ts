import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { promisify } from 'node:util'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts } from '../helpers/auth.js'
import { drainJobs } from '../helpers/jobs.js'
import { listen } from '../helpers/realtime.js'
import { startReceiver } from '../helpers/webhook-receiver.js'
import { shortWindows } from '../helpers/rate-limit.js'

const ROOT = path.resolve(import.meta.dirname, '../..')
const DOC = path.join(ROOT, 'docs/api.md')

/** The ```ts blocks of docs/api.md that open with `// example: <name>`, each written as a module. */
function examples(): Map<string, string> {
  const text = fs.readFileSync(DOC, 'utf8')
  const dir = path.join(ROOT, 'tmp/api-doc')
  fs.mkdirSync(dir, { recursive: true })
  const out = new Map<string, string>()
  for (const [, code] of text.matchAll(/```ts\n([\s\S]*?)```/g)) {
    const name = /^\/\/ example: (\w+)/.exec(code)?.[1]
    if (!name) continue
    const file = path.join(dir, `${name}.ts`)
    fs.writeFileSync(file, code)
    out.set(name, pathToFileURL(file).href)
  }
  return out
}

/**
 * Issue 51: docs/api.md's examples, run as written against a live server: signing in, both list
 * conventions, a 409 met and retried, a 429 waited out, a delivered webhook verified.
 */
describe(`docs/api.md's examples (${testDbKind()})`, () => {
  let t: TestApp
  let baseUrl: string
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  const found = examples()
  const load = async <T>(name: string): Promise<T> => {
    expect(found.has(name), `docs/api.md has the example ${name}`).toBe(true)
    return (await import(found.get(name)!)) as T
  }
  type SignIn = { signIn: (b: string, u: string, p: string) => Promise<{ accessToken: string }> }
  const token = async () =>
    (await (await load<SignIn>('signIn')).signIn(baseUrl, accounts.admin.username, accounts.admin.password))
      .accessToken

  beforeAll(async () => {
    t = await createTestApp({
      configure: (c) => {
        c.webhooks = { ...c.webhooks, allowedHosts: ['127.0.0.1'], allowedPorts: [[32768, 65535]] }
        // Windows of 2 s, so the 429 example waits seconds (tests/helpers/rate-limit.ts).
        shortWindows(c)
      },
    })
    baseUrl = await listen(t.app)
    receiver = await startReceiver()
  })
  afterAll(async () => {
    await receiver?.close()
    await t?.close()
  })

  it('holds every example this test runs', () => {
    expect([...found.keys()].sort()).toEqual(
      [
        'callPolitely',
        'eventsIn',
        'everyRecord',
        'reactAdminPage',
        'renameEvent',
        'signIn',
        'verifyWebhook',
      ].sort(),
    )
  })

  it('type-checks every example as written, strict', { timeout: 60_000 }, async () => {
    const files = [...found.values()].map((url) => new URL(url).pathname)
    const tsc = path.join(ROOT, 'node_modules/.bin/tsc')
    const flags = ['--noEmit', '--strict', '--skipLibCheck', '--module', 'nodenext', '--target', 'es2022']
    const run = await promisify(execFile)(tsc, [...flags, '--moduleResolution', 'nodenext', ...files]).then(
      () => '',
      (e: { stdout: string }) => e.stdout,
    )
    expect(run).toBe('')
  })

  it('signs in and pages a registry both ways, to the same records', async () => {
    const accessToken = await token()
    expect(accessToken).toMatch(/^eyJ/)
    const { everyRecord } = await load<{
      everyRecord: (b: string, t: string, r: string) => Promise<{ id: number }[]>
    }>('everyRecord')
    const all = await everyRecord(baseUrl, accessToken, 'environment')
    expect(all.length).toBeGreaterThan(5)
    const { reactAdminPage } = await load<{
      reactAdminPage: (
        b: string,
        t: string,
        r: string,
      ) => Promise<{ records: { id: number }[]; total: number; contentRange: string | null }>
    }>('reactAdminPage')
    const ra = await reactAdminPage(baseUrl, accessToken, 'environment')
    expect(ra.total).toBe(all.length)
    expect(ra.records.map((r) => r.id)).toEqual(all.slice(0, 5).map((r) => r.id))
    expect(ra.contentRange).toBe(`environment 0-4/${all.length}`)
  })

  it('renames an event that someone else saved meanwhile, on their version', async () => {
    const accessToken = await token()
    const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' }
    const made = await fetch(`${baseUrl}/events/event`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: 'Congresso',
        startDate: '2031-04-01T08:00:00',
        endDate: '2031-04-02T18:00:00',
      }),
    })
    const { id } = (await made.json()) as { id: number }
    // Another session saves between the example's read and its write, once.
    let interfered = false
    const original = globalThis.fetch
    globalThis.fetch = async (input, init) => {
      if (!interfered && init?.method === 'PUT') {
        interfered = true
        const now = await (await original(`${baseUrl}/events/event/${id}`, { headers })).json()
        await original(`${baseUrl}/events/event`, {
          method: 'PUT',
          headers,
          body: JSON.stringify({ ...now, observation: 'Salvo por outra pessoa' }),
        })
      }
      return original(input, init)
    }
    try {
      const { renameEvent } = await load<{
        renameEvent: (b: string, t: string, id: number, n: string) => Promise<{ name: string }>
      }>('renameEvent')
      const saved = await renameEvent(baseUrl, accessToken, id, 'Congresso renomeado')
      expect(saved.name).toBe('Congresso renomeado')
    } finally {
      globalThis.fetch = original
    }
    expect(interfered).toBe(true)
    const after = await (await fetch(`${baseUrl}/events/event/${id}`, { headers })).json()
    expect(after).toMatchObject({ name: 'Congresso renomeado', observation: 'Salvo por outra pessoa' })
  })

  it(
    'waits out a 429 for the seconds Retry-After says, then gets its answer',
    { timeout: 30_000 },
    async () => {
      const accessToken = await token()
      const limits = t.app.config.rateLimit
      t.app.config.rateLimit = { ...limits, token: 2 }
      try {
        const url = `${baseUrl}/events/configuration/all`
        const init = { headers: { authorization: `Bearer ${accessToken}` } }
        const { callPolitely } = await load<{
          callPolitely: (u: string, i: RequestInit) => Promise<Response>
        }>('callPolitely')
        const statuses: number[] = []
        for (let i = 0; i < 4; i++) statuses.push((await callPolitely(url, init)).status)
        expect(statuses).toEqual([200, 200, 200, 200])
        expect((await fetch(url, init)).status).toBe(429)
      } finally {
        t.app.config.rateLimit = limits
      }
    },
  )

  it('verifies a delivered webhook with the secret shown once', async () => {
    const accessToken = await token()
    const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' }
    const created = await fetch(`${baseUrl}/events/webhook`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ url: receiver.url, events: ['event.created'] }),
    })
    expect(created.status).toBe(201)
    const { secret } = (await created.json()) as { secret: string }
    const event = await fetch(`${baseUrl}/events/event`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: 'Evento do webhook',
        startDate: '2031-03-10T08:00:00',
        endDate: '2031-03-10T18:00:00',
      }),
    })
    expect(event.status).toBe(201)
    await drainJobs(t.app)
    const [got] = receiver.received
    const { verifyWebhook } = await load<{
      verifyWebhook: (s: string, h: unknown, b: string) => { type: string }
    }>('verifyWebhook')
    expect(verifyWebhook(secret, got.headers, got.body)).toMatchObject({ type: 'event.created' })
    expect(() => verifyWebhook(secret, got.headers, got.body.replace('Evento', 'Evente'))).toThrow()
  })

  it('lists events through the generated client, as the plain call does', async () => {
    const accessToken = await token()
    const headers = { authorization: `Bearer ${accessToken}` }
    const list = await fetch(`${baseUrl}/events/event/list-events?page=0&size=20&sort=startDate,asc`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ situations: ['NEW'] }),
    })
    const expected = ((await list.json()) as { content: { name: string }[] }).content.map((e) => e.name)
    const { eventsIn } = await load<{
      eventsIn: (b: string, t: string, s: string[]) => Promise<{ name: string; customer?: string | null }[]>
    }>('eventsIn')
    const got = await eventsIn(baseUrl, accessToken, ['NEW'])
    expect(got.length).toBeGreaterThan(0)
    expect(got.map((e) => e.name)).toEqual(expected)
  })
})
