/**
 * `npm run bench`: prepares the PostgreSQL database (BENCH_DATABASE_URL, default the local server's
 * `eventdesk_bench`: migrations, demo seed, the large set), starts the product on it and measures
 * each case against a replay of its own SQL (scripts/bench/api-cases.ts), then the embedded
 * default (pglite-cases.ts), then the page case (pages-case.ts: start times, JS transferred and LCP
 * in Chromium). Prints the table and the load average, writes bench/results/latest.json and exits 1
 * when a budget (scripts/bench/budgets.ts) is missed, unless BENCH_REPORT_ONLY=1. `--only api`,
 * `--only pages`, `--only seed`, `--only diary` (the occupancy cases of issue 16 alone) or
 * `--only timeline` (the environment timeline's first render in Chromium, timeline-case.ts),
 * `--only rush` (the ticket rush of issue 21 alone; or BENCH_ONLY), `--only report` (the event
 * report of issue 19 over 100,000 events to XLSX, report-case.ts), `--only cluster` (issue 39: one
 * and two servers behind HAProxy, cluster-case.ts), `--only demo` (issue 50: a first start on an
 * empty embedded DATA_DIR, its first listen to the demo ready, demo-ready-case.ts) runs one part;
 * a full run ends with the demo start, the report and the timeline. Not part of `npm test`.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { cases } from './bench/cases.js'
import { adminToken, runCase, type CaseResult } from './bench/api-cases.js'
import { diaryCases, diaryConnections } from './bench/diary-cases.js'
import { rushCase } from './bench/rush-case.js'
import { calendarFeedCase } from './bench/calendar-feed-case.js'
import { printReport, runReportCase, type ReportResult } from './bench/report-case.js'
import { diaryAccount, seedDiary } from './bench/seed-diary.js'
import type { DiaryIds } from './bench/seed-diary-sql.js'
import { budgetText, missedBudgets } from './bench/budgets.js'
import { runPgliteCases } from './bench/pglite-cases.js'
import { startServer } from './bench/server.js'
import { openDatabase } from '../server/db/connection.js'
import { migrateToLatest } from '../server/db/migrate.js'
import { seedDemoIfEmpty } from './bench/demo-seed.js'
import { largeEventsOption, seedLarge } from './bench/seed-large.js'
import { printPages, runPagesCase, type PagesResult } from './bench/pages-case.js'
import { ensureDatabase } from './bench/database.js'
import { printCluster, runClusterCase, type ClusterRow } from './bench/cluster-case.js'
import { printTimeline, runTimelineCase, type TimelineResult } from './bench/timeline-case.js'
import { printDemoReady, runDemoReadyCase, type DemoReadyResult } from './bench/demo-ready-case.js'

const databaseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/eventdesk_bench'
const duration = Number(process.env.BENCH_DURATION || 10)
const connections = Number(process.env.BENCH_CONNECTIONS || 50)
const reportOnly = process.env.BENCH_REPORT_ONLY === '1'
const largeEvents = largeEventsOption(process.env.BENCH_LARGE)
const onlyArg = process.argv.indexOf('--only')
const only = onlyArg >= 0 ? process.argv[onlyArg + 1] : process.env.BENCH_ONLY
// BENCH_CASES=registry-list,event-read: only these API and occupancy cases (no rush), to iterate on one.
const caseKeys = process.env.BENCH_CASES?.split(',').filter(Boolean)
if (
  only !== undefined &&
  !['api', 'pages', 'seed', 'diary', 'timeline', 'rush', 'report', 'cluster', 'demo'].includes(only)
) {
  console.error(
    `bench: --only takes api, pages, seed, diary, timeline, rush, report, cluster or demo, not ${only}`,
  )
  process.exit(2)
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')

async function prepareDatabase(url: string): Promise<DiaryIds> {
  await ensureDatabase(url)
  // Migrate and seed the demo data, then the large set, before the server under test starts.
  const handle = await openDatabase({ databaseUrl: url, dataDir: 'memory://' })
  try {
    await migrateToLatest(handle.db)
    await seedDemoIfEmpty(handle)
    if (largeEvents) await seedLarge(handle.db, largeEvents)
    // The rush alone needs no diary tenant (its 100,000 bookings take minutes to write).
    return only === 'rush' ? ({} as DiaryIds) : await seedDiary(handle.db)
  } finally {
    await handle.close()
  }
}

async function runPostgresCases(diary: DiaryIds): Promise<CaseResult[]> {
  const server = await startServer({ DATABASE_URL: databaseUrl, SEED: 'demo' })
  try {
    const token = await adminToken(server.base)
    const results: CaseResult[] = []
    // The occupancy cases sign in to the diary's own tenant, always at 10 connections.
    // The ticket rush (issue 21): 1,000 buyers at once for 500 places.
    if (only !== 'diary' && !caseKeys) results.push(await rushCase(server, token))
    if (only === 'rush') return results
    const diaryToken = await adminToken(server.base, diaryAccount)
    for (const c of diaryCases(diary).filter((c) => !caseKeys || caseKeys.includes(c.key)))
      results.push(
        await runCase(server, c, { token: diaryToken, connections: diaryConnections, duration, databaseUrl }),
      )
    // Issue 37: one calendar polling a room's feed (the answer's time is the budget, not a rate).
    if (!caseKeys || caseKeys.includes('calendar-feed')) {
      const feed = await calendarFeedCase(server.base, diaryToken, diary.compoundRoom)
      results.push(await runCase(server, feed, { token: diaryToken, connections: 1, duration, databaseUrl }))
    }
    for (const c of only === 'diary' ? [] : cases.filter((c) => !caseKeys || caseKeys.includes(c.key))) {
      results.push(await runCase(server, c, { token, connections, duration, databaseUrl }))
      // The event list is also judged at 10 connections, where its p99 has a budget.
      if (c.key === 'event-list')
        results.push(
          await runCase(server, c, {
            token,
            connections: 10,
            duration,
            databaseUrl,
            key: 'event-list@10',
            name: `${c.name} @10`,
          }),
        )
    }
    return results
  } finally {
    await server.stop()
  }
}

const shown = (n: number | undefined) => n ?? ''

function printApi(results: CaseResult[], loadStart: string) {
  console.log(
    `\nbench: ${connections} connections (unless @N), ${duration} s each, ${os.cpus().length} cores, database ${new URL(databaseUrl).pathname.slice(1)}, ${largeEvents} large events`,
  )
  console.log(`bench: load average ${loadStart} before, ${loadAverage()} after (1, 5, 15 min)`)
  console.table(
    results.map((r) => ({
      case: r.name,
      'req/s': r.requestsPerSec,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'raw SQL/s': shown(r.rawSqlPerSec),
      sqlRatio: shown(r.sqlRatio),
      'cpu ms/req': shown(r.serverCpuMsPerRequest),
      stmts: shown(r.statements),
      budget: budgetText(r.key) ?? '',
      errors: r.errors,
    })),
  )
}

async function runApi() {
  const loadStart = loadAverage()
  const diary = await prepareDatabase(databaseUrl)
  const results = await runPostgresCases(diary)
  if (process.env.BENCH_PGLITE !== 'none' && only !== 'diary' && only !== 'rush')
    results.push(...(await runPgliteCases(connections, duration)))
  printApi(results, loadStart)
  return { results, loadAverage: { before: loadStart, after: loadAverage() } }
}

/** Issue 39's servers behind HAProxy: with `--only cluster`, or in a full run when haproxy is here. */
async function runCluster(): Promise<ClusterRow[] | undefined> {
  if (only !== 'cluster' && (only !== undefined || spawnSync('haproxy', ['-v']).status !== 0))
    return undefined
  if (only === 'cluster') await prepareDatabase(databaseUrl)
  const rows = await runClusterCase(databaseUrl, duration)
  printCluster(rows)
  return rows
}

