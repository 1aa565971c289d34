import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { testDbKind } from '../helpers/database.js'
import { accounts, bearer, signIn, tenantIds, type Tokens } from '../helpers/auth.js'
import { drainJobs, waitFor } from '../helpers/jobs.js'
import { withTenant } from '../../server/db/tenant.js'
import { sendMail } from '../../server/mail/mailer.js'

/**
 * Issue 31, 5d: the SMTP test refused internal targets, but saved mail settings did not, and the
 * next e-mail made the server talk SMTP to them. The same guard (establishment/smtp-target.ts)
 * now stands where settings are saved and where the mail job connects.
 */
describe(`mail settings: no internal targets (${testDbKind()})`, () => {
  let t: TestApp
  let admin: Tokens
  let demo: number
  const sockets: net.Socket[] = []
  const listener = net.createServer((s) => void sockets.push(s))

  beforeAll(async () => {
    t = await createTestApp() // the default configuration: no SMTP_TEST_ALLOW_PRIVATE
    admin = await signIn(t.app, accounts.admin)
    demo = (await tenantIds(t.app)).DEMO
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve))
  })
  afterAll(async () => {
    for (const s of sockets) s.destroy()
    await new Promise((resolve) => listener.close(resolve))
    await t?.close()
  })

  const save = (mail: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/events/establishment', headers: bearer(admin), payload: { mail } })
  const stored = () =>
    t.database.db
      .selectFrom('company')
      .select(['smtp_host', 'smtp_port', 'version'])
      .where('tenant_id', '=', demo)
      .executeTakeFirstOrThrow()

  it('saving a loopback, private or loopback-resolving host is 400 on mail.host, and nothing is saved', async () => {
    const before = await stored()
    for (const host of ['127.0.0.1', '10.1.2.3', '::1', '[::1]', 'localhost', '169.254.169.254']) {
      const res = await save({ host, port: 25 })
      expect(res.statusCode, `${host}: ${res.body}`).toBe(400)
      expect(res.json().errors, host).toEqual([
        { field: 'mail.host', message: 'establishment.smtpHostNotAllowed', target: 'mail.host' },
      ])
    }
    const port = await save({ host: '93.184.216.34', port: 6543 })
    expect(port.statusCode, port.body).toBe(400)
    expect(port.json().errors).toEqual([
      { field: 'mail.port', message: 'establishment.smtpPortNotAllowed', target: 'mail.port' },
    ])
    expect(await stored()).toEqual(before)
  })

  it('a stored internal host (an older row) fails the mail job with a clear error; nothing connects', async () => {
    const { port } = listener.address() as AddressInfo
    for (const host of ['127.0.0.1', 'localhost']) {
      await t.database.db
        .updateTable('company')
        .set({ smtp_host: host, smtp_port: port, smtp_secure: false })
        .where('tenant_id', '=', demo)
        .execute()
      const to = `guard-${host}@example.com`
      await withTenant(t.database.db, demo, (trx) =>
        sendMail(trx, { to, subject: 'Situação', text: 'Mudou', tenantId: demo }, 'establishment'),
      )
      const row = await waitFor(
        () =>
          t.database.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', to).executeTakeFirst(),
        (r) => r?.status === 'FAILED',
      )
      expect(row, host).toMatchObject({ status: 'FAILED' })
      expect(row!.error, host).toMatch(/not allowed/i)
      await drainJobs(t.app)
      const job = await t.database.db
        .selectFrom('job')
        .select(['status', 'last_error'])
        .where('task', '=', 'mail.send')
        .where('payload', '@>', JSON.stringify({ outboxId: row!.id }) as never)
        .executeTakeFirstOrThrow()
      expect(job.status, host).toBe('DEAD')
      expect(job.last_error, host).toMatch(/not allowed/i)
    }
    expect(sockets).toHaveLength(0)
  }, 60_000)
})
