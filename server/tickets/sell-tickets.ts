import type { FastifyInstance } from 'fastify'
import { inActorTenant, type Actor } from '../auth/actor.js'
import { forbidden } from '../http/errors.js'
import { recordExists } from '../registries/reader.js'
import type { SaleInput } from './sale-rules.js'
import { saleGroups } from './sale-group.js'
import { checkSaleInput, sectionReads, sell } from './sale.js'
import { cancelSale } from './ticket-ops.js'

/** Sells `body` at box office `officeId` as `actor`: the sale as the API answers it. */
export type SellTickets = (
  actor: Actor,
  officeId: number,
  body: SaleInput,
) => Promise<Awaited<ReturnType<typeof sell>>>

/**
 * The sale verb (issue 50: the route and the demo seed call it, never through a request): the
 * checks that need no stock, the group sale under the section lock, then the desks told the stock
 * moved. Its reads and its sale share the app's section reads and sale queues, so a seed's sale
 * and a buyer's are one queue. `body` is what the route's schema let through.
 */
export function ticketSales(
  app: FastifyInstance,
  stockMoved: (tenantId: number, boxOfficeId: number) => void,
): SellTickets {
  const readSections = sectionReads(app.database.pool)
  const sellInGroup = saleGroups(app.database.pool)
  return async (actor, officeId, body) => {
    const tenantId = actor.tenantId
    if (!tenantId) throw forbidden('auth.tenantRequired')
    await checkSaleInput(readSections, tenantId, officeId, body, (person) =>
      inActorTenant(app.database.db, actor, (trx) => recordExists(trx, 'person', person)),
    )
    const sale = await sell(sellInGroup, tenantId, actor.eventsUserId ?? null, officeId, body)
    stockMoved(tenantId, officeId)
    return sale
  }
}

/** Cancels (or refunds) sale `saleId` as `actor`: the answer the API gives. */
export type CancelSale = (
  actor: Actor,
  saleId: number,
  refund: boolean,
) => Promise<Awaited<ReturnType<typeof cancelSale>>>

/**
 * The cancel verb: the places given back in one transaction, then the desks told the stock moved,
 * as a sale tells them; the route only translates HTTP.
 */
export function saleCancels(
  app: FastifyInstance,
  stockMoved: (tenantId: number, boxOfficeId: number) => void,
): CancelSale {
  return async (actor, saleId, refund) => {
    const done = await inActorTenant(app.database.db, actor, (trx) => cancelSale(trx, saleId, refund))
    stockMoved(actor.tenantId!, done.boxOfficeId)
    return done
  }
}

export interface TicketsDomain {
  /** The sale verb the route calls, for the seed, scripts and jobs (issue 50). */
  readonly sell: SellTickets
  /** The cancel (or refund) verb the route calls. */
  readonly cancel: CancelSale
}
