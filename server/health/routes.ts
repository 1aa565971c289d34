import type { FastifyInstance } from 'fastify'
import { checkDatabase } from './database-check.js'

export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: {
          503: {
            type: 'object',
            properties: {
              status: { type: 'string' },
              database: { type: 'string', enum: ['pglite', 'postgres'] },
            },
          },
          200: {
            type: 'object',
            properties: {
              status: { type: 'string' },
              database: { type: 'string', enum: ['pglite', 'postgres'] },
              demoSeed: { type: 'string', enum: ['seeding', 'done', 'failed'] },
            },
          },
        },
      },
    },
    async (_request, reply) => {
      try {
        // A query of the app answered within the last second: the database is up, and a probe
        // would only queue behind those queries (server/db/liveness.ts). Else ask it.
        if (!app.database.liveness.recentlyAnswered()) await checkDatabase(app.database.db)
        // Absent on an app built without main.ts's first-start seed (tests, tools).
        const state = app.demoSeed?.state ?? 'none'
        return state === 'none'
          ? { status: 'ok', database: app.database.kind }
          : { status: 'ok', database: app.database.kind, demoSeed: state }
      } catch {
        // A supervisor or load balancer reads the status code: 503 while the database is away.
        return reply.code(503).send({ status: 'unavailable', database: app.database.kind })
      }
    },
  )
}
