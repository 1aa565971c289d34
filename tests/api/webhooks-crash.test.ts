import { afterAll, describe, expect, it } from 'vitest'
import { adminToken } from '../../scripts/bench/api-cases.js'
import { testDbKind } from '../helpers/database.js'
import { callJson } from '../helpers/http-client.js'
import { createServerDatabase, type ServerDatabase } from '../helpers/server-database.js'
import { freePort, running, spawnServer, type ServerProcess } from '../helpers/server-process.js'
import { startReceiver, verifies } from '../helpers/webhook-receiver.js'

const SECRET = 'whsec-crash-0123456789'

/**
 * The outbox across a power cut: a change commits, its delivery's first try finds the receiver
 * down, and the server is killed with kill -9 during the back-off. After a restart on the same
 * database the queued try is claimed and the delivery arrives, with the X-Eventdesk-Delivery the
 * log showed before the kill.
 */
describe(`a webhook delivery survives kill -9 (${testDbKind()})`, () => {
  let database: ServerDatabase | undefined
  let server: ServerProcess | undefined
  let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined
  afterAll(async () => {
    if (server && running(server.child)) await server.stop()
    await receiver?.close()
    await database?.drop()
  })

  it('is delivered after the restart with the same delivery id', async () => {
    database = await createServerDatabase()
    const env = {
      ...database.env,
      WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
      WEBHOOK_ALLOWED_PORTS: '1024-65535',
      // The second try waits 4 s: long enough to kill the server in between.
      WEBHOOK_RETRY_SCHEDULE: '4s',
      JOB_LEASE_MS: '1500',
      JOB_POLL_MS: '200',
    }
    // The receiver's port, with nothing listening on it yet: the first try is refused.
    const port = await freePort()
    server = await spawnServer(env)
    await server.healthy()
    let base = server.baseUrl
    let token = await adminToken(base)
    const hook = await callJson(base, token, 'POST', '/events/webhook', {
      url: `http://127.0.0.1:${port}/hook`,
      events: ['event.created'],
      secret: SECRET,
    })
    expect(hook.status).toBe(201)
    const made = await callJson(base, token, 'POST', '/events/event/', {
      name: 'Evento Kill 9',
      startDate: '2031-03-10T08:00:00',
      endDate: '2031-03-10T18:00:00',
    })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const log = async () =>
      (await callJson(base, token, 'GET', `/events/webhook/${String(hook.body.id)}/deliveries?page=0`)).body
        .content as { id: string; status: string; attempts: number; lastStatus: number | null }[]
    let rows = await log()
    for (let i = 0; i < 200 && !(rows[0]?.attempts >= 1); i++) {
      await new Promise((r) => setTimeout(r, 50))
      rows = await log()
    }
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'PENDING', attempts: 1, lastStatus: null })
    const deliveryId = rows[0].id
    server.kill9()
    await server.exited

    receiver = await startReceiver(port)
    server = await spawnServer(env)
    await server.healthy()
    base = server.baseUrl
    token = await adminToken(base)
    const deadline = Date.now() + 60_000
    while (receiver.received.length === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200))
    expect(receiver.received).toHaveLength(1)
    const [got] = receiver.received
    expect(got.headers['x-eventdesk-delivery']).toBe(deliveryId)
    expect(verifies(SECRET, got)).toBe(true)
    expect(JSON.parse(got.body)).toMatchObject({
      id: deliveryId,
      type: 'event.created',
      data: { eventId: made.body.id },
    })
    // The receiver answers before the server records the answer: wait for the log to say so.
    rows = await log()
    for (let i = 0; i < 100 && rows[0]?.status === 'PENDING'; i++) {
      await new Promise((r) => setTimeout(r, 100))
      rows = await log()
    }
    expect(rows[0]).toMatchObject({ id: deliveryId, status: 'DELIVERED', attempts: 2, lastStatus: 200 })
    // Delivered once: no further try arrives.
    await new Promise((r) => setTimeout(r, 1_000))
    expect(receiver.received).toHaveLength(1)
  }, 240_000)
})
