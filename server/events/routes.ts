import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { badRequest, fieldError } from '../http/errors.js'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../http/page.js'
import { parseSort } from '../registries/model.js'
import { eventPageJson } from './list-sql.js'
import { stringifyEvent, stringifyTotals } from './list-response.js'
import { formEvent } from './read.js'
import { createEvent, updateEvent } from './service.js'
import { readableEvent } from './event-lock.js'
import { eventFilterSchema, sortColumns, visibleSituations, type EventFilter } from './list.js'
import { SITUATIONS } from '../../common/events/situations.js'
import { auditInWords } from './audit-text.js'
import { auditTrail } from './audit.js'
import { situationTotals } from './totals.js'
import { readerLocale } from '../i18n/reader-locale.js'
import { eventSchema } from './validate.js'
import { anyArray, created, eventAnswer, ok, pageOf } from '../http/answers.js'

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
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } }
// defs.json inlined: the OpenAPI document and Fastify's ajv see a plain schema.
const { $schema: _s, $id: _i, ...eventBody } = eventSchema('event').schema

/** The event as the form reads it (read.ts), in a read-only transaction of its own. */
const fullEvent = (app: FastifyInstance, request: FastifyRequest, id: number) =>
  request.withTenant((trx) => formEvent(trx, app.registryModels, request.auth, id), { readOnly: true })

export async function eventRoutes(app: FastifyInstance) {
  // Bodies are validated by the service (one error mapping for every event write).
  const anyBody = () => () => true

  app.post(
    '/events/event',
    {
      config,
      schema: { tags, summary: 'Create an event', body: eventBody, response: created(eventAnswer) },
      validatorCompiler: ({ httpPart }) => (httpPart === 'body' ? anyBody() : () => true),
    },
    async (request, reply) => {
      const row = await request.withTenant((trx) =>
        createEvent(trx, request, (request.body ?? {}) as Record<string, unknown>),
      )
      return reply.status(201).send(await fullEvent(app, request, row.id))
    },
  )

  app.put(
    '/events/event',
    {
      config,
      schema: {
        tags,
        summary: 'Update an event (id and version in the body)',
        body: eventBody,
        response: ok(eventAnswer),
      },
      validatorCompiler: () => anyBody(),
    },
    async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>
      const id = Number(body.id)
      if (!Number.isSafeInteger(id) || id <= 0) throw badRequest([fieldError('id', 'error.required')])
      await request.withTenant((trx) => updateEvent(trx, request, id, body))
      return fullEvent(app, request, id)
    },
  )

  app.get<{ Params: { id: number } }>(
    '/events/event/:id',
    { config, schema: { tags, params: idParams, response: ok(eventAnswer) } },
    async (request, reply) => {
      const event = await fullEvent(app, request, request.params.id)
      // Only once the event is read: an error answer keeps the error handler's serializer.
      reply.type('application/json; charset=utf-8').serializer(stringifyEvent)
      return event
    },
  )

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
  const listSchema = { tags, querystring: pageQuery, body: eventFilterSchema, response: ok(pageOf()) }
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
        params: { type: 'object', properties: { situations: { type: 'string' } } },
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

  app.get<{ Querystring: { eventId: number; language?: string } }>(
    '/events/event/audit',
    {
      config,
      schema: {
        response: ok(anyArray),
        tags,
        summary:
          'Audit trail of an event, newest first, with labels and values in words in the asked language',
        querystring: {
          type: 'object',
          required: ['eventId'],
          properties: {
            eventId: { type: 'integer' },
            language: { type: 'string', enum: ['pt-BR', 'es', 'en-us'] },
          },
        },
      },
    },
    (request) =>
      request.withTenant(async (trx) => {
        await readableEvent(trx, request.auth, request.query.eventId)
        const rows = await auditTrail(trx, request.query.eventId)
        return auditInWords(
          trx,
          rows,
          await readerLocale(trx, request.query.language, request.headers['accept-language']),
        )
      }),
  )
}
