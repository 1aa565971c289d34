import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'

export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: {
          200: {
            type: 'object',
            properties: { status: { type: 'string' }, database: { type: 'string', enum: ['pglite', 'postgres'] } },
          },
        },
      },
    },
    async () => {
      await sql`select 1`.execute(app.database.db)
      return { status: 'ok', database: app.database.kind }
    },
  )
}
