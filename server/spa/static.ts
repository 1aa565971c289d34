import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'
import { notFound } from '../http/errors.js'

/**
 * Paths the API owns; anything else that is a GET for a page gets the app (history fallback).
 * `/.well-known` is for machines (RFC 8615): an unknown one is a 404 a client can read, never the
 * app's page with 200 (an OAuth or OpenID library would take that page for metadata).
 */
const apiPrefixes = ['/events', '/cm-oauth', '/docs', '/health', '/.well-known']

export const isApiPath = (url: string) =>
  apiPrefixes.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`))

const missingBuildPage =
  '<!doctype html><meta charset="utf-8"><title>Eventdesk</title><h1>The app is not built</h1><p>Run <code>npm run build</code> (or <code>npm start</code>), then reload this page.</p>'

export async function registerSpa(app: FastifyInstance, staticDir: string) {
  const index = path.join(staticDir, 'index.html')
  const builtAtStart = fs.existsSync(index)
  await app.register(fastifyStatic, {
    root: staticDir,
    // Without a build at start, files are looked up per request so a later `npm run build`
    // is served without a restart; missing files fall through to the not-found handler.
    wildcard: !builtAtStart,
    index: false,
    // Its default 'max-age=0' overwrote the headers below (issue 12).
    cacheControl: false,
    // Serves the .br/.gz written beside each file at build time (vite.config.ts) by accept-encoding.
    preCompressed: true,
    // Hashed assets never change; index.html must always be revalidated.
    setHeaders: (res, file) => {
      res.setHeader(
        'cache-control',
        file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      )
    },
  })
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !isApiPath(request.url)
    if (wantsPage && fs.existsSync(index))
      return reply.header('cache-control', 'no-cache').sendFile('index.html')
    // Developer situation (no build yet), so a plain English page, not a locale key; 503 because
    // the app is temporarily unavailable and recovers without a restart once built.
    if (wantsPage && (request.headers.accept ?? '').includes('text/html')) {
      return reply
        .status(503)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(missingBuildPage)
    }
    return reply.status(404).send(notFound().toBody())
  })
}
