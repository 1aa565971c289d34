/**
 * Diary answers kept by one server, each under the tenant's diary version it was read at
 * (migration 0040 moves the version at the commit of every change the diary shows). An answer is
 * served only while the version a new read finds is the one it was read at, so a change committed
 * anywhere — another process, another server, a fix by hand — is never hidden; nothing has to be
 * told to forget. Bounded by total size, least recently used out first. One per app (its
 * database): two apps in one process never share answers.
 */
const MAX_BYTES = 32 * 1024 * 1024

interface Kept {
  version: string
  body: string
}

export class DiaryCache {
  private kept = new Map<string, Kept>()
  private bytes = 0
  /** Reads under way, by version and key. */
  private reading = new Map<string, Promise<string>>()

  /**
   * The answer for `key` at `version`: kept, or being read by another request that found the same
   * version, or read now by `read`. After a change every open diary re-reads the range its push
   * named (issue 36); the coordinators looking at the same week then cost one read, not one each.
   * A waiter whose shared read failed reads for itself.
   */
  answer(key: string, version: string, read: () => Promise<Kept>): Promise<string> {
    const kept = this.get(key, version)
    if (kept !== undefined) return Promise.resolve(kept)
    const flight = `${version}|${key}`
    const under = this.reading.get(flight)
    if (under) return under.catch(() => read().then((r) => r.body))
    const mine = read()
      .then((r) => {
        this.set(key, r.version, r.body)
        return r.body
      })
      .finally(() => this.reading.delete(flight))
    this.reading.set(flight, mine)
    return mine
  }

  /** The answer kept for `key` read at `version`, or undefined. */
  get(key: string, version: string): string | undefined {
    const hit = this.kept.get(key)
    if (!hit || hit.version !== version) return undefined
    // Most recently used last: the Map's order is the eviction order.
    this.kept.delete(key)
    this.kept.set(key, hit)
    return hit.body
  }

  /** Keeps `body` for `key`, read at `version`, in place of what was kept for it. */
  set(key: string, version: string, body: string) {
    const old = this.kept.get(key)
    if (old) {
      this.bytes -= old.body.length
      this.kept.delete(key)
    }
    if (body.length > MAX_BYTES / 4) return
    this.kept.set(key, { version, body })
    this.bytes += body.length
    for (const [k, v] of this.kept) {
      if (this.bytes <= MAX_BYTES) break
      this.kept.delete(k)
      this.bytes -= v.body.length
    }
  }
}
