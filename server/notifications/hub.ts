import pg from 'pg'
import type { DatabaseHandle } from '../db/connection.js'
import { parsePush, PUSH_CHANNEL, type Push } from './publish.js'

/** What the hub needs of a socket: `ws` sockets fit. */
export interface PushTarget {
  send(data: string): void
  readonly readyState: number
}
const OPEN = 1

/**
 * Fans pushes out to the sockets of this process. Pushes come from the database (pg_notify in
 * the writer's transaction, publish.ts), so every process on the database delivers to its own
 * sockets:
 * - PostgreSQL: a dedicated pg.Client LISTENs (not a pool connection, which would be recycled);
 *   several server processes share pushes this way. It reconnects when the connection drops;
 *   pushes sent while it is down are lost (clients still read unread notifications on load).
 * - PGlite: one process owns the database and its wire front (db/pglite-wire.ts) runs all connections in ONE backend
 *   session, so the NOTIFY comes back on the connection that committed, not on the listener.
 *   The hub therefore also hears pool connections; it is an in-process fan-out by nature.
 * Channels are keyed by tenant inside, so the same e-mail in two tenants never crosses.
 */
export class Hub {
  private readonly subs = new Map<string, Set<PushTarget>>()
  private readonly seen = new Set<string>()
  private listener: pg.Client | null = null
  private closing = false
  private retryMs = 500
  private readonly heard = new WeakSet<object>()

  constructor(private readonly database: DatabaseHandle) {}

  private key = (tenantId: number, channel: string) => `${tenantId}|${channel}`

  subscribe(tenantId: number, channel: string, target: PushTarget) {
    const k = this.key(tenantId, channel)
    let set = this.subs.get(k)
    if (!set) this.subs.set(k, (set = new Set()))
    set.add(target)
  }

  unsubscribe(tenantId: number, channel: string, target: PushTarget) {
    const k = this.key(tenantId, channel)
    this.subs.get(k)?.delete(target)
    if (this.subs.get(k)?.size === 0) this.subs.delete(k)
  }

  /** Delivers once per push id (the PGlite path may hear a push on two connections). */
  deliver(push: Push) {
    if (this.seen.has(push.id)) return
    this.seen.add(push.id)
    if (this.seen.size > 10_000) this.seen.delete(this.seen.values().next().value!)
    const text = JSON.stringify({ channel: push.channel, payload: push.payload })
    for (const target of this.subs.get(this.key(push.tenantId, push.channel)) ?? []) {
      if (target.readyState === OPEN) target.send(text)
    }
  }

  private onNotification = (n: pg.Notification) => {
    if (n.channel !== PUSH_CHANNEL) return
    const push = parsePush(n.payload)
    if (push) this.deliver(push)
  }

  private hear(client: pg.ClientBase) {
    if (this.heard.has(client)) return
    this.heard.add(client)
    client.on('notification', this.onNotification)
  }

  private onAcquire = (client: pg.PoolClient) => this.hear(client)

  async start() {
    if (this.database.kind === 'pglite') this.database.pool.on('acquire', this.onAcquire)
    await this.connect()
  }

  private async connect() {
    const client = new pg.Client({ connectionString: this.database.url })
    client.on('error', () => undefined)
    // Only an established listener schedules a reconnect; a failed attempt is retried by reconnect().
    client.on('end', () => {
      if (this.listener !== client) return
      this.listener = null
      if (!this.closing) setTimeout(() => void this.reconnect(), this.retryMs).unref()
    })
    try {
      await client.connect()
      this.hear(client)
      await client.query(`LISTEN ${PUSH_CHANNEL}`)
    } catch (err) {
      await client.end().catch(() => undefined)
      throw err
    }
    if (this.closing) return void client.end().catch(() => undefined)
    this.listener = client
    this.retryMs = 500
  }

  private async reconnect() {
    if (this.closing || this.listener) return
    try {
      await this.connect()
    } catch {
      this.retryMs = Math.min(this.retryMs * 2, 10_000)
      if (!this.closing) setTimeout(() => void this.reconnect(), this.retryMs).unref()
    }
  }

  async close() {
    this.closing = true
    this.subs.clear()
    this.database.pool.off('acquire', this.onAcquire)
    const client = this.listener
    this.listener = null
    await client?.end().catch(() => undefined)
  }
}
