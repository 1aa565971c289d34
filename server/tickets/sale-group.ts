import pg from 'pg'
import { withTenantInOneMessage } from '../db/tenant.js'
import { localToday } from '../../common/events/clock.js'
import { withTicketSoldWebhooks } from '../webhooks/enqueue.js'

/** One sale as eventdesk_ticket_sell and eventdesk_ticket_sell_group take it (codes made here). */
export interface SalePayload {
  user: number | null
  buyerPerson: number | null
  buyerName: string | null
  buyerEmail: string | null
  paymentMethod: string
  tickets: {
    section: number
    seat: string | null
    row?: number
    number?: number
    name: string
    document: string | null
    code: string
  }[]
}

export interface Sold {
  id: number
  total: number
  tickets: { id: number; code: string; batchId: number; batchName: string; price: number }[]
}

/** A sale the database refused for want of places or a seat: 409 ticket.notAvailable. */
export const SHORT = null

/** Sales of one box office sent in one statement at most: a bound on the message and the lock. */
const MAX_GROUP = 500

/** What eventdesk_ticket_sell raises when a place is short, or a seat sold meanwhile (23505). */
const isShort = (err: unknown) => {
  const e = err as { code?: string; message?: string }
  return e.code === '23505' || (e.code === 'P0001' && e.message === 'ticket.notAvailable')
}

/**
 * The statement runs with its BEGIN and COMMIT in one message (no round trip while the section is
 * locked) and commits asynchronously, so the COMMIT frees the section without waiting for the WAL
 * flush; the synchronous `pg_current_xact_id()` after it flushes that commit record, and every one
 * before it, so the answer still waits until the sales are on disk, outside the lock.
 */
async function inOneMessage(pool: pg.Pool, tenantId: number, call: string) {
  const rows = await withTenantInOneMessage(
    pool,
    tenantId,
    `select set_config('synchronous_commit', 'off', true), ${call} as result`,
    'select pg_current_xact_id()',
  )
  return rows[0].result
}

const literal = (value: unknown) => `${pg.escapeLiteral(JSON.stringify(value))}::jsonb`

/** One sale alone (migration 0023): the way back when a group failed as a whole. */
async function sellOne(pool: pg.Pool, tenantId: number, office: number, sale: SalePayload) {
  try {
    const call = withTicketSoldWebhooks(
      office,
      `eventdesk_ticket_sell(${tenantId}, ${literal({ ...sale, office, today: localToday() })})`,
    )
    return (await inOneMessage(pool, tenantId, call)) as Sold
  } catch (err) {
    if (isShort(err)) return SHORT
    throw err
  }
}

interface GroupResult {
  sales: (number | null)[]
  totals: (number | null)[]
  tickets: Record<string, [number, number, number]>
  batches: Record<string, string>
}

/** Several sales in one statement (migration 0029). */
async function sellGroup(pool: pg.Pool, tenantId: number, office: number, sales: SalePayload[]) {
  const call = withTicketSoldWebhooks(
    office,
    `eventdesk_ticket_sell_group(${tenantId}, ${literal({ office, today: localToday(), sales })})`,
  )
  return (await inOneMessage(pool, tenantId, call)) as GroupResult
}

/** Each sale of a group as sold or SHORT, in their order. */
function answers(sales: SalePayload[], r: GroupResult) {
  return sales.map((sale, k): Sold | typeof SHORT => {
    const id = r.sales[k]
    if (id === null) return SHORT
    return {
      id,
      total: Number(r.totals[k]),
      tickets: sale.tickets.map((t) => {
        const [ticketId, batchId, price] = r.tickets[t.code]
        return { id: ticketId, code: t.code, batchId, batchName: r.batches[batchId], price: Number(price) }
      }),
    }
  })
}

/**
 * A group the database refused (its transaction rolled back, nothing of it sold): worth selling
 * its sales one by one. Not a lost connection or a server going down (classes 08, 53, 57, 58):
 * the group may have committed before, so selling again could sell twice.
 */
const refused = (err: unknown) => err instanceof pg.DatabaseError && !/^(08|53|57|58)/.test(err.code ?? '')

interface Waiting {
  sale: SalePayload
  resolve: (sold: Sold | typeof SHORT) => void
  reject: (err: unknown) => void
}

/**
 * Group sale: the sales of one box office that arrive while one group is in the database wait,
 * and the next group sells them all, in arrival order, in one statement; a box office with no
 * group in flight sells at the next turn of the event loop. A rush then costs the database one
 * lock, one statement and one WAL flush per group instead of per sale, and the server one round
 * trip. Every rule is still
 * decided in the database under the section lock. Should the group statement fail (a bug, a bad
 * value the database refuses), its sales are sold again one by one, so each keeps its own answer.
 * The queue is per tenant and box office; the statement runs under that tenant.
 */
export function saleGroups(pool: pg.Pool) {
  const queues = new Map<string, Waiting[]>()

  async function settle(tenantId: number, office: number, group: Waiting[]) {
    const sales = group.map((w) => w.sale)
    try {
      const sold = answers(sales, await sellGroup(pool, tenantId, office, sales))
      return group.forEach((w, k) => w.resolve(sold[k]))
    } catch (err) {
      if (!refused(err)) return group.forEach((w) => w.reject(err))
    }
    for (const w of group) await sellOne(pool, tenantId, office, w.sale).then(w.resolve, w.reject)
  }

  async function drain(key: string, tenantId: number, office: number, queue: Waiting[]) {
    try {
      while (queue.length) await settle(tenantId, office, queue.splice(0, MAX_GROUP))
    } finally {
      queues.delete(key)
    }
  }

  return (tenantId: number, office: number, sale: SalePayload) =>
    new Promise<Sold | typeof SHORT>((resolve, reject) => {
      const key = `${tenantId}|${office}`
      const queue = queues.get(key)
      if (queue) return void queue.push({ sale, resolve, reject })
      const fresh = [{ sale, resolve, reject }]
      queues.set(key, fresh)
      // After this turn of the event loop: the buyers whose section read answered in the same
      // turn (a crowd, in a rush) go in the first group too, not behind a group of one.
      setImmediate(() => void drain(key, tenantId, office, fresh))
    })
}
