/**
 * One API case of the bench: capture the endpoint's SQL from one real request, load the endpoint
 * with autocannon while reading the server's CPU time, then replay the captured SQL straight at
 * PostgreSQL with as many connections for as long: API and its yardstick alternate, case by case.
 */
import autocannon from 'autocannon'
import type { BenchCase } from './cases.js'
import { cpuMsPerRequest, processCpuMs, sqlRatio } from './metrics.js'
import { replay } from './replay.js'
import type { BenchServer } from './server.js'

export interface CaseResult {
  key: string
  name: string
  requestsPerSec: number
  p50: number
  p99: number
  rawSqlPerSec?: number
  sqlRatio?: number
  serverCpuMsPerRequest?: number
  /** Statements one request sends (its round trips), for the table. */
  statements?: number
  errors: number
}

export interface Load {
  path: string
  method?: string
  body?: unknown
  token?: string
  connections: number
  duration: number
}

function requestInit(l: Pick<Load, 'method' | 'body' | 'token'>) {
  const headers: Record<string, string> = {}
  if (l.body !== undefined) headers['content-type'] = 'application/json'
  if (l.token) headers.authorization = `Bearer ${l.token}`
  return {
    method: l.method ?? 'GET',
    headers,
    body: l.body === undefined ? undefined : JSON.stringify(l.body),
  }
}

/** autocannon on one endpoint; `requests` is every answer, for the CPU per request. */
export async function load(base: string, l: Load) {
  const init = requestInit(l)
  const r = await autocannon({
    url: base + l.path,
    method: init.method as 'GET',
    body: init.body,
    headers: init.headers,
    connections: l.connections,
    duration: l.duration,
  })
  return {
    requestsPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    errors: r.errors + r.timeouts + r.non2xx,
  }
}

export const demoAdmin = { email: 'admin@demo.test', password: 'Demo@2026' }

/** Signs an admin (the demo's by default) in once; the cases that need a token share it (15 min is plenty). */
export async function adminToken(base: string, account = demoAdmin) {
  const res = await fetch(`${base}/cm-oauth/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from('eventdesk-web:eventdesk-secret').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'password',
      username: account.email,
      password: account.password,
      system_id: '77',
    }),
  })
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { access_token: string }).access_token
}

/** Fills `{firstEnvironmentType}`-style placeholders with the id of the first record of that registry. */
export async function resolvePath(base: string, token: string, path: string) {
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

/**
 * Measures `c` on `server`: warm-up, capture, API load with the server's CPU read before and
 * after, then (with `databaseUrl`) the replay of the captured SQL.
 */
export async function runCase(
  server: BenchServer,
  c: BenchCase,
  opts: {
    token: string
    connections: number
    duration: number
    databaseUrl?: string
    key?: string
    name?: string
  },
): Promise<CaseResult> {
  const path = c.auth ? await resolvePath(server.base, opts.token, c.path) : c.path
  const l: Load = {
    ...c,
    path,
    token: c.auth ? opts.token : undefined,
    connections: opts.connections,
    duration: opts.duration,
  }
  const init = requestInit(l)
  // Warm caches the first request fills (the tenant tables of the wall, the JWT key) before capturing.
  for (let i = 0; i < 3; i++) await (await fetch(server.base + path, init)).arrayBuffer()
  const captured = await server.capture(path, init)
  if (captured.status >= 400) throw new Error(`${c.name}: the captured request answered ${captured.status}`)
  if (process.env.BENCH_SHOW_SQL === '1')
    console.log(
      `bench: ${c.name} sends\n${captured.statements.map((s) => `  ${JSON.stringify(s)}`).join('\n')}`,
    )
  const cpuBefore = processCpuMs(server.pid)
  const api = await load(server.base, l)
  const cpu = cpuMsPerRequest(cpuBefore, processCpuMs(server.pid), api.requests)
  const raw =
    opts.databaseUrl && captured.statements.length
      ? await replay(opts.databaseUrl, captured.statements, opts.connections, opts.duration)
      : undefined
  return {
    key: opts.key ?? c.key,
    name: opts.name ?? c.name,
    requestsPerSec: api.requestsPerSec,
    p50: api.p50,
    p99: api.p99,
    rawSqlPerSec: raw?.perSec,
    sqlRatio: sqlRatio(api.requestsPerSec, raw?.perSec),
    serverCpuMsPerRequest: cpu,
    statements: captured.statements.length,
    errors: api.errors + (raw?.errors ?? 0),
  }
}