async function main() {
  if (only === 'seed') return void (await prepareDatabase(databaseUrl))
  const api =
    only === 'pages' || only === 'timeline' || only === 'report' || only === 'cluster' || only === 'demo'
      ? undefined
      : await runApi()
  const cluster = await runCluster()
  // On a machine the API cases have left alone: the demo seed is CPU-bound on the 2 cores.
  const demo: DemoReadyResult | undefined =
    only === undefined || only === 'demo' ? await runDemoReadyCase() : undefined
  if (demo) printDemoReady(demo)
  const report: ReportResult | undefined =
    only === undefined || only === 'report' ? await runReportCase(databaseUrl) : undefined
  if (report) printReport(report)
  const pages: PagesResult | undefined =
    only === undefined || only === 'pages' ? await runPagesCase() : undefined
  if (pages) printPages(pages)
  const timelines: TimelineResult[] =
    only === undefined || only === 'timeline' ? await runTimelineCase(databaseUrl) : []
  for (const t of timelines) printTimeline(t)
  const judged = [...(api?.results ?? []), ...(demo ? [demo] : []), ...(report ? [report] : []), ...timelines]
  const missed = missedBudgets(judged)
  for (const r of judged) if (r.errors) missed.push(`${r.name}: ${r.errors} errors or non-2xx answers`)
  for (const r of cluster ?? [])
    if (r.errors) missed.push(`${r.case} (${r.servers} servers): ${r.errors} errors or non-2xx answers`)
  const out = path.resolve('bench/results/latest.json')
  fs.mkdirSync(path.dirname(out), { recursive: true })
  const written = {
    at: new Date().toISOString(),
    ...(api && {
      duration,
      connections,
      largeEvents,
      loadAverage: api.loadAverage,
      missed,
      results: api.results.map((r) => ({
        name: r.name,
        requestsPerSec: r.requestsPerSec,
        p50: r.p50,
        p99: r.p99,
        rawSqlPerSec: r.rawSqlPerSec ?? null,
        sqlRatio: r.sqlRatio ?? null,
        serverCpuMsPerRequest: r.serverCpuMsPerRequest ?? null,
        budget: budgetText(r.key),
      })),
    }),
    ...(pages && { start: pages.start, pages: pages.pages }),
    ...(cluster && { cluster }),
    ...(demo && { demoReady: { ...demo, budget: budgetText(demo.key) } }),
    ...(report && { report: { ...report, budget: budgetText(report.key) } }),
    ...(timelines.length && {
      timelines: timelines.map((t) => ({ ...t, budget: budgetText(t.key) })),
    }),
  }
  fs.writeFileSync(out, JSON.stringify(written, null, 2))
  console.log(`bench: wrote ${path.relative(process.cwd(), out)}`)
  if (missed.length) console.error(`bench: budget missed:\n  ${missed.join('\n  ')}`)
  if (pages?.missed.length) console.error(`bench: over page budget: ${pages.missed.join('; ')}`)
  if ((missed.length || pages?.missed.length) && !reportOnly) process.exitCode = 1
  else if (missed.length || pages?.missed.length) console.error('bench: BENCH_REPORT_ONLY=1, exiting 0')
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
