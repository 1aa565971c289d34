import type { FastifyInstance } from 'fastify'
import { notFound } from '../http/errors.js'
import { readerLocale } from '../i18n/reader-locale.js'
import { BOX_OFFICE_FEATURE } from './features.js'
import { ticketsPdf } from './tickets-pdf.js'
import { boxOfficeAnswers } from './answers.js'
import { onTenantKey } from '../db/tenant-join.js'
import { idParams } from '../http/route-schemas.js'

/**
 * The tickets of a sale as a PDF to print or send (issue 21): one page per valid ticket with its
 * QR code. A cancelled sale has no valid tickets, so it prints nothing: 404.
 */
export async function ticketsPdfRoute(app: FastifyInstance) {
  app.get<{ Params: { id: number }; Querystring: { language?: string } }>(
    '/events/box-office/sale/:id/tickets.pdf',
    {
      config: { feature: BOX_OFFICE_FEATURE },
      schema: {
        tags: ['tickets'],
        params: idParams,
        querystring: {
          type: 'object',
          properties: { language: { type: 'string', enum: ['pt-BR', 'es', 'en-us'] } },
        },
        response: boxOfficeAnswers.tickets,
      },
    },
    async (request, reply) => {
      const { locale, tickets } = await request.withTenant(async (trx) => ({
        locale: await readerLocale(trx, request.query.language, request.headers['accept-language']),
        tickets: await trx
          .selectFrom('ticket as t')
          .innerJoin('box_office as o', (j) => onTenantKey(j, 'o.id', 't.box_office_id'))
          .innerJoin('box_office_section as s', (j) => onTenantKey(j, 's.id', 't.section_id'))
          .innerJoin('ticket_batch as b', (j) => onTenantKey(j, 'b.id', 't.batch_id'))
          .select([
            't.code',
            'o.name as office',
            'o.start_date as start',
            's.name as section',
            't.seat',
            't.person_name as person',
            'b.name as batch',
            't.price',
          ])
          .where('t.sale_id', '=', request.params.id)
          .where('t.valid', '=', true)
          .orderBy('t.id')
          .execute(),
      }))
      if (!tickets.length) throw notFound()
      const pdf = await ticketsPdf(
        locale,
        tickets.map((t) => ({ ...t, price: Number(t.price) })),
      )
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="tickets-${request.params.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf)
    },
  )
}
