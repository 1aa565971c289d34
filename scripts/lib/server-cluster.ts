/**
 * `WORKERS=N npm start` on PostgreSQL: this process forks N servers that share the port through
 * node:cluster (the primary accepts and hands connections round-robin), so a bigger machine uses
 * its cores. Nothing a request needs lives in one server: sign-in throttles, caches, pushes and jobs
 * go through PostgreSQL, files through FILES_DIR.
 */
import cluster, { type Worker } from 'node:cluster'
import path from 'node:path'
import { serverNodeFlags } from './server-command.js'

export function runServerCluster(workers: number) {
  cluster.setupPrimary({
    exec: path.resolve('server/main.ts'),
    execArgv: [...serverNodeFlags, '--import', 'tsx'],
  })
  let stopping = false
  let exitCode = 0
  // Kept here: cluster.workers drops a worker only once its IPC channel closed too.
  const alive = new Set<Worker>()
  const listened = new WeakSet<Worker>()
  const start = () => {
    const worker = cluster.fork()
    alive.add(worker)
    worker.once('listening', () => listened.add(worker))
    worker.once('exit', (code, signal) => {
      alive.delete(worker)
      if (stopping) {
        if (alive.size === 0) process.exit(exitCode)
        return
      }
      // One that never listened failed to start (bad variable, database unreachable): another
      // would fail the same way, so stop all and say it with its exit code.
      if (!listened.has(worker)) {
        console.error(`start: a server exited before listening (${code ?? signal}); stopping`)
        stop('SIGTERM', code || 1)
        return
      }
      // A server that dies later (database lost, OOM) is replaced, as a supervisor would.
      console.error(`start: server ${worker.process.pid} exited (${code ?? signal}); starting another`)
      start()
    })
  }
  const stop = (signal: NodeJS.Signals, code = 0) => {
    if (stopping) return
    stopping = true
    exitCode = code
    if (alive.size === 0) process.exit(exitCode)
    for (const w of alive) w.process.kill(signal)
  }
  for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => stop(sig))
  for (let i = 0; i < workers; i++) start()
}
