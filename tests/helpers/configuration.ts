import type { FastifyInstance } from 'fastify'
import { bearer, type Tokens } from './auth.js'

/**
 * Saves configuration entries as the screen does: reads the version, then saves over it
 * (PUT /events/configuration/all needs the version read; issue 49, 3). Answers the PUT's response.
 */
export async function putConfiguration(
  app: FastifyInstance,
  who: Tokens,
  entries: { name: string; value?: unknown }[],
) {
  const read = await app.inject({ method: 'GET', url: '/events/configuration/all', headers: bearer(who) })
  const version = read.statusCode === 200 ? (read.json() as { version: number }).version : 1
  return app.inject({
    method: 'PUT',
    url: '/events/configuration/all',
    headers: bearer(who),
    payload: { version, entries } as never,
  })
}
