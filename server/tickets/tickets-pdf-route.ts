import type { FastifyInstance } from 'fastify'
import { notFound } from '../http/errors.js'
import { readerLocale } from '../i18n/reader-locale.js'
import { BOX_OFFICE_FEATURE } from './features.js'
import { ticketsPdf } from './tickets-pdf.js'
import { mainCurrencySymbol } from '../currencies/main-symbol.js'
import { boxOfficeAnswers } from './answers.js'
import { printableTickets } from './box-office-read.js'
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
      const { locale, tickets, symbol } = await request.withTenant(async (trx) => ({
        locale: await readerLocale(trx, request.query.language, request.headers['accept-language']),
        tickets: await printableTickets(trx, request.params.id),
        // Tickets are sold in the main currency (spec §3), as the box office shows their prices.
        symbol: await mainCurrencySymbol(trx),
      }))
      if (!tickets.length) throw notFound()
      const pdf = await ticketsPdf(locale, tickets, symbol)
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="tickets-${request.params.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf)
    },
  )
}
