/**
 * The embedded default (PGlite, a fresh DATA_DIR with the demo seed): the registry list, judged
 * against the same endpoint on PostgreSQL, and /health probed by one connection while ten load the
 * event list (every request holds PGlite's single session, so a health check can queue behind
 * them). No SQL replay here: PGlite's connections share one session, so a replay beside the
 * server would measure the queue, not the SQL.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { adminToken, load, runCase, type CaseResult } from './api-cases.js'
import { cases } from './cases.js'
import { cpuMsPerRequest, processCpuMs } from './metrics.js'
import { startServer } from './server.js'

const byKey = (key: string) => cases.find((c) => c.key === key)!

export async function runPgliteCases(connections: number, duration: number): Promise<CaseResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventdesk-bench-pglite-'))
  const server = await startServer({ DATABASE_URL: '', DATA_DIR: dataDir, SEED: 'demo' })
  try {
    const token = await adminToken(server.base)
    const registry = await runCase(server, byKey('registry-list'), {
      token,
      connections,
      duration,
      key: 'pglite:registry-list',
      name: `${byKey('registry-list').name} (PGlite)`,
    })
    const list = byKey('event-list')
    const cpuBefore = processCpuMs(server.pid)
    const [listed, health] = await Promise.all([
      load(server.base, { ...list, token, connections: 10, duration }),
      load(server.base, { path: '/health', connections: 1, duration }),
    ])
    const cpu = cpuMsPerRequest(cpuBefore, processCpuMs(server.pid), listed.requests + health.requests)
    const row = (key: string, name: string, r: typeof listed): CaseResult => ({
      key,
      name,
      requestsPerSec: r.requestsPerSec,
      p50: r.p50,
      p99: r.p99,
      serverCpuMsPerRequest: cpu,
      errors: r.errors,
    })
    return [
      registry,
      row('pglite:event-list@10', `${list.name} @10 (PGlite, beside /health)`, listed),
      row('pglite:health-under-load', 'GET /health while 10 connections list events (PGlite)', health),
    ]
  } finally {
    await server.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
