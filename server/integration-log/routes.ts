import type { FastifyInstance } from 'fastify'
import { wireDay, wireDayOf } from '../../common/wire-dates.js'
import { notFound } from '../http/errors.js'
import { pageQuerySchema } from '../http/page.js'
import {
  INTEGRATIONS,
  listLog,
  readLog,
  STATUSES,
  type Integration,
  type IntegrationStatus,
} from './repository.js'
import { idParams } from '../http/route-schemas.js'
import { integrationLogAnswers as answers } from './answers.js'

const tags = ['integration-log']
/** Spec §2: the integration log is for admins only (technical or admin users), in both contexts. */
const config = { adminOnly: true }

type ListQuery = {
  page: number
  size: number
  sort?: string
  search?: string
  integration?: Integration
  status?: IntegrationStatus
  from?: string
  to?: string
}

/** Read-only: rows are written by the integration ports through logIntegration(), never by a person. */
export async function integrationLogRoutes(app: FastifyInstance) {
  app.get<{ Querystring: ListQuery }>(
    '/events/integration-log',
    {
      config,
      schema: {
        tags,
        querystring: {
          type: 'object',
          properties: {
            ...pageQuerySchema,
            sort: { type: 'string', enum: ['id,desc', 'id,asc', 'id'] },
            search: { type: 'string', maxLength: 200 },
            integration: { type: 'string', enum: [...INTEGRATIONS] },
            status: { type: 'string', enum: [...STATUSES] },
            from: wireDay(),
            to: wireDay(),
          },
        },
        response: answers.page,
      },
    },
    (request) => {
      const { sort, from, to, ...q } = request.query
      // From and to are days, both included: a date-time counts as its day.
      const period = { from: from && wireDayOf(from), to: to && wireDayOf(to) }
      return request.withTenant((trx) =>
        listLog(trx, { ...q, ...period, desc: sort !== 'id,asc' && sort !== 'id' }),
      )
    },
  )

  app.get<{ Params: { id: number } }>(
    '/events/integration-log/:id',
    {
      config,
      schema: {
        tags,
        params: idParams,
        response: answers.one,
      },
    },
    async (request) => {
      const row = await request.withTenant((trx) => readLog(trx, request.params.id))
      if (!row) throw notFound()
      return row
    },
  )
}
