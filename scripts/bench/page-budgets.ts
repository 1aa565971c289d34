/**
 * Page-weight budgets of issue 12 and the arithmetic over what Chromium measured. KB here is
 * 1000 bytes, as Chromium's DevTools counts, the stricter reading of "150 KB".
 */
export interface PageBudget {
  page: string
  /** Most JS bytes (encoded bodies, as transferred) a cold load of the page may download. */
  maxJsBytes: number
  /** Largest Contentful Paint budget, when the issue names one. */
  maxLcpMs?: number
}

export const pageBudgets: PageBudget[] = [
  { page: '/login', maxJsBytes: 150_000 },
  { page: '/app/event', maxJsBytes: 350_000, maxLcpMs: 1000 },
]

/** One resource as the page's Resource Timing reports it. */
export interface ResourceEntry {
  name: string
  encodedBodySize: number
}

/** JS files are told by their URL path (module scripts, modulepreloads and lazy chunks alike). */
export function scriptBytes(entries: ResourceEntry[]): { bytes: number; files: number } {
  const scripts = entries.filter((e) => /\.m?js$/.test(new URL(e.name).pathname))
  return { bytes: scripts.reduce((sum, e) => sum + e.encodedBodySize, 0), files: scripts.length }
}

export interface PageMeasure {
  page: string
  jsBytes: number
  jsFiles: number
  lcpMs?: number
  maxJsBytes: number
  maxLcpMs?: number
}

/** What each missed budget is, in words for the bench's last line; empty when all are kept. */
export function missedBudgets(measures: PageMeasure[]): string[] {
  const missed: string[] = []
  for (const m of measures) {
    if (m.jsBytes > m.maxJsBytes) missed.push(`${m.page} JS ${kb(m.jsBytes)} > ${kb(m.maxJsBytes)}`)
    if (m.maxLcpMs !== undefined && (m.lcpMs === undefined || m.lcpMs > m.maxLcpMs)) {
      missed.push(
        `${m.page} LCP ${m.lcpMs === undefined ? 'not measured' : `${m.lcpMs} ms`} > ${m.maxLcpMs} ms`,
      )
    }
  }
  return missed
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`

/** The middle value (the upper one of an even count): one slow run on a shared machine does not decide. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}
