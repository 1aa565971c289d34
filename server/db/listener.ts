import pg from 'pg'
import type { DatabaseHandle } from './connection.js'

export type NotificationHandler = (payload: string) => void

/**
 * LISTENs on PostgreSQL channels for one app: what one server commits, every server on the
 * database hears (pushes, cache invalidations). One home for the connection rules:
 * - PostgreSQL: a dedicated pg.Client (not a pool connection, which would be recycled), re-opened
 *   with back-off when it drops; notifications sent while it is down are lost, so a handler must
 *   only speed up what is also right without it (a cache that expires, unread rows read on load).
 * - PGlite: one process owns the database and its wire front (db/pglite-wire.ts) runs all
 *   connections in ONE backend session, so a NOTIFY comes back on the connection that committed,
 *   not on the listener: the pool's connections are heard too (`hearPool`).
 */
export class Listener {
  private readonly handlers = new Map<string, Set<NotificationHandler>>()
  private client: pg.Client | null = null
  private closing = false
  private retryMs = 500
  private readonly heard = new WeakSet<object>()

  constructor(
    private readonly database: DatabaseHandle,
    private readonly opts: { hearPool?: boolean } = {},
  ) {}

  /** Adds a handler; call before start(). */
  on(channel: string, handler: NotificationHandler) {
    let set = this.handlers.get(channel)
    if (!set) this.handlers.set(channel, (set = new Set()))
    set.add(handler)
    return this
  }

  private onNotification = (n: pg.Notification) => {
    for (const handler of this.handlers.get(n.channel) ?? []) handler(n.payload ?? '')
  }

  private hear(client: pg.ClientBase) {
    if (this.heard.has(client)) return
    this.heard.add(client)
    client.on('notification', this.onNotification)
  }

  private onAcquire = (client: pg.PoolClient) => this.hear(client)

  async start() {
    if (this.opts.hearPool && this.database.kind === 'pglite')
      this.database.pool.on('acquire', this.onAcquire)
    await this.connect()
  }

  private async connect() {
    const client = new pg.Client({ connectionString: this.database.url })
    client.on('error', () => undefined)
    // Only an established listener schedules a reconnect; a failed attempt is retried by reconnect().
    client.on('end', () => {
      if (this.client !== client) return
      this.client = null
      if (!this.closing) setTimeout(() => void this.reconnect(), this.retryMs).unref()
    })
    try {
      await client.connect()
      this.hear(client)
      for (const channel of this.handlers.keys()) await client.query(`LISTEN ${channel}`)
    } catch (err) {
      await client.end().catch(() => undefined)
      throw err
    }
    if (this.closing) return void client.end().catch(() => undefined)
    this.client = client
    this.retryMs = 500
  }

  private async reconnect() {
    if (this.closing || this.client) return
    try {
      await this.connect()
    } catch {
      this.retryMs = Math.min(this.retryMs * 2, 10_000)
      if (!this.closing) setTimeout(() => void this.reconnect(), this.retryMs).unref()
    }
  }

  async close() {
    this.closing = true
    this.database.pool.off('acquire', this.onAcquire)
    const client = this.client
    this.client = null
    await client?.end().catch(() => undefined)
  }
}
