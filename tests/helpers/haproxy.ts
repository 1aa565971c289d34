import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort, running } from './server-process.js'

export interface HaProxy {
  baseUrl: string
  stop(): Promise<void>
}

/**
 * Debian's HAProxy in front of `servers`, round-robin, as a venue group would run it: health
 * checks on /health take a dead server out, and a request whose connection to a dead server fails
 * is sent to another (`retries` + `option redispatch`). WebSockets pass through (`timeout tunnel`).
 */
export async function startHaProxy(servers: { port: number }[]): Promise<HaProxy> {
  const port = await freePort()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventdesk-haproxy-'))
  const cfg = path.join(dir, 'haproxy.cfg')
  fs.writeFileSync(
    cfg,
    `global
  maxconn 2000

defaults
  mode http
  timeout connect 1s
  timeout client 30s
  timeout server 30s
  timeout tunnel 1h
  retries 3
  option redispatch

frontend eventdesk
  bind 127.0.0.1:${port}
  default_backend servers

backend servers
  balance roundrobin
  option httpchk GET /health
${servers.map((s, i) => `  server s${i} 127.0.0.1:${s.port} check inter 250 fall 2 rise 1`).join('\n')}
`,
  )
  let output = ''
  const child = spawn('haproxy', ['-f', cfg, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout.on('data', (d) => (output += String(d)))
  child.stderr.on('data', (d) => (output += String(d)))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 10_000
  for (;;) {
    if (!running(child)) throw new Error(`haproxy exited: ${output}`)
    if (
      await fetch(`${baseUrl}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    if (Date.now() > deadline) throw new Error(`haproxy not answering in 10 s: ${output}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    baseUrl,
    async stop() {
      if (running(child)) child.kill('SIGTERM')
      await exited
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
