import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { freePort } from './server-process.js'

const PRISM = path.resolve(import.meta.dirname, '../../node_modules/.bin/prism')

export interface PrismProxy {
  url: string
  stop(): Promise<void>
  output(): string
}

/**
 * Stoplight Prism as an outside integrator runs it: `prism proxy <document> <server> --errors`,
 * strict, so a request the document does not allow is answered 422 by Prism and never reaches
 * the server, and an answer the document does not describe becomes Prism's own error.
 */
export async function startPrism(document: object, upstream: string): Promise<PrismProxy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventdesk-prism-'))
  const file = path.join(dir, 'openapi.json')
  fs.writeFileSync(file, JSON.stringify(document))
  const port = await freePort()
  let output = ''
  const child: ChildProcess = spawn(
    PRISM,
    ['proxy', file, upstream, '--errors', '-p', String(port), '-h', '127.0.0.1'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  child.stdout?.on('data', (d) => (output += String(d)))
  child.stderr?.on('data', (d) => (output += String(d)))
  let stopping = false
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      if (!stopping) console.error(`prism exited (${code}):\n${output.slice(-4000)}`)
      resolve()
    }),
  )
  const until = Date.now() + 60_000
  while (!/Prism is listening/.test(output)) {
    if (child.exitCode !== null) throw new Error(`prism exited:\n${output.slice(-2000)}`)
    if (Date.now() > until) throw new Error(`prism did not start:\n${output.slice(-2000)}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: async () => {
      stopping = true
      child.kill('SIGTERM')
      await exited
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Prism's own refusal (a request or answer the document does not allow), or null. */
export function prismViolation(res: { headers: Record<string, unknown>; body: string }): string | null {
  const type = String(res.headers['content-type'] ?? '')
  const violations = res.headers['sl-violations']
  if (violations) return String(violations)
  if (!type.includes('application/problem+json') || !res.body.includes('stoplight.io/prism')) return null
  return res.body
}

interface InjectLike {
  method?: string
  url: string
  headers?: Record<string, string>
  payload?: unknown
}

/**
 * The app as the capture helpers see it, with `inject` sent over HTTP through Prism instead of
 * in process: every call the answer capture makes then meets an outside validator.
 */
export function throughPrism(
  app: FastifyInstance,
  prism: { url: string; document: Record<string, any> },
  seen: (v: string) => void,
  bypassed: Set<string>,
) {
  const templates = Object.keys(prism.document.paths).map(
    (p) => new RegExp(`^${p.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  )
  const documented = (url: string) => templates.some((re) => re.test(url.split('?')[0]))
  const inject = async (opts: InjectLike | string) => {
    const o = typeof opts === 'string' ? { url: opts } : opts
    // A path the document leaves out on purpose (the app's own pages) is asked in process.
    if (!documented(o.url)) {
      bypassed.add(o.url.split('?')[0])
      return app.inject(o as never)
    }
    const headers: Record<string, string> = { ...(o.headers ?? {}) }
    let body: BodyInit | undefined
    if (Buffer.isBuffer(o.payload)) body = new Uint8Array(o.payload)
    else if (typeof o.payload === 'string') body = o.payload
    else if (o.payload !== undefined) {
      body = JSON.stringify(o.payload)
      headers['content-type'] ??= 'application/json'
    }
    const method = (o.method ?? 'GET').toUpperCase()
    // A literal comma in a path crashes Prism 5's proxy (its URI-template match already splits the
    // value, then its simple-style reader splits it again: stoplightio/prism#2710, fix in #2801), so
    // the path's commas go percent-encoded, which the server reads the same (RFC 3986 §2.2).
    const [pathPart, query] = o.url.split(/(?=\?)/)
    const url = pathPart.replaceAll(',', '%2C') + (query ?? '')
    const res = await fetch(prism.url + url, { method, headers, body, redirect: 'manual' })
    const buf = Buffer.from(await res.arrayBuffer())
    const h = Object.fromEntries(res.headers.entries())
    const text = buf.toString('utf8')
    const why = prismViolation({ headers: h, body: text })
    if (why) seen(`${method} ${o.url}: ${why}`)
    return {
      statusCode: res.status,
      headers: h,
      body: text,
      rawPayload: buf,
      json: () => JSON.parse(text) as unknown,
    }
  }
  return new Proxy(app, {
    get: (target, key) => (key === 'inject' ? inject : Reflect.get(target, key)),
  }) as FastifyInstance
}
