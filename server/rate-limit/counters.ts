import type { PolicyName, PolicyState } from './headers.js'
import { batchOf, resetSecondsAt, windowStartOf } from './window.js'

/**
 * Fixed windows counted locally and shared through the database (docs/decisions/0069). Each server
 * keeps, per key, the total it last read from the shared row plus what it admitted since; it adds
 * its increments to the row and reads the total back in one statement, every flush interval or at
 * once when a key's unsent count reaches its batch. A request never waits for the database, but
 * for the first one of a key in each window, which reads the shared total before admitting.
 * So a server admits at most `batch + what arrives during one round trip` on a key without
 * knowing the others' counts: with S servers the window's count exceeds the quota by at most
 * S times that (batch = 2 % of the quota).
 */
export interface SharedRow {
  key: string
  /** Epoch seconds the window began (windows are aligned on multiples of their length). */
  windowStart: number
  hits: number
}
/** Adds `hits` to each key's row for its window (a newer window replaces an older) and answers the totals. */
export type FlushRows = (rows: SharedRow[]) => Promise<SharedRow[]>

export interface Take {
  name: PolicyName
  key: string
  quota: number
}

interface Counter {
  windowStart: number
  /** The shared total when last read (this server's flushed hits included). */
  shared: number
  pending: number
  sending: number
  /** The shared total was read in this window. */
  known: boolean
}

const used = (c: Counter) => c.shared + c.pending + c.sending

export class Counters {
  private readonly counters = new Map<string, Counter>()
  private inFlight: Promise<void> | null = null
  private queued: Promise<void> | null = null

  constructor(
    private readonly flushRows: FlushRows,
    private readonly windowSeconds: number,
    private readonly onError: (err: unknown) => void = () => {},
    private readonly now: () => number = Date.now,
  ) {}

  private counter(key: string, start: number) {
    let c = this.counters.get(key)
    if (!c || c.windowStart !== start) {
      c = { windowStart: start, shared: 0, pending: 0, sending: 0, known: false }
      this.counters.set(key, c)
    }
    return c
  }

  /** Undefined when every key's shared total is known this window; else the flush that reads them. */
  ready(keys: readonly string[]): Promise<void> | undefined {
    const start = windowStartOf(this.now(), this.windowSeconds)
    return keys.every((k) => this.counter(k, start).known) ? undefined : this.flush()
  }

  /** Admits one request under every policy, or none: a refused request counts against nothing. */
  take(takes: readonly Take[]): { admitted: boolean; states: PolicyState[] } {
    const now = this.now()
    const start = windowStartOf(now, this.windowSeconds)
    const counters = takes.map((t) => this.counter(t.key, start))
    const admitted = takes.every((t, i) => used(counters[i]) < t.quota)
    if (admitted) for (const c of counters) c.pending++
    const resetSeconds = resetSecondsAt(now, this.windowSeconds)
    const states = takes.map((t, i) => ({
      name: t.name,
      quota: t.quota,
      windowSeconds: this.windowSeconds,
      remaining: Math.max(0, t.quota - used(counters[i])),
      resetSeconds,
    }))
    if (admitted && takes.some((t, i) => counters[i].pending >= batchOf(t.quota))) void this.flush()
    return { admitted, states }
  }

  /** The timer's call: sends what is pending, if anything is. */
  tick() {
    for (const c of this.counters.values()) if (c.pending > 0) return this.flush()
    return undefined
  }

  /** One flush at a time; a call during one runs once after it (callers share that one). */
  flush(): Promise<void> {
    if (this.queued) return this.queued
    if (this.inFlight) {
      this.queued = this.inFlight.then(() => {
        this.queued = null
        return this.flush()
      })
      return this.queued
    }
    this.inFlight = this.send().finally(() => (this.inFlight = null))
    return this.inFlight
  }

  private async send() {
    const start = windowStartOf(this.now(), this.windowSeconds)
    const batch: SharedRow[] = []
    for (const [key, c] of this.counters) {
      // A past window's counts limit nothing any more: forgotten, unsent.
      if (c.windowStart !== start) this.counters.delete(key)
      else if (c.pending > 0 || !c.known) {
        batch.push({ key, windowStart: start, hits: c.pending })
        c.sending = c.pending
        c.pending = 0
      }
    }
    if (!batch.length) return
    // One order on every server: two flushes locking the same rows never wait for each other in a circle.
    batch.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    let rows: SharedRow[] = []
    try {
      rows = await this.flushRows(batch)
    } catch (err) {
      // The database gone: this server limits on its own counts until it answers again.
      this.onError(err)
      for (const { key } of batch) {
        const c = this.counters.get(key)
        if (c) [c.pending, c.sending, c.known] = [c.pending + c.sending, 0, true]
      }
      return
    }
    const totals = new Map(rows.map((r) => [r.key, r]))
    for (const { key } of batch) {
      const c = this.counters.get(key)
      if (!c || c.windowStart !== start) continue
      const row = totals.get(key)
      // A row already in a later window (a server whose clock runs ahead) leaves this one's count as it was.
      if (row && row.windowStart === start) c.shared = row.hits
      else c.shared += c.sending
      c.sending = 0
      c.known = true
    }
  }
}
