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
