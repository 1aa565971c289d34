import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { badRequest, fieldError } from '../../http/errors.js'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../http/page.js'
import { parseSort } from '../../registries/model.js'
import { eventPageJson } from './list-sql.js'
import { stringifyTotals } from './list-response.js'
import { eventFilterSchema, sortColumns, visibleSituations, type EventFilter } from './list.js'
import { SITUATIONS } from '../../../common/events/situations.js'
import { commaList } from '../../http/comma-list.js'
import { situationTotals } from './totals.js'
import { anyArray, ok } from '../../http/answers.js'
import { eventListAnswers as answers } from '../answers.js'

const config = { feature: 'EVENT' }
const tags = ['events']
const pageQuery = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 0, default: 0 },
    size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
    sort: { type: 'string', maxLength: 60 },
  },
}

/** The event lists of the spec (a filtered page, the situation balloons' page) and the counts per situation. */
export async function eventListRoutes(app: FastifyInstance) {
  const list = async (
    request: FastifyRequest<{
      Querystring: { page: number; size: number; sort?: string }
      Body: EventFilter
    }>,
    reply: FastifyReply,
  ) => {
    const { page, size } = request.query
    const sort = parseSort(request.query.sort, { field: 'id', desc: true })
    const column = sortColumns[sort.field as keyof typeof sortColumns]
    if (!column) throw badRequest([fieldError('sort', 'error.invalidValue')])
    const filter = request.body ?? {}
    const shown = visibleSituations(request.auth, filter.situations)
    // The page comes as the JSON text of the answer (eventPageJson), sent as it is.
    const json = await request.withTenant(
      (trx) =>
        eventPageJson(trx, request.auth, app.registryModels, filter, {
          situations: shown.length ? shown : ['-'],
          column,
          desc: sort.desc,
          page,
          size,
        }),
      { readOnly: true },
    )
    reply.type('application/json; charset=utf-8')
    return json
  }
  const listSchema = { tags, querystring: pageQuery, body: eventFilterSchema, response: answers.page }
  app.post(
    '/events/event/list-events',
    { config, schema: { ...listSchema, summary: 'List events with filters' } },
    list,
  )
  app.post(
    '/events/event/list-events-by-balloon',
    { config, schema: { ...listSchema, summary: 'List events of the situation balloons' } },
    list,
  )

  app.post<{ Params: { situations: string }; Body: EventFilter }>(
    '/events/event/totals/:situations',
    {
      config,
      schema: {
        response: ok(anyArray),
        tags,
        summary: 'Counts per situation',
        params: {
          type: 'object',
          required: ['situations'],
          properties: {
            situations: commaList({ type: 'string', enum: [...SITUATIONS] }, 'Situations to count.'),
          },
        },
        body: eventFilterSchema,
      },
    },
    async (request, reply) => {
      const asked = request.params.situations.split(',').map((s) => s.trim().toUpperCase())
      const unknown = asked.filter((s) => !(SITUATIONS as readonly string[]).includes(s))
      if (unknown.length) throw badRequest([fieldError('situations', 'error.invalidValue')])
      const shown = visibleSituations(request.auth, asked)
      const answer = await request.withTenant(
        (trx) => situationTotals(trx, request.auth, request.body ?? {}, shown),
        { readOnly: true },
      )
      reply.type('application/json; charset=utf-8').serializer(stringifyTotals)
      return answer
    },
  )
}
