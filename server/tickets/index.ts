import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { boxOfficeRoutes } from './box-office-routes.js'
import { saleRoutes } from './sale-routes.js'
import { sectionTypeDependents } from './dependencies.js'
import { ticketsPdfRoute } from './tickets-pdf-route.js'
import { stockPushes } from './stock-push.js'
import { saleCancels, ticketSales, type TicketsDomain } from './sell-tickets.js'

export type { TicketsDomain }

declare module 'fastify' {
  interface FastifyInstance {
    tickets: TicketsDomain
  }
}

/**
 * Tickets (issue 21): box offices with standing and seated sections, sales that never oversell
 * (stock decided in the selling transaction) pushed live to every desk, cancel and refund, check-in at the door, the tickets of a sale as a PDF with QR codes. Section
 * types are a registry (schemas/registries/section-type.schema.json); the ones box offices use
 * cannot be deleted or deactivated.
 */
export const ticketsDomain = fp(
  async (app: FastifyInstance) => {
    const stockMoved = stockPushes(app)
    const tickets: TicketsDomain = {
      sell: ticketSales(app, stockMoved),
      cancel: saleCancels(app, stockMoved),
    }
    app.decorate('tickets', tickets)
    await app.register(boxOfficeRoutes)
    await app.register(saleRoutes, tickets)
    await app.register(ticketsPdfRoute)
    app.registries.onDependency(sectionTypeDependents)
  },
  { name: 'tickets', dependencies: ['registries', 'events', 'notifications'] },
)
