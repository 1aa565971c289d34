/**
 * `npm run bench`: starts the bare Fastify yardstick and the product on PostgreSQL
 * (BENCH_DATABASE_URL, default the local server's `eventdesk_bench`), measures each case with
 * autocannon in the same run, prints req/s, p50, p99 and the ratio to the bare route; then the
 * page case (scripts/bench/pages-case.ts: start times, JS transferred and LCP in Chromium).
 * Writes bench/results/latest.json and exits 1 when a budget is missed. `--only api` or
 * `--only pages` (or BENCH_ONLY) runs one part. Not part of `npm test`: speed is judged here.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { cases, type BenchCase } from './bench/cases.js'
import { freePort } from '../tests/helpers/server-process.js'
import { openDatabase } from '../server/db/connection.js'
import { migrateToLatest } from '../server/db/migrate.js'
import { isDatabaseEmpty, seedDemo } from '../server/seed/index.js'
import { seedLarge } from './bench/seed-large.js'
import { printPages, runPagesCase, type PagesResult } from './bench/pages-case.js'

const databaseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/eventdesk_bench'
const duration = Number(process.env.BENCH_DURATION || 10)
const connections = Number(process.env.BENCH_CONNECTIONS || 50)
const onlyArg = process.argv.indexOf('--only')
const only = onlyArg >= 0 ? process.argv[onlyArg + 1] : process.env.BENCH_ONLY
if (only !== undefined && only !== 'api' && only !== 'pages') {
  console.error(`bench: --only takes api or pages, not ${only}`)
  process.exit(2)
}

async function ensureDatabase(url: string) {
  const u = new URL(url)
  const name = u.pathname.slice(1)
  u.pathname = '/postgres'
  const admin = new pg.Client({ connectionString: u.toString() })
  await admin.connect()
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name])
  if (!exists.rowCount) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`)
  await admin.end()
}

async function startProcess(args: string[], env: Record<string, string>, healthPath: string) {
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`)
    try {
      if ((await fetch(base + healthPath)).ok) break
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error(`${args.join(' ')} did not start`)
    await new Promise((r) => setTimeout(r, 250))
  }
  return { base, stop: () => child.kill('SIGTERM') }
}

interface Measured {
  name: string
  requestsPerSec: number
  p50: number
  p99: number
  errors: number
  non2xx: number
  ratio?: number
  minRatio?: number
}

/** Signs the demo admin in once; the cases that need a token share it (15 min is plenty). */
async function adminToken(base: string) {
  const res = await fetch(`${base}/cm-oauth/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from('eventdesk-web:eventdesk-secret').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'password',
      username: 'admin@demo.test',
      password: 'Demo@2026',
      system_id: '77',
    }),
  })
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { access_token: string }).access_token
}

/** Fills `{firstEnvironmentType}`-style placeholders with the id of the first record of that registry. */
async function resolvePath(base: string, token: string, path: string) {
  const m = /\{first(\w+)\}/.exec(path)
  if (!m) return path
  const registry = m[1].replace(/[A-Z]/g, (c, i) => (i ? '-' : '') + c.toLowerCase())
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  // Events are listed with a POST and a filter body; registries with a GET.
  const res =
    registry === 'event'
      ? await fetch(`${base}/events/event/list-events?size=1`, { method: 'POST', headers, body: '{}' })
      : await fetch(`${base}/events/${registry}?size=1`, { headers })
  const page = (await res.json()) as { content: { id: number }[] }
  return path.replace(m[0], String(page.content[0]?.id ?? 1))
}

async function measure(
  name: string,
  base: string,
  c: Pick<BenchCase, 'method' | 'path' | 'body'>,
  token?: string,
): Promise<Measured> {
  const headers: Record<string, string> = {}
  if (c.body !== undefined) headers['content-type'] = 'application/json'
  if (token) headers.authorization = `Bearer ${token}`
  const r = await autocannon({
    url: base + c.path,
    method: c.method ?? 'GET',
    body: c.body === undefined ? undefined : JSON.stringify(c.body),
    headers,
    connections,
    duration,
  })
  return {
    name,
    requestsPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
  }
}

async function runApiCases(): Promise<Measured[]> {
  await ensureDatabase(databaseUrl)
  // Migrate and seed the demo data, then the large set, before the server under test starts.
  const handle = await openDatabase({ databaseUrl, dataDir: 'memory://' })
  try {
    await migrateToLatest(handle.db)
    if (await isDatabaseEmpty(handle.db)) await seedDemo(handle.db)
    if (process.env.BENCH_LARGE !== 'none') await seedLarge(handle.db)
  } finally {
    await handle.close()
  }
  const bare = await startProcess(['scripts/bench/bare-server.ts'], {}, '/bare')
  const app = await startProcess(
    ['server/main.ts'],
    { DATABASE_URL: databaseUrl, SEED: 'demo', STATIC_DIR: '/nonexistent' },
    '/health',
  )
  try {
    const baseline = await measure('bare Fastify JSON route', bare.base, { path: '/bare' })
    const results: Measured[] = [baseline]
    const token = await adminToken(app.base)
    for (const c of cases) {
      const path = c.auth ? await resolvePath(app.base, token, c.path) : c.path
      const m = await measure(c.name, app.base, { ...c, path }, c.auth ? token : undefined)
      m.ratio = Number((m.requestsPerSec / baseline.requestsPerSec).toFixed(3))
      m.minRatio = c.minRatio
      results.push(m)
    }
    console.log(
      `\nbench: ${connections} connections, ${duration} s each, ${os.cpus().length} cores, database ${new URL(databaseUrl).pathname.slice(1)}`,
    )
    console.table(
      results.map((r) => ({
        case: r.name,
        'req/s': r.requestsPerSec,
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        ratio: r.ratio ?? 1,
        budget: r.minRatio ?? '',
        errors: r.errors + r.non2xx,
      })),
    )
    return results
  } finally {
    bare.stop()
    app.stop()
  }
}

async function main() {
  const results = only === 'pages' ? undefined : await runApiCases()
  const pages: PagesResult | undefined = only === 'api' ? undefined : await runPagesCase()
  if (pages) printPages(pages)
  const out = path.resolve('bench/results/latest.json')
  fs.mkdirSync(path.dirname(out), { recursive: true })
  const written = {
    at: new Date().toISOString(),
    ...(results && { duration, connections, results }),
    ...(pages && { start: pages.start, pages: pages.pages }),
  }
  fs.writeFileSync(out, JSON.stringify(written, null, 2))
  console.log(`bench: wrote ${path.relative(process.cwd(), out)}`)
  const over = (results ?? []).filter((r) => r.minRatio !== undefined && (r.ratio ?? 0) < r.minRatio)
  if (over.length) console.error(`bench: below budget: ${over.map((r) => r.name).join(', ')}`)
  if (pages?.missed.length) console.error(`bench: over page budget: ${pages.missed.join('; ')}`)
  if (over.length || pages?.missed.length) process.exitCode = 1
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
