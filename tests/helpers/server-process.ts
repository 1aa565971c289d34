import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import { serverArgs } from '../../scripts/lib/server-command.js'

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
  })
}

export interface ServerProcess {
  child: ChildProcess
  port: number
  baseUrl: string
  /** What it printed so far (empty when its output is inherited). */
  output(): string
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>
  /** Pids of its own children: the PGlite child, and tsx's esbuild service. */
  childPids(): number[]
  /** Pid of the PGlite child (undefined on PostgreSQL). */
  databasePid(): number | undefined
  /** Waits until /health answers 200 (throws when the server exits first). */
  healthy(ms?: number): Promise<void>
  /** kill -9 of the server and its children at once, as a power cut or the OOM killer would. */
  kill9(): number[]
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<number | null>
}

export const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null

/** Starts server/main.ts the way `npm start` does, on a free port, with `env` over this process's. */
export async function spawnServer(
  env: Record<string, string>,
  opts: { inherit?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort()
  let output = ''
  const child = spawn(process.execPath, serverArgs(), {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: opts.inherit ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (d) => (output += String(d)))
  child.stderr?.on('data', (d) => (output += String(d)))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const baseUrl = `http://127.0.0.1:${port}`
  const children = () => {
    try {
      const lines = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(child.pid)])
        .toString()
        .trim()
        .split('\n')
      return lines.map((line) => ({ pid: Number(line.trim().split(/\s+/)[0]), args: line }))
    } catch {
      return [] // ps exits 1 when there is none
    }
  }
  const childPids = () => children().map((c) => c.pid)
  return {
    child,
    port,
    baseUrl,
    output: () => output,
    exited,
    childPids,
    databasePid: () => children().find((c) => c.args.includes('pglite-child'))?.pid,
    async healthy(ms = 90_000) {
      const deadline = Date.now() + ms
      for (;;) {
        if (!running(child))
          throw new Error(`server exited (${child.exitCode ?? child.signalCode}): ${output}`)
        const ok = await fetch(`${baseUrl}/health`)
          .then((r) => r.ok)
          .catch(() => false)
        if (ok) return
        if (Date.now() > deadline) throw new Error(`server not healthy in ${ms} ms: ${output}`)
        await new Promise((r) => setTimeout(r, 200))
      }
    },
    kill9() {
      // The children are looked up first: once the server is dead they belong to init.
      const pids = [...childPids(), child.pid!]
      for (const pid of pids) process.kill(pid, 'SIGKILL')
      return pids
    },
    async stop() {
      if (running(child)) child.kill('SIGTERM')
      return exited
    },
  }
}
