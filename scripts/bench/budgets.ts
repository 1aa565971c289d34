/**
 * The API budgets of issue 15, in one table: what each case must keep on this machine (2 cores
 * shared by the server and PostgreSQL). `npm run bench` exits 1 when one is missed, unless
 * BENCH_REPORT_ONLY=1. A case that was not run (e.g. BENCH_PGLITE=none) is not judged.
 */
export type BudgetMetric =
  | 'serverCpuMsPerRequest'
  | 'p99'
  | 'requestsPerSec'
  | 'firstRenderMs'
  | 'longestTaskMs'
  | 'seconds'
  | 'rssGrowthMb'

export interface Budget {
  /** BenchCase key, or a derived run: `<key>@<connections>`, `pglite:<key>`. */
  key: string
  metric: BudgetMetric
  max?: number
  /** A floor; with `of`, a fraction of the same metric of that other case. */
  min?: number
  of?: string
}

const lean = ['event-list', 'event-totals', 'registry-list', 'registry-search', 'registry-autocomplete']
export const budgets: Budget[] = [
  // The server's own CPU per request: what lets sqlRatio approach the 0.70 we hold the bench to.
  ...[...lean, 'event-read'].map((key) => ({ key, metric: 'serverCpuMsPerRequest' as const, max: 0.5 })),
  { key: 'event-list@10', metric: 'p99', max: 50 },
  // Embedded default: the registry list at 40 % of PostgreSQL, and /health not queued behind a load.
  { key: 'pglite:registry-list', metric: 'requestsPerSec', min: 0.4, of: 'registry-list' },
  { key: 'pglite:health-under-load', metric: 'p99', max: 50 },
  // Issue 16, 300 rooms × 100,000 bookings at 10 connections.
  { key: 'availability-environment@10', metric: 'p99', max: 30 },
  { key: 'environment-suggest@10', metric: 'p99', max: 100 },
  // Issue 36: the diary of a 300-room week, re-read by every open diary on every push.
  { key: 'diary-week@10', metric: 'p99', max: 50 },
  { key: 'diary-week@10', metric: 'serverCpuMsPerRequest', max: 2 },
  // Issue 37: a compound room's calendar feed over the diary tenant, one calendar polling.
  { key: 'calendar-feed', metric: 'p99', max: 200 },
  // Issue 16, Chromium: navigation → the environment timeline drawn with 300 rooms × 2,000 bookings.
  { key: 'timeline-first-render', metric: 'firstRenderMs', max: 1000 },
  // Issue 36, Chromium: 500 rooms × a month with 10,000 bookings, and a pan never blocking long.
  { key: 'timeline-500-month', metric: 'firstRenderMs', max: 1500 },
  { key: 'timeline-500-month', metric: 'longestTaskMs', max: 100 },
  // Issue 21: 1,000 buyers at once for 500 places, tickets sold per second.
  { key: 'ticket-rush', metric: 'requestsPerSec', min: 2000 },
  // Issue 19: the event report over 100,000 events to XLSX, and the server's memory meanwhile.
  { key: 'report-event-xlsx', metric: 'seconds', max: 10 },
  { key: 'report-event-xlsx', metric: 'rssGrowthMb', max: 300 },
  // Issue 50: a first start on an empty embedded DATA_DIR, from its first listen to the demo ready.
  { key: 'demo-ready', metric: 'seconds', max: 15 },
]

/** A measured case: an API case has rates and latencies, the browser measure a first render. */
export interface Judged {
  key: string
  name: string
  requestsPerSec?: number
  p99?: number
  serverCpuMsPerRequest?: number
  firstRenderMs?: number
  longestTaskMs?: number
  seconds?: number
  rssGrowthMb?: number
  errors?: number
}

const unit: Record<BudgetMetric, string> = {
  serverCpuMsPerRequest: ' ms',
  p99: ' ms',
  requestsPerSec: '',
  firstRenderMs: ' ms',
  longestTaskMs: ' ms',
  seconds: ' s',
  rssGrowthMb: ' MB',
}

function describe(b: Budget) {
  if (b.max !== undefined) return `${b.metric} ≤ ${b.max}${unit[b.metric]}`
  return b.of ? `${b.metric} ≥ ${b.min} × ${b.of}` : `${b.metric} ≥ ${b.min}${unit[b.metric]}`
}

/** The budgets of one case as the table and latest.json show them; null when it has none. */
export function budgetText(key: string, table = budgets) {
  const mine = table.filter((b) => b.key === key)
  return mine.length ? mine.map(describe).join('; ') : null
}

/** One line per missed budget; a budget whose measure is missing counts as missed. */
export function missedBudgets(results: Judged[], table = budgets) {
  const byKey = new Map(results.map((r) => [r.key, r]))
  const missed: string[] = []
  for (const b of table) {
    const r = byKey.get(b.key)
    if (!r) continue
    const value = r[b.metric]
    let limit = b.max ?? b.min!
    if (b.of) {
      const other = byKey.get(b.of)?.[b.metric]
      if (other === undefined) {
        missed.push(`${r.name}: ${b.of} not measured (${describe(b)})`)
        continue
      }
      limit = Math.round(b.min! * other * 1000) / 1000
    }
    const ok = value !== undefined && (b.max !== undefined ? value <= limit : value >= limit)
    if (!ok) {
      const sign = b.max !== undefined ? '>' : '<'
      const shown = value === undefined ? 'not measured' : String(value)
      missed.push(`${r.name}: ${b.metric} ${shown} ${sign} ${limit}${unit[b.metric]}`)
    }
  }
  return missed
}
