import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accounts } from '../helpers/auth.js'
import { at } from '../helpers/events.js'
import { callJson, signInOverHttp } from '../helpers/http-client.js'
import { startTwoServers, type TwoServers } from './two-servers.js'

interface Write {
  name: string
  sentAt: number
  doneAt: number
  /** 0 when the connection itself failed (HAProxy closed it: the server died mid-answer). */
  status: number
  error?: string
}

/** Issue 39: kill -9 of one server under writes through HAProxy loses no acknowledged write. */
describe('kill -9 of a server behind HAProxy', () => {
  let c: TwoServers

  beforeAll(async () => {
    c = await startTwoServers()
  })
  afterAll(() => c?.close())

  it('every acknowledged write is there once, and the other server takes the requests', async () => {
    const token = await signInOverHttp(c.proxy.baseUrl, accounts.admin)
    const writes: Write[] = []
    let n = 0
    let stopAt = Infinity
    // Four clients writing events one after another, each named by the client so it can be counted.
    const client = async () => {
      while (Date.now() < stopAt) {
        const name = `Failover ${n++}`
        const sentAt = Date.now()
        const answer = await callJson(c.proxy.baseUrl, token, 'POST', '/events/event/', {
          name,
          startDate: at(60, 8),
          endDate: at(60, 18),
        }).then(
          (r) => ({ status: r.status }),
          (err: Error & { cause?: { code?: string } }) => ({
            status: 0,
            error: err.cause?.code ?? err.message,
          }),
        )
        writes.push({ name, sentAt, doneAt: Date.now(), ...answer })
      }
    }
    const clients = Promise.all([client(), client(), client(), client()])
    await new Promise((r) => setTimeout(r, 2000))
    const killedAt = Date.now()
    c.a.kill9()
    stopAt = killedAt + 4000
    await clients

    const acked = writes.filter((w) => w.status >= 200 && w.status < 300)
    const failed = writes.filter((w) => !(w.status >= 200 && w.status < 300))
    const { rows } = await c.sql.query<{ name: string; n: number }>(
      `select name, count(*)::int as n from event where name like 'Failover %' group by name`,
    )
    const stored = new Map(rows.map((r) => [r.name, r.n]))
    expect(acked.filter((w) => stored.get(w.name) !== 1).map((w) => w.name)).toEqual([])
    expect(rows.filter((r) => r.n > 1)).toEqual([])
    // Only the writes in flight on A when it died may fail; everything sent later succeeds.
    const lastFailure = Math.max(killedAt, ...failed.map((w) => w.doneAt))
    const after = writes.filter((w) => w.sentAt > lastFailure)
    expect(after.length).toBeGreaterThan(10)
    expect(after.every((w) => w.status >= 200 && w.status < 300)).toBe(true)
    expect(lastFailure - killedAt).toBeLessThan(1500)
    expect(writes.filter((w) => w.sentAt > killedAt + 1500 && w.status !== 201)).toEqual([])
    console.log(
      `cluster failover: ${writes.length} writes, ${acked.length} acknowledged (all stored once), ` +
        `${failed.length} failed (${failed.map((w) => w.error ?? w.status).join(', ') || 'none'}), ` +
        `B served everything from ${lastFailure - killedAt} ms after the kill`,
    )
  })
})
