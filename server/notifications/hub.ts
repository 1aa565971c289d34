import type { DatabaseHandle } from '../db/connection.js'
import { Listener } from '../db/listener.js'
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
 * sockets; the connection rules (a dedicated LISTEN connection, PGlite's single session) are the
 * Listener's (db/listener.ts). Channels are keyed by tenant inside, so the same e-mail in two
 * tenants never crosses.
 */
export class Hub {
  private readonly subs = new Map<string, Set<PushTarget>>()
  private readonly seen = new Set<string>()
  private readonly listener: Listener

  constructor(database: DatabaseHandle) {
    this.listener = new Listener(database, { hearPool: true }).on(PUSH_CHANNEL, (payload) => {
      const push = parsePush(payload)
      if (push) this.deliver(push)
    })
  }

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

  start() {
    return this.listener.start()
  }

  async close() {
    this.subs.clear()
    await this.listener.close()
  }
}
