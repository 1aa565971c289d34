import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'

/**
 * Helmet's headers, worked out once: @fastify/helmet builds a new helmet middleware (every
 * directive re-serialised) on each request, a cost issue 15 measured on every API call. The
 * options here are static (no nonces, no per-request directives), so one run of helmet against a
 * recording response gives the exact headers, in the same order and spelling, for every reply.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const set: [string, string | number | readonly string[]][] = []
  const removed: string[] = []
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => set.push([name, value]),
    removeHeader: (name: string) => removed.push(name),
  }
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err
  })
  // A root hook, where @fastify/helmet (a fastify-plugin) put its own: every route and the 404s.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of set) reply.raw.setHeader(name, value)
    for (const name of removed) reply.raw.removeHeader(name)
    done()
  })
}
