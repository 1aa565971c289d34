import { fork, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export interface EmbeddedPostgres {
  url: string
  stop(): Promise<void>
  /** Writes the database to `file` as PGlite's tar dump (tests start databases from it). */
  dumpTo(file: string): Promise<void>
  /** Called when the child dies without being asked to stop (the database is gone). */
  onDeath(listener: (code: number | null, signal: string | null) => void): void
}

const childEntry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pglite-child.ts')

/**
 * Starts PGlite in a child process (`memory://` for an in-memory database) and resolves with a
 * connection URL for `pg`. The child runs under tsx like the rest of the server.
 */
export function startEmbeddedPostgres(dataDir: string, owner = '', snapshot = ''): Promise<EmbeddedPostgres> {
  return new Promise((resolve, reject) => {
    // Its data directory, owner and snapshot go as arguments: the child reads no environment.
    const child: ChildProcess = fork(childEntry, [dataDir, owner, snapshot], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    const onExit = (code: number | null) => reject(new Error(`PGlite child exited early (code ${code})`))
    child.once('exit', onExit)
    child.once('message', (msg: { ready: boolean; port?: number; error?: string }) => {
      child.off('exit', onExit)
      if (!msg.ready) return reject(new Error(`PGlite failed to start: ${msg.error}`))
      let stopping = false
      const deathListeners: ((code: number | null, signal: string | null) => void)[] = []
      child.once('exit', (code, signal) => {
        if (!stopping) deathListeners.forEach((l) => l(code, signal))
      })
      resolve({
        url: `postgres://postgres@127.0.0.1:${msg.port}/postgres`,
        onDeath: (listener) => void deathListeners.push(listener),
        dumpTo: (file) =>
          new Promise<void>((done, fail) => {
            const onMessage = (answer: { dumped?: string; error?: string }) => {
              if (answer.dumped !== file) return
              child.off('message', onMessage)
              if (answer.error) fail(new Error(`PGlite dump failed: ${answer.error}`))
              else done()
            }
            child.on('message', onMessage)
            child.send({ dumpTo: file })
          }),
        stop: () =>
          new Promise<void>((done) => {
            stopping = true
            if (child.exitCode !== null || child.signalCode !== null) return done()
            const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
            child.once('exit', () => {
              clearTimeout(timer)
              done()
            })
            child.send('stop')
          }),
      })
    })
  })
}
