import { fork, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export interface EmbeddedPostgres {
  url: string
  stop(): Promise<void>
}

const childEntry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pglite-child.ts')

/**
 * Starts PGlite in a child process (`memory://` for an in-memory database) and resolves with a
 * connection URL for `pg`. The child runs under tsx like the rest of the server.
 */
export function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = fork(childEntry, [], {
      env: { ...process.env, PGLITE_DATA_DIR: dataDir },
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    const onExit = (code: number | null) => reject(new Error(`PGlite child exited early (code ${code})`))
    child.once('exit', onExit)
    child.once('message', (msg: { ready: boolean; port?: number; error?: string }) => {
      child.off('exit', onExit)
      if (!msg.ready) return reject(new Error(`PGlite failed to start: ${msg.error}`))
      resolve({
        url: `postgres://postgres@127.0.0.1:${msg.port}/postgres`,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done()
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
