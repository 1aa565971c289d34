import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'
import { notFound } from '../http/errors.js'

/** Paths the API owns; anything else that is a GET for a page gets the app (history fallback). */
const apiPrefixes = ['/events', '/cm-oauth', '/docs', '/health']

export const isApiPath = (url: string) => apiPrefixes.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`))

export async function registerSpa(app: FastifyInstance, staticDir: string) {
  const index = path.join(staticDir, 'index.html')
  const hasBuild = fs.existsSync(index)
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders: (res, file) => {
        res.setHeader('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !isApiPath(request.url) && hasBuild
    if (wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html')
    return reply.status(404).send(notFound().toBody())
  })
}
