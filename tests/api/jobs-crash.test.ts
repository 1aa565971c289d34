import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, describe, expect, it } from 'vitest'
import { testDbKind } from '../helpers/database.js'
import { createServerDatabase, type ServerDatabase } from '../helpers/server-database.js'
import { running, spawnServer, type ServerProcess } from '../helpers/server-process.js'
import { plainText } from '../helpers/smtp.js'

/**
 * A server killed with kill -9 while a job runs: after a restart on the same database the job's
 * lease runs out, another worker claims it and finishes it. The job is a real one (mail.send of a
 * password recovery) held by an SMTP server that never greets its first connection.
 */
describe(`jobs survive kill -9 (${testDbKind()})`, () => {
  let database: ServerDatabase | undefined
  let server: ServerProcess | undefined
  const received: { to: string[]; raw: string }[] = []
  let connections = 0
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      // The first conversation hangs (no greeting), as a mail server under trouble would.
      if (++connections > 1) callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  afterAll(async () => {
    if (server && running(server.child)) await server.stop()
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
    await database?.drop()
  })

  it('a job running when its server dies is claimed again after restart and finishes once', async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    const port = (smtp.server.address() as AddressInfo).port
    database = await createServerDatabase()
    const env = {
      ...database.env,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      // The hung attempt must outlive the kill; the lease of a dead worker runs out quickly.
      MAIL_TIMEOUT_MS: '120000',
      JOB_LEASE_MS: '1500',
      JOB_POLL_MS: '200',
    }
    server = await spawnServer(env)
    await server.healthy()
    const res = await fetch(
      `${server.baseUrl}/events/events-users/recover-password?email=admin%40demo.test`,
      { method: 'POST' },
    )
    // The first attempt is still talking to the silent server: the request answers as queued.
    expect(res.status).toBe(200)
    expect(connections).toBe(1)
    expect(received).toEqual([])
    server.kill9()
    await server.exited

    server = await spawnServer(env)
    await server.healthy()
    const deadline = Date.now() + 60_000
    while (received.length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200))
    expect(received).toHaveLength(1)
    expect(received[0].to).toEqual(['admin@demo.test'])
    expect(plainText(received[0].raw)).toMatch(/new-password\/[^/\s]+\/[A-Z0-9]{10}/)
    // Claimed once more, delivered once: no third conversation.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(received).toHaveLength(1)
  }, 240_000)
})
