/**
 * "Demo ready" (issue 50): the server started as `npm start` starts it (server/main.ts, the
 * embedded database on an empty DATA_DIR, SEED=demo), and the seconds from its first listen
 * (/health answers) until /health says the demo seed is done. Before the listen it migrates and
 * writes the tenants, accounts and registries; after it, the demo events, box office, sales
 * history and accommodation are written through the domain verbs while it already answers. That
 * wait is what a person opening the app on a first start sees as "the demo is still filling in".
 * Budget in budgets.ts (`demo-ready`, ≤ 15 s). Alone with `--only demo`.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '../../tests/helpers/server-process.js'
import { serverArgs } from '../lib/server-command.js'
import type { Judged } from './budgets.js'
import { processCpuMs } from './metrics.js'

export interface DemoReadyResult extends Judged {
  /** Seconds from the first listen to the demo seed done (the judged figure). */
  seconds: number
  /** Milliseconds from the spawn to the first /health answer (migrations and registries). */
  listenMs: number
  /**
   * CPU seconds the server and its PGlite child spent meanwhile: what the wait costs whatever the
   * load (on a shared machine the wall time is mostly waiting for a core).
   */
  serverCpuSeconds: number
  databaseCpuSeconds: number
  loadAverage: string
}

/** The server's PGlite child (embedded.ts forks it), once it is there. */
function databasePid(serverPid: number): number | undefined {
  try {
    const children = fs.readFileSync(`/proc/${serverPid}/task/${serverPid}/children`, 'utf8')
    return children
      .trim()
      .split(/\s+/)
      .map(Number)
      .find((pid) => {
        try {
          return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('pglite-child')
        } catch {
          return false
        }
      })
  } catch {
    return undefined
  }
}

const POLL_MS = 50
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')

export async function runDemoReadyCase(timeoutMs = 600_000): Promise<DemoReadyResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventdesk-bench-demo-'))
  const port = await freePort()
  const before = loadAverage()
  const started = performance.now()
  // BENCH_CPU_PROF=<dir>: a V8 CPU profile of the server (as server.ts), to see where the seed's time goes.
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : []
  const child = spawn(process.execPath, [...prof, ...serverArgs()], {
    // DATABASE_URL cleared: the bench's PostgreSQL must not leak into the embedded first start.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED: 'demo',
      STATIC_DIR: '/nonexistent',
      LOG_LEVEL: process.env.BENCH_DEMO_LOG_LEVEL || 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const base = `http://127.0.0.1:${port}`
  let listenAt = 0
  let cpuAtListen = { server: 0, database: 0 }
  const cpuNow = () => {
    const db = databasePid(child.pid!)
    return { server: processCpuMs(child.pid!), database: db ? processCpuMs(db) : 0 }
  }
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server/main.ts exited with ${child.exitCode}`)
      const health = await fetch(`${base}/health`)
        .then((r) => (r.ok ? (r.json() as Promise<{ demoSeed?: string }>) : undefined))
        .catch(() => undefined)
      const now = performance.now()
      if (health && !listenAt) {
        listenAt = now
        cpuAtListen = cpuNow()
      }
      if (health?.demoSeed === 'failed') throw new Error('the demo seed failed (see the server log)')
      if (health?.demoSeed === 'done') {
        const cpu = cpuNow()
        return {
          key: 'demo-ready',
          name: 'demo ready after the first listen (PGlite, empty DATA_DIR)',
          seconds: Math.round((now - listenAt) / 100) / 10,
          listenMs: Math.round(listenAt - started),
          serverCpuSeconds: Math.round((cpu.server - cpuAtListen.server) / 100) / 10,
          databaseCpuSeconds: Math.round((cpu.database - cpuAtListen.database) / 100) / 10,
          loadAverage: `${before} before, ${loadAverage()} after`,
        }
      }
      if (now - started > timeoutMs) throw new Error(`the demo was not ready in ${timeoutMs / 1000} s`)
      await new Promise((r) => setTimeout(r, POLL_MS))
    }
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

export function printDemoReady(r: DemoReadyResult) {
  console.log(
    `\nbench: ${r.name}: ${r.seconds} s (CPU meanwhile: server ${r.serverCpuSeconds} s, PGlite ${r.databaseCpuSeconds} s; listening ${r.listenMs} ms after the spawn; load ${r.loadAverage})`,
  )
}
