/**
 * Diary answers kept per server process, each under the tenant's diary version it was read at
 * (migration 0040 moves the version at the commit of every change the diary shows). An answer is
 * served only while the version a new read finds is the one it was read at, so a change committed
 * anywhere — another process, another server, a fix by hand — is never hidden; nothing has to be
 * told to forget. Bounded by total size, least recently used out first.
 */
const MAX_BYTES = 32 * 1024 * 1024

interface Kept {
  version: number
  body: string
}
const kept = new Map<string, Kept>()
let bytes = 0

/** The answer kept for `key` read at `version`, or undefined. */
export function keptDiary(key: string, version: number): string | undefined {
  const hit = kept.get(key)
  if (!hit || hit.version !== version) return undefined
  // Most recently used last: the Map's order is the eviction order.
  kept.delete(key)
  kept.set(key, hit)
  return hit.body
}

/** Keeps `body` for `key`, read at `version` (an older version never replaces a newer one). */
export function keepDiary(key: string, version: number, body: string) {
  const old = kept.get(key)
  if (old && old.version > version) return
  if (old) {
    bytes -= old.body.length
    kept.delete(key)
  }
  if (body.length > MAX_BYTES / 4) return
  kept.set(key, { version, body })
  bytes += body.length
  for (const [k, v] of kept) {
    if (bytes <= MAX_BYTES) break
    kept.delete(k)
    bytes -= v.body.length
  }
}

/** Forgets everything (tests). */
export function forgetDiaries() {
  kept.clear()
  bytes = 0
}
