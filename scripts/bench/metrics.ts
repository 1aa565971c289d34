/** The bench's arithmetic, kept apart so it is unit-tested (metrics.test.ts). */
import fs from 'node:fs'

/** Linux reports process times in clock ticks; 100 per second on every common kernel. */
export const CLOCK_TICKS_PER_SECOND = 100

/** `p`-th percentile (nearest rank) of ascending `sorted`; 0 for none. */
export function percentile(sorted: number[], p: number) {
  if (!sorted.length) return 0
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]
}

/**
 * utime + stime (user and system CPU, in clock ticks) from the text of /proc/<pid>/stat. The
 * command name (field 2) may hold spaces and parentheses, so fields are counted after its last ')'.
 */
export function cpuTicksFromStat(stat: string) {
  const rest = stat
    .slice(stat.lastIndexOf(')') + 2)
    .trim()
    .split(/\s+/)
  // rest[0] is field 3 (state): utime is field 14, stime field 15.
  const utime = Number(rest[11])
  const stime = Number(rest[12])
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) throw new Error('unreadable /proc stat')
  return utime + stime
}

/** CPU milliseconds the process `pid` has used so far. */
export function processCpuMs(pid: number) {
  return (cpuTicksFromStat(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')) * 1000) / CLOCK_TICKS_PER_SECOND
}

/** Server CPU per request during a case; undefined when nothing was answered. */
export function cpuMsPerRequest(cpuMsBefore: number, cpuMsAfter: number, requests: number) {
  if (!(requests > 0)) return undefined
  return round((cpuMsAfter - cpuMsBefore) / requests, 3)
}

/** API req/s ÷ raw SQL sequences/s: 1 would mean the server costs nothing beyond its SQL. */
export function sqlRatio(apiPerSec: number, rawPerSec: number | undefined) {
  if (rawPerSec === undefined || !(rawPerSec > 0)) return undefined
  return round(apiPerSec / rawPerSec, 3)
}

export function round(n: number, digits: number) {
  const f = 10 ** digits
  return Math.round(n * f) / f
}
