import type { FastifyInstance } from 'fastify'
import { localToday } from '../../common/events/clock.js'
import { notFound } from '../http/errors.js'
import { availability } from './availability.js'
import { boxOfficeAnswers as answers } from './answers.js'
import { BOX_OFFICE_FEATURE } from './features.js'
import { saleBody, type SaleInput } from './sale-rules.js'
import type { TicketsDomain } from './sell-tickets.js'
import { checkIn } from './ticket-ops.js'
import { idParams } from '../http/route-schemas.js'

const config = { feature: BOX_OFFICE_FEATURE }
const tags = ['tickets']

/** Selling, cancelling and checking in at a box office (DESIGN "wave 2", Tickets). */
export async function saleRoutes(app: FastifyInstance, verbs: TicketsDomain) {
  app.get<{ Params: { id: number } }>(
    '/events/box-office/:id/availability',
    { config, schema: { tags, params: idParams, response: answers.availability } },
    (request) =>
      request.withTenant(
        async (trx) =>
          (await availability(trx, request.params.id, localToday())) ?? Promise.reject(notFound()),
      ),
  )

  app.post<{ Params: { id: number }; Body: SaleInput }>(
    '/events/box-office/:id/sale',
    { config, schema: { tags, params: idParams, body: saleBody, response: answers.sold } },
    async (request, reply) =>
      reply.code(201).send(await verbs.sell(request.auth, request.params.id, request.body)),
  )

  app.post<{ Params: { id: number }; Body: { refund?: boolean } | undefined }>(
    '/events/box-office/sale/:id/cancel',
    {
      config,
      schema: {
        tags,
        params: idParams,
        body: { type: ['object', 'null'], properties: { refund: { type: 'boolean' } } },
        response: answers.cancelled,
      },
    },
    (request) => verbs.cancel(request.auth, request.params.id, request.body?.refund === true),
  )

  app.post<{ Body: { code: string } }>(
    '/events/box-office/check-in',
    {
      config,
      schema: {
        tags,
        body: {
          type: 'object',
          required: ['code'],
          properties: { code: { type: 'string', minLength: 1, maxLength: 40 } },
        },
        response: answers.checkedIn,
      },
    },
    (request) => request.withTenant((trx) => checkIn(trx, request.body.code)),
  )
}
