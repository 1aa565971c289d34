import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { api } from '../helpers/events.js'
import { drainJobs, waitFor } from '../helpers/jobs.js'
import { connectWs } from '../helpers/ws-client.js'
import { withTenant } from '../../server/db/tenant.js'
import { enqueueJob } from '../../server/jobs/queue.js'
import { Worker } from '../../server/jobs/worker.js'
import { putConfiguration } from '../helpers/configuration.js'

describe(`jobs: durable background work (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let staff: Tokens
  let DEMO: number
  const runs = new Map<string, number>()
  const count = (key: string) => runs.set(key, (runs.get(key) ?? 0) + 1)

  beforeAll(async () => {
    // The silent SMTP server below is the tenant's, on loopback: the operator's opt-in (smtp-target.ts).
    t = await createTestApp({ configure: (c) => void (c.smtpTest = { ports: ['*'], allowPrivate: true }) })
    admin = await signIn(t.app, accounts.admin)
    staff = await signIn(t.app, accounts.staff)
    DEMO = (await tenantIds(t.app)).DEMO
    // Tasks of this test only, registered on the built app like any domain's.
    t.app.jobs.register('test.count', async ({ job }) => void count((job.payload as { key: string }).key))
    t.app.jobs.register('test.fail', async ({ job }) => {
      count(`fail:${job.reference}`)
      throw new Error(`boom ${job.attempt}`)
    })
    t.app.jobs.register('test.progress', async ({ progress }) => {
      await progress(40, 'halfway')
    })
    // A party that never answers: only the time limit ends the run; the signal tells the handler.
    t.app.jobs.register(
      'test.hang',
      async ({ job, signal }) => {
        count(`hang:${job.reference}`)
        await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()))
        count(`aborted:${job.reference}`)
      },
      { timeoutMs: 300 },
    )
  })
  afterAll(() => t?.close())

  const job = (reference: string) =>
    t.database.db.selectFrom('job').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow()

  it('a job enqueued in a transaction that rolls back never exists, nor runs', async () => {
    await expect(
      withTenant(t.database.db, DEMO, async (trx) => {
        await enqueueJob(trx, { task: 'test.count', tenantId: DEMO, payload: { key: 'rolled-back' } })
        throw new Error('business change refused')
      }),
    ).rejects.toThrow('business change refused')
    const committed = await withTenant(t.database.db, DEMO, (trx) =>
      enqueueJob(trx, { task: 'test.count', tenantId: DEMO, payload: { key: 'committed' } }),
    )
    await drainJobs(t.app)
    expect(runs.get('rolled-back')).toBeUndefined()
    expect(runs.get('committed')).toBe(1)
    expect(await job(committed.reference)).toMatchObject({ status: 'DONE', attempts: 1, progress: 100 })
    expect(
      await t.database.db
        .selectFrom('job')
        .select('id')
        .where('payload', '@>', JSON.stringify({ key: 'rolled-back' }) as never)
        .execute(),
    ).toEqual([])
  })

  it('a failing handler is retried with back-off and ends DEAD after its last attempt, with the error', async () => {
    const { reference } = await enqueueJob(t.database.db, {
      task: 'test.fail',
      tenantId: DEMO,
      maxAttempts: 3,
    })
    await drainJobs(t.app)
    expect(runs.get(`fail:${reference}`)).toBe(3)
    expect(await job(reference)).toMatchObject({ status: 'DEAD', attempts: 3, last_error: 'boom 3' })
    expect((await job(reference)).finished_at).toBeTruthy()
  })

  it('a handler that never finishes is stopped at its time limit, its signal aborted, and ends DEAD', async () => {
    const { reference } = await enqueueJob(t.database.db, {
      task: 'test.hang',
      tenantId: DEMO,
      maxAttempts: 2,
    })
    await drainJobs(t.app)
    expect(runs.get(`hang:${reference}`)).toBe(2)
    expect(runs.get(`aborted:${reference}`)).toBe(2)
    expect(await job(reference)).toMatchObject({
      status: 'DEAD',
      attempts: 2,
      last_error: 'job timed out after 300 ms',
    })
  })

  it('progress and the end of a job are pushed to the owner channel', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
    const ws = await connectWs(base, staff.access_token)
    await ws.waitFor((m) => m.type === 'auth')
    expect(await ws.subscribe('notifications/staff@demo.test')).toMatchObject({ type: 'subscribed' })
    const { reference } = await withTenant(t.database.db, DEMO, (trx) =>
      enqueueJob(trx, { task: 'test.progress', tenantId: DEMO, ownerEmail: 'Staff@demo.test' }),
    )
    const mine = (status: string) => (m: { payload?: Record<string, unknown> }) =>
      m.payload?.reference === reference && m.payload?.status === status
    expect((await ws.waitFor(mine('RUNNING'))).payload).toEqual({
      type: 'JOB',
      reference,
      task: 'test.progress',
      status: 'RUNNING',
      progress: 40,
      message: 'halfway',
    })
    expect((await ws.waitFor(mine('DONE'))).payload).toMatchObject({
      type: 'JOB',
      reference,
      status: 'DONE',
      progress: 100,
    })
    ws.close()
  })

  it('two workers on the same database never run the same job twice', async () => {
    const second = new Worker(
      t.database,
      { concurrency: 4, pollMs: 20, leaseMs: 5_000, backoffMs: 50, backoffMaxMs: 200 },
      {
        run: async (j) => void count(`twice:${(j.payload as { n: number }).n}`),
        finished: async () => undefined,
        log: () => undefined,
      },
    )
    await t.database.db.transaction().execute(async (trx) => {
      for (let n = 0; n < 40; n++)
        await enqueueJob(trx, { task: 'test.count', tenantId: DEMO, payload: { key: `twice:${n}`, n } })
    })
    await second.start()
    try {
      await drainJobs(t.app)
    } finally {
      await second.stop()
    }
    const counts = Array.from({ length: 40 }, (_, n) => runs.get(`twice:${n}`))
    expect(counts).toEqual(Array(40).fill(1))
  })

  it('a lifecycle action answers at once while the SMTP server never answers; the mail is retried and ends FAILED', async () => {
    const sockets: net.Socket[] = []
    const silent = net.createServer((s) => void sockets.push(s)) // accepts, never greets
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    try {
      const port = (silent.address() as AddressInfo).port
      await t.database.db
        .updateTable('company')
        .set({ smtp_host: '127.0.0.1', smtp_port: port, smtp_secure: false })
        .where('tenant_id', '=', DEMO)
        .execute()
      const a = api(t.app)
      await putConfiguration(t.app, admin, [
        { name: 'NOTIFY_REQUESTER_BY_EMAIL', value: true },
        { name: 'CUSTOMER_NOTIFICATION_NEGOTIATION', value: true },
      ])
      const e = await a.event(admin, { requesters: [{ name: 'Rita', email: 'rita@silent.example.com' }] })
      const started = Date.now()
      const res = await a.action(admin, 'event-new/change-new-event-to-negotiation', { id: e.id })
      expect(res.statusCode).toBe(200)
      // Waiting for the SMTP would take its 1 s timeout and leave the row tried (on a loaded
      // machine a slow answer alone proves nothing, so the row — not yet written, or untried — is the witness).
      const elapsed = Date.now() - started
      const atAnswer = await t.database.db
        .selectFrom('mail_outbox')
        .select('status')
        .where('recipient', '=', 'rita@silent.example.com')
        .executeTakeFirst()
      expect(
        elapsed < 1_000 || (atAnswer?.status ?? 'PENDING') === 'PENDING',
        `answered in ${elapsed} ms, row ${atAnswer?.status}`,
      ).toBe(true)
      const row = await waitFor(
        () =>
          t.database.db
            .selectFrom('mail_outbox')
            .selectAll()
            .where('recipient', '=', 'rita@silent.example.com')
            .executeTakeFirst(),
        (r) => r?.status === 'FAILED' && r.attempts === 5,
        25_000,
      )
      expect(row, JSON.stringify(row)).toMatchObject({ status: 'FAILED', attempts: 5 })
      expect(row!.error).toMatch(/greeting|timeout/i)
      // The SMTP server was really tried; under load an attempt's connect can time out before the
      // accept reaches this process, so the row's 5 attempts (above) are the count that matters.
      expect(sockets.length).toBeGreaterThanOrEqual(1)
      await drainJobs(t.app)
      const mailJob = await t.database.db
        .selectFrom('job')
        .selectAll()
        .where('task', '=', 'mail.send')
        .where('payload', '@>', JSON.stringify({ outboxId: row!.id }) as never)
        .executeTakeFirstOrThrow()
      expect(mailJob).toMatchObject({ status: 'DEAD', attempts: 5 })
    } finally {
      for (const s of sockets) s.destroy()
      await new Promise((resolve) => silent.close(resolve))
      await t.database.db
        .updateTable('company')
        .set({ smtp_host: null, smtp_port: null })
        .where('tenant_id', '=', DEMO)
        .execute()
    }
  }, 60_000)
})
