/**
 * The server under test, in its own process (so it has its own CPU time to read in /proc), with
 * capture-hook.ts preloaded: `capture(request)` sends one request marked for capture and returns
 * the SQL statements the server sent for it.
 */
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { freePort } from '../../tests/helpers/server-process.js'
import { serverArgs } from '../lib/server-command.js'
import type { CapturedStatement } from './replay.js'

export interface BenchServer {
  base: string
  pid: number
  capture(path: string, init: RequestInit): Promise<{ status: number; statements: CapturedStatement[] }>
  stop(): Promise<void>
}

export async function startServer(env: Record<string, string>, timeoutMs = 600_000): Promise<BenchServer> {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [
      // BENCH_CPU_PROF=<dir>: a V8 CPU profile of the server under test, to see where its time goes;
      // BENCH_NODE_FLAGS: more Node flags for it, space-separated (e.g. --trace-gc).
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : []),
      ...(process.env.BENCH_NODE_FLAGS ? process.env.BENCH_NODE_FLAGS.split(' ').filter(Boolean) : []),
      ...serverArgs('--import', './scripts/bench/capture-hook.ts'),
    ],
    {
      env: {
        ...process.env,
        STATIC_DIR: '/nonexistent',
        LOG_LEVEL: 'warn',
        // The limiter counts every request as in production, but 50 connections on one token would
        // pass 1,200 a minute in a second: quotas no case reaches, so the figures are the work's.
        RATE_LIMIT_TOKEN: '1000000000',
        RATE_LIMIT_TENANT: '1000000000',
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  )
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + timeoutMs
  try {
    // Ready once /health answers and the demo seed (which an empty embedded database runs in the
    // background) is no longer writing: a seed running meanwhile would skew every figure.
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server/main.ts exited with ${child.exitCode}`)
      const health = await fetch(`${base}/health`)
        .then((r) => (r.ok ? (r.json() as Promise<{ demoSeed?: string }>) : undefined))
        .catch(() => undefined)
      if (health?.demoSeed === 'failed') throw new Error('the demo seed failed (see the server log)')
      if (health && health.demoSeed !== 'seeding') break
      if (Date.now() > deadline) throw new Error(`server/main.ts was not ready in ${timeoutMs / 1000} s`)
      await new Promise((r) => setTimeout(r, 250))
    }
  } catch (err) {
    await stop()
    throw err
  }

  function take(id: string) {
    return new Promise<CapturedStatement[]>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the server did not hand over the capture')), 10_000)
      const onMessage = (m: { type?: string; id?: string; statements?: CapturedStatement[] }) => {
        if (m?.type !== 'bench-capture' || m.id !== id) return
        clearTimeout(timer)
        child.off('message', onMessage)
        resolve(m.statements ?? [])
      }
      child.on('message', onMessage)
      child.send({ type: 'bench-capture-take', id })
    })
  }

  return {
    base,
    pid: child.pid!,
    async capture(path, init) {
      const id = randomUUID()
      const res = await fetch(base + path, { ...init, headers: { ...init.headers, 'x-bench-capture': id } })
      await res.arrayBuffer()
      // Anything the request does after answering (e.g. an onResponse hook) has a moment to finish.
      await new Promise((r) => setTimeout(r, 100))
      return { status: res.status, statements: await take(id) }
    },
    stop,
  }
}
