import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { accounts, signIn, type Tokens } from '../helpers/auth.js'
import { testDbKind } from '../helpers/database.js'
import { api } from '../helpers/events.js'
import { waitFor } from '../helpers/jobs.js'
import { startReceiver } from '../helpers/webhook-receiver.js'

/** A receiver that takes the POST and never answers, as the outside attack's tenant B ran one. */
async function startHangingReceiver() {
  const held: http.ServerResponse[] = []
  const server = http.createServer((req, res) => {
    req.resume()
    held.push(res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hook`,
    taken: () => held.length,
    close: async () => {
      for (const res of held) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/**
 * Issue 49 item 1: one tenant's receiver that hangs must stall neither another tenant's deliveries
 * nor anyone's reports (deliveries run in a lane of their own, a few per tenant).
 */
describe(`webhook deliveries have their own lane, fair across tenants (${testDbKind()})`, () => {
  let t: TestApp
  let a: ReturnType<typeof api>
  let admin: Tokens
  let other: Tokens
  let fast: Awaited<ReturnType<typeof startReceiver>>
  let hanging: Awaited<ReturnType<typeof startHangingReceiver>>

  beforeAll(async () => {
    t = await createTestApp({
      configure: (c) =>
        void (c.webhooks = {
          ...c.webhooks,
          allowedHosts: ['127.0.0.1'],
          allowedPorts: [[32768, 65535]],
          // Each hanging try holds its slot this long (10 s by default): longer than A may wait.
          timeoutMs: 8_000,
          maxPerTenant: 3,
        }),
    })
    a = api(t.app)
    admin = await signIn(t.app, accounts.admin)
    other = await signIn(t.app, accounts.otherAdmin)
    fast = await startReceiver()
    hanging = await startHangingReceiver()
  })
  afterAll(async () => {
    await hanging?.close()
    await fast?.close()
    await t?.close()
  })

  const register = async (who: Tokens, url: string) => {
    const res = await a.call('POST', '/events/webhook', who, {
      url,
      events: ['event.created'],
      secret: 'whsec-lanes-0123456789',
      active: true,
    })
    expect(res.statusCode, res.body).toBe(201)
    return res.json() as { id: number }
  }

  it("B's hanging receiver: A's delivery arrives within 2 s and A's report is made meanwhile", async () => {
    await register(other, hanging.url)
    await register(admin, fast.url)
    for (let i = 0; i < 12; i++) await a.event(other, { name: `Evento B ${i}` })
    // B's tries have taken their slots and hang.
    await waitFor(
      async () => hanging.taken(),
      (n) => n > 0,
      10_000,
    )
    const started = Date.now()
    await a.event(admin, { name: 'Evento A no meio da fila' })
    const got = await waitFor(
      async () => fast.received.length,
      (n) => n > 0,
      5_000,
    )
    expect(got).toBe(1)
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(JSON.parse(fast.received[0].body).data.name).toBe('Evento A no meio da fila')
    // B never holds more than its share of the delivery slots.
    expect(hanging.taken()).toBeLessThanOrEqual(2)

    // A's report does not wait behind B's deliveries.
    const asked = await a.call('POST', '/events/report/event', admin, {
      format: 'CSV',
      startDate: '2030-01-01',
    })
    expect(asked.statusCode, asked.body).toBe(202)
    const { reference } = asked.json() as { reference: string }
    const done = await waitFor(
      async () =>
        (await a.call('GET', '/events/report?page=0', admin))
          .json()
          .content.find((r: { reference: string }) => r.reference === reference)?.status as string,
      (s) => s === 'GENERATED',
      6_000,
    )
    expect(done).toBe('GENERATED')
    // B's deliveries are still waiting on the hanging receiver all this time.
    const pending = await t.app.database.db
      .selectFrom('webhook_delivery')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'PENDING')
      .executeTakeFirstOrThrow()
    expect(Number(pending.n)).toBeGreaterThan(5)
  }, 60_000)

  it('a tenant may register only so many webhooks: one more is a 400 naming the limit, nothing written', async () => {
    const count = async () =>
      (await a.call('GET', '/events/webhook?page=0', admin)).json().totalElements as number
    while ((await count()) < 3) await register(admin, fast.url)
    const res = await a.call('POST', '/events/webhook', admin, {
      url: fast.url,
      events: ['event.created'],
      secret: 'whsec-lanes-0123456789',
    })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json()).toMatchObject({ message: 'webhook.tooMany', limit: 3, errors: [{ field: 'url' }] })
    expect(await count()).toBe(3)
  })

  it('an allowed internal host is allowed on its listed ports only (not PostgreSQL on 5432)', async () => {
    const other3 = await a.call('GET', '/events/webhook?page=0', other)
    expect(other3.statusCode).toBe(200)
    const res = await a.call('POST', '/events/webhook', other, {
      url: 'http://127.0.0.1:5432/',
      events: ['event.created'],
      secret: 'whsec-lanes-0123456789',
    })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json()).toMatchObject({ errors: [{ field: 'url', message: 'webhook.urlNotAllowed' }] })
  })

  it('one tenant has only so many reports being made at once: one more is 429 with Retry-After', async () => {
    const atOnce = t.app.config.reportsAtOnce
    t.app.config.reportsAtOnce = 2
    // The worker stands still, so the asked reports stay GENERATING.
    await t.app.jobs.worker.stop()
    try {
      const ask = () =>
        a.call('POST', '/events/report/event', admin, { format: 'CSV', startDate: '2030-01-01' })
      for (let i = 0; i < 2; i++) expect((await ask()).statusCode).toBe(202)
      const refused = await ask()
      expect(refused.statusCode, refused.body).toBe(429)
      expect(refused.headers['retry-after']).toBe('10')
      expect(refused.json()).toMatchObject({
        message: 'error.tooManyRequests',
        limit: 2,
        errors: [{ field: 'type', message: 'report.tooManyAtOnce' }],
      })
      // Another tenant's reports are not counted against A.
      const b = await a.call('POST', '/events/report/event', other, {
        format: 'CSV',
        startDate: '2030-01-01',
      })
      expect(b.statusCode, b.body).toBe(202)
      const rows = await t.app.database.db
        .selectFrom('report')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'GENERATING')
        .executeTakeFirstOrThrow()
      expect(Number(rows.n)).toBe(3)
    } finally {
      t.app.config.reportsAtOnce = atOnce
      await t.app.jobs.worker.start()
    }
  })
})
