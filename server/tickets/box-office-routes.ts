import type { FastifyInstance } from 'fastify'
import { notFound } from '../http/errors.js'
import { pageQuerySchema } from '../http/page.js'
import { boxOfficeBody, type BoxOfficeInput } from './box-office-schema.js'
import { readBoxOffice } from './box-office-read.js'
import {
  autocompleteBoxOffices,
  createBoxOffice,
  deleteBoxOffice,
  listBoxOffices,
  updateBoxOffice,
} from './box-office-service.js'
import { boxOfficeAnswers as answers } from './answers.js'
import { BOX_OFFICE_FEATURE } from './features.js'
import { idParams } from '../http/route-schemas.js'

const config = { feature: BOX_OFFICE_FEATURE }
const tags = ['tickets']

/**
 * The box office with the registry verbs (DESIGN "wave 2", Tickets): its own tables rather than a
 * registry record, because its sections carry the stock counters and the seat constraint of sales.
 */
export async function boxOfficeRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { page: number; size: number; search?: string } }>(
    '/events/box-office',
    {
      config,
      schema: {
        tags,
        querystring: {
          type: 'object',
          properties: { ...pageQuerySchema, search: { type: 'string', maxLength: 100 } },
        },
        response: answers.page,
      },
    },
    (request) => {
      const { page, size, search } = request.query
      return request.withTenant((trx) => listBoxOffices(trx, page, size, search))
    },
  )

  app.get<{ Querystring: { name?: string; page: number } }>(
    '/events/box-office/autocomplete',
    {
      config,
      schema: {
        tags,
        querystring: {
          type: 'object',
          properties: { name: { type: 'string', maxLength: 100 }, page: pageQuerySchema.page },
        },
        response: answers.options,
      },
    },
    (request) =>
      request.withTenant((trx) => autocompleteBoxOffices(trx, request.query.page, request.query.name)),
  )

  app.get<{ Params: { id: number } }>(
    '/events/box-office/:id',
    { config, schema: { tags, params: idParams, response: answers.one } },
    (request) =>
      request.withTenant(
        async (trx) => (await readBoxOffice(trx, request.params.id)) ?? Promise.reject(notFound()),
      ),
  )

  app.post<{ Body: BoxOfficeInput }>(
    '/events/box-office',
    { config, schema: { tags, body: boxOfficeBody, response: answers.made } },
    async (request, reply) => {
      const made = await request.withTenant((trx) => createBoxOffice(trx, request.auth, request.body))
      return reply.code(201).send(made)
    },
  )

  app.put<{ Body: BoxOfficeInput }>(
    '/events/box-office',
    {
      config,
      schema: { tags, body: { ...boxOfficeBody, required: ['id', 'sections'] }, response: answers.one },
    },
    (request) =>
      request.withTenant((trx) => updateBoxOffice(trx, request.auth, request.body.id!, request.body)),
  )

  app.put<{ Params: { id: number }; Body: BoxOfficeInput }>(
    '/events/box-office/:id',
    { config, schema: { tags, params: idParams, body: boxOfficeBody, response: answers.one } },
    (request) =>
      request.withTenant((trx) => updateBoxOffice(trx, request.auth, request.params.id, request.body)),
  )

  app.delete<{ Params: { id: number } }>(
    '/events/box-office/:id',
    { config, schema: { tags, params: idParams, response: answers.removed } },
    async (request, reply) => {
      await request.withTenant((trx) => deleteBoxOffice(trx, request.params.id))
      return reply.code(204).send()
    },
  )
}
