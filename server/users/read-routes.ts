import type { FastifyInstance } from 'fastify'
import { notFound } from '../http/errors.js'
import { DEFAULT_PAGE_SIZE, pageQuerySchema } from '../http/page.js'
import { parseSort } from '../registries/model.js'
import { userAnswers as answers } from './answers.js'
import { getEventsUser, listEventsUsers } from './repository.js'
import { config, tags } from './user-body.js'
import { idParams } from '../http/route-schemas.js'

/** Reading the tenant's memberships: the page, the autocomplete by e-mail, one by id. */
export async function usersReadRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { page: number; size: number; sort?: string; search?: string } }>(
    '/events/events-users',
    {
      config,
      schema: {
        tags,
        querystring: {
          type: 'object',
          properties: { ...pageQuerySchema, search: { type: 'string', maxLength: 200 } },
        },
        response: answers.page,
      },
    },
    (request) => {
      const q = request.query
      return request.withTenant((trx) =>
        listEventsUsers(trx, { ...q, sort: parseSort(q.sort, { field: 'id', desc: true }) }),
      )
    },
  )

  app.get<{ Querystring: { email?: string; page: number } }>(
    '/events/events-users/autocomplete',
    {
      config,
      schema: {
        tags,
        querystring: {
          type: 'object',
          properties: {
            email: { type: 'string', maxLength: 200 },
            page: { type: 'integer', minimum: 0, default: 0 },
          },
        },
        response: answers.page,
      },
    },
    (request) => {
      const email = request.query.email?.trim() ?? ''
      return request.withTenant((trx) =>
        listEventsUsers(trx, {
          page: request.query.page,
          size: DEFAULT_PAGE_SIZE,
          search: email.length >= 2 ? email : undefined,
          sort: { field: 'email', desc: false },
        }),
      )
    },
  )

  app.get<{ Params: { id: number } }>(
    '/events/events-users/:id',
    { config, schema: { tags, params: idParams, response: answers.one } },
    async (request) => {
      const row = await request.withTenant((trx) => getEventsUser(trx, request.params.id))
      if (!row) throw notFound()
      return row
    },
  )
}
